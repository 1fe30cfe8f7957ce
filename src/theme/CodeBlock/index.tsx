/**
 * Code blocks without Prism on page load (wraps the theme's CodeBlock).
 *
 * The server renders each block highlighted, with colours from CSS variables
 * that do not depend on the colour mode (src/lib/prismThemeVars.ts). On the
 * page first loaded, the browser keeps that HTML (an island,
 * src/components/Island) instead of rendering the block again, so neither
 * Prism nor the code block components are needed to hydrate the page.
 * Pointing at a block, touching it or moving the focus into it loads them
 * (./Highlighted.tsx) and renders the theme's block in its place, with its
 * copy and word-wrap buttons. Blocks rendered in the browser (after a
 * client-side navigation) render the theme's block at once; its chunk is
 * prefetched when the page has loaded.
 *
 * A block with a line too long for a phone has a word-wrap switch: a checkbox
 * beside the island, present in the server HTML, which wraps the lines by CSS
 * alone (./styles.module.css), before and after the block comes alive. It
 * replaces the theme's word-wrap button, which is not server-rendered, shows
 * only on hover and only once the block is live (./Buttons/WordWrapButton).
 *
 * The lines of a block far from the viewport are neither laid out nor painted
 * until it nears the viewport (`content-visibility`, ./styles.module.css): on
 * the API's file system page, code is 3,400 of the 8,500 elements. The block
 * keeps its height meanwhile, computed from its number of lines.
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/CodeBlock';
import Island, {lazyComponent} from '@site/src/components/Island';
import styles from './styles.module.css';

const Highlighted = lazyComponent<Props>(
  () => import(/* webpackPrefetch: true */ './Highlighted').then((module) => module.default),
  (props) => <PlainBlock {...props} />,
);

/** Shown for the moment the highlighting part loads after a client-side navigation. */
function PlainBlock({children, className}: Props): ReactNode {
  return (
    <pre className={clsx(className, styles.plain)}>
      <code>{children}</code>
    </pre>
  );
}

/** The number of lines the theme shows for `code` (it drops one final line break), or undefined for markup. */
function codeLineCount(code: unknown): number | undefined {
  return typeof code === 'string' ? code.replace(/\n$/, '').split('\n').length : undefined;
}

/**
 * Lines longer than this many characters overflow a code block on a 360 px phone (monospace at 95 % of 16 px in the
 * 296 px inside the block's padding); above `WRAP_WIDE`, on a desktop column too.
 */
export const WRAP_PHONE = 32;
export const WRAP_WIDE = 80;

/** Which screens a block's word-wrap switch is for: `phone` (narrow screens), `all`, or none. */
export function wrapWidth(code: unknown): 'phone' | 'all' | undefined {
  if (typeof code !== 'string') return undefined;
  const longest = Math.max(...code.split('\n').map((line) => line.length));
  if (longest > WRAP_WIDE) return 'all';
  return longest > WRAP_PHONE ? 'phone' : undefined;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const lines = codeLineCount(props.children);
  const wrap = wrapWidth(props.children);
  const block = (
    <Island
      load={Highlighted.load}
      start="interaction"
      className={lines === undefined ? undefined : styles.deferred}
      style={lines === undefined ? undefined : ({'--code-lines': lines} as CSSProperties)}>
      <Highlighted.Component {...props} />
    </Island>
  );
  if (wrap === undefined) return block;
  const label = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <div className={styles.wrapHost} data-wrap={wrap}>
      <input type="checkbox" className={styles.wrapSwitch} aria-label={label} title={label} />
      {block}
    </div>
  );
}

// Wraps the colour-mode control: the change is a 400 ms circular reveal from
// the control where the browser supports view transitions and the reader has
// not asked for reduced motion. Which mode comes next is the theme's own cycle,
// set by the site's `darkmode` option through `colorModeConfig` (lib/chrome/colorMode):
// light ↔ dark for `toggle`, light → dark → system for `switch`.
import {useRef, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {COLOR_MODE_TRANSITION_MS} from '@site/src/lib/chrome/constants';
import {revealRadius} from '@site/src/lib/chrome/colorMode';
import styles from './styles.module.css';

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => {ready: Promise<void>};
};

function applyWithReveal(button: HTMLElement | null, apply: () => void): void {
  const doc = document as ViewTransitionDocument;
  const rect = button?.getBoundingClientRect();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!doc.startViewTransition || reduced || !rect || rect.width === 0) {
    apply();
    return;
  }
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const radius = revealRadius(x, y, window.innerWidth, window.innerHeight);
  const transition = doc.startViewTransition(() => flushSync(apply));
  transition.ready
    .then(() => {
      document.documentElement.animate(
        {clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`]},
        {duration: COLOR_MODE_TRANSITION_MS, easing: 'ease-in-out', pseudoElement: '::view-transition-new(root)'},
      );
    })
    .catch(() => undefined);
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const wrapper = useRef<HTMLSpanElement>(null);
  const onChange = (next: Props['value']): void => {
    applyWithReveal(wrapper.current?.querySelector('button') ?? null, () => props.onChange(next));
  };
  return (
    <span ref={wrapper} className={styles.wrapper}>
      <ColorModeToggle {...props} onChange={onChange} />
    </span>
  );
}

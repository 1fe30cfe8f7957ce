/**
 * Server-rendered markup whose code loads later ("island").
 *
 * The server renders `children` (typically the `Component` of a
 * `lazyComponent`). While the browser hydrates the page first loaded, the
 * island keeps that HTML as it is: it renders an empty
 * `dangerouslySetInnerHTML`, which React neither compares nor replaces, so the
 * component's code is not needed for hydration. When `start` says so, the
 * island loads the code (`load`) and then renders `children` in place of
 * the server HTML: the same markup, now live. Islands rendered after
 * hydration (a client-side navigation), or mounted afresh while the page
 * hydrates (a tab that an effect switches), render `children` at once.
 *
 * What the reader did to the server HTML before the code arrived carries
 * over: a click (on a tab, a button) is made again on the live markup, text
 * typed or an option chosen in a form field is given to the live field, and
 * the focus moves to it.
 *
 * The element's `data-island` is `static` while it shows the server HTML,
 * `live` after.
 *
 * `start`: `'interaction'` when the pointer, a touch or the focus reaches the
 * island; `'idle'` the same, or else once the page has loaded and the
 * browser is idle;
 * `true` at once; `false` not yet.
 */
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {afterLoadWhenIdle} from '@site/src/lib/chrome/idle';
import {RENDERED_ATTRIBUTE, RENDER_LATER_ATTRIBUTE} from '@site/src/lib/chrome/renderLater';

export type IslandStart = 'idle' | 'interaction' | boolean;

interface Props {
  readonly load: () => Promise<unknown>;
  readonly start: IslandStart;
  readonly children: ReactNode;
  readonly className?: string;
  readonly style?: CSSProperties;
  /** `data-*` attributes of the island's element. */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

export interface LazyComponent<P> {
  /** Loads the component's code; resolves once it can render without suspending. */
  readonly load: () => Promise<unknown>;
  /**
   * Renders the component: at once when its code is loaded (always so on the
   * server), else through `React.lazy` inside its own `<Suspense>`, showing
   * the `fallback` given to `lazyComponent` meanwhile.
   */
  readonly Component: (props: P) => ReactNode;
}

/**
 * A lazily loaded component that, once loaded, renders without suspending:
 * an island that goes live after `load()` then shows the same markup at once,
 * with no fallback in between.
 */
export function lazyComponent<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
  /** The component when it is already at hand (the server's `dataIsland`): it never suspends. */
  ready?: ComponentType<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = ready ?? null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> => {
    pending ??= loader().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // On the server, load at once: the module is evaluated before the first
  // page renders, and the server bundle resolves import() at once
  // (src/plugins/slim), so the component never suspends there. (A suspended
  // boundary is streamed as a placeholder plus an inline script that moves
  // the content in, which the pages' Content-Security-Policy would have to
  // allow page by page.)
  if (!ExecutionEnvironment.canUseDOM && !ready) load().catch(() => undefined);
  // React 18's types cannot carry a generic P through lazy()'s ref handling.
  const Lazy = lazy(() => load().then((component) => ({default: component}))) as unknown as ComponentType<P>;
  // No <Suspense> around a loaded component: React's server renderer streams a large
  // boundary separately (a placeholder and an inline script that moves the
  // content in) even when nothing suspended.
  function Component(props: P): ReactNode {
    if (loaded) return createElement(loaded, props);
    return createElement(Suspense, {fallback: fallback(props)}, createElement(Lazy, props));
  }
  return {load, Component};
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** True while React hydrates the page first loaded (Docusaurus sets the attribute after). */
export function isHydrating(): boolean {
  return ExecutionEnvironment.canUseDOM && document.documentElement.dataset.hasHydrated !== 'true';
}

const KEEP_SERVER_HTML = {__html: ''};

/** The child indexes from `root` down to `node`, or undefined when `node` is not inside. */
function pathTo(root: Node, node: Node | null): number[] | undefined {
  const path: number[] = [];
  for (let at = node; at && at !== root; at = at.parentNode) {
    if (!at.parentNode) return undefined;
    path.unshift(Array.prototype.indexOf.call(at.parentNode.childNodes, at) as number);
  }
  return path;
}

/** The node at `path` under `root` (the same place in markup rendered the same). */
function nodeAt(root: Node, path: readonly number[]): Node | undefined {
  let at: Node | undefined = root;
  for (const index of path) at = at?.childNodes[index];
  return at;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(node: Node | undefined): node is Control {
  return node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;
}

/** The form fields of the server HTML whose value the reader has changed (text typed, an option chosen), by place. */
function changedValues(root: HTMLElement): [number[], string][] {
  const changed: [number[], string][] = [];
  root.querySelectorAll<Control>('input:not([type=checkbox]):not([type=radio]), select, textarea').forEach((field) => {
    const edited =
      field instanceof HTMLSelectElement
        ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
        : field.value !== field.defaultValue;
    const path = edited ? pathTo(root, field) : undefined;
    if (path) changed.push([path, field.value]);
  });
  return changed;
}

/** Gives a live field the value the reader left in the server HTML, as if typed or chosen there (React hears it). */
function restoreValue(field: Control, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', {bubbles: true}));
  field.dispatchEvent(new Event('change', {bubbles: true}));
}

/**
 * Whether this island is being hydrated from server HTML. Not merely "the page
 * is hydrating": an island mounted afresh in that phase (a tab switched by an
 * effect during hydration) has no server HTML to keep. Hydration gives an
 * island the `useId` the server gave it, which is on its element in the
 * document; a fresh mount gets a new id that no element carries yet.
 */
function hasServerHtml(id: string): boolean {
  return isHydrating() && document.querySelector(`[data-island-id="${CSS.escape(id)}"]`) !== null;
}

/**
 * `data-island-start="idle"` marks an island that goes live without the
 * reader (its code counts as loaded by the page: tests/e2e/page-weight.spec.ts
 * waits for it).
 */
function startAttribute(start: IslandStart): 'idle' | undefined {
  return start === 'idle' ? 'idle' : undefined;
}

export default function Island({load, start, children, className, style, data}: Props): ReactNode {
  const id = useId();
  const [serverHtml, setServerHtml] = useState(() => ExecutionEnvironment.canUseDOM && hasServerHtml(id));
  const ref = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  /** Whether the focus was inside the server HTML when it was replaced: it moves to the live markup. */
  const hadFocus = useRef(false);
  /** Where a click landed in the server HTML (a tab, a copy button): it is clicked again in the live markup. */
  const pendingClick = useRef<number[] | undefined>(undefined);
  /** Values the reader gave the server HTML's form fields before the code arrived: the live fields get them. */
  const pendingValues = useRef<[number[], string][]>([]);
  /**
   * Which of the server HTML's blocks laid out after the first paint had been laid out (src/lib/chrome/renderLater):
   * the same blocks of the live markup are marked so, instead of being skipped again.
   */
  const renderedBlocks = useRef<boolean[]>([]);

  const goLive = useRef(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      () => {
        hadFocus.current = Boolean(ref.current?.contains(document.activeElement));
        pendingValues.current = ref.current ? changedValues(ref.current) : [];
        renderedBlocks.current = Array.from(
          ref.current?.querySelectorAll(`[${RENDER_LATER_ATTRIBUTE}]`) ?? [],
          (block) => block.hasAttribute(RENDERED_ATTRIBUTE),
        );
        setServerHtml(false);
      },
      () => {
        // Offline or a failed chunk: the server HTML stays; a later trigger tries again.
        loading.current = false;
      },
    );
  });

  useEffect(() => {
    if (!serverHtml) return undefined;
    if (start === true) {
      goLive.current();
      return undefined;
    }
    if (start === 'idle') return afterLoadWhenIdle(() => goLive.current());
    return undefined;
  }, [serverHtml, start]);

  useIsomorphicLayoutEffect(() => {
    const rendered = renderedBlocks.current;
    renderedBlocks.current = [];
    if (serverHtml || !ref.current || !rendered.includes(true)) return;
    ref.current.querySelectorAll(`[${RENDER_LATER_ATTRIBUTE}]`).forEach((block, i) => {
      if (rendered[i]) block.setAttribute(RENDERED_ATTRIBUTE, '');
    });
  }, [serverHtml]);

  useEffect(() => {
    const values = pendingValues.current;
    pendingValues.current = [];
    if (serverHtml || !ref.current) return;
    for (const [path, value] of values) {
      const field = nodeAt(ref.current, path);
      if (isControl(field)) restoreValue(field, value);
    }
  }, [serverHtml]);

  useEffect(() => {
    const path = pendingClick.current;
    pendingClick.current = undefined;
    if (serverHtml || !path || !ref.current) return;
    const target = nodeAt(ref.current, path);
    if (target instanceof HTMLElement) target.click();
  }, [serverHtml]);

  useEffect(() => {
    if (serverHtml || !hadFocus.current) return;
    hadFocus.current = false;
    // Unless the live markup has placed the focus itself (a dialog's initial focus).
    if (ref.current?.contains(document.activeElement)) return;
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [serverHtml]);

  if (serverHtml) {
    const startsOnInteraction = start === 'interaction' || start === 'idle';
    const interact = startsOnInteraction ? () => goLive.current() : undefined;
    // A click the server HTML cannot answer (nothing but a link's own navigation works there) is kept for the live
    // markup; a touch reaches here before its code has arrived.
    const keepClick = (event: MouseEvent<HTMLDivElement>): void => {
      const target = event.target instanceof Element ? event.target : null;
      if (target && !target.closest('a[href]')) pendingClick.current = pathTo(event.currentTarget, target);
      goLive.current();
    };
    return (
      <div
        ref={ref}
        className={className}
        style={style}
        {...data}
        data-island="static"
        data-island-id={id}
        data-island-start={startAttribute(start)}
        onPointerEnter={interact}
        onTouchStart={interact}
        onFocus={interact}
        onClick={startsOnInteraction ? keepClick : undefined}
        // The server's markup stays until the island goes live.
        // eslint-disable-next-line react/no-danger -- an empty string: nothing is injected
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  return (
    // The server renders the children as the HTML that the browser keeps ("static").
    <div
      ref={ref}
      className={className}
      style={style}
      {...data}
      data-island={ExecutionEnvironment.canUseDOM ? 'live' : 'static'}
      data-island-id={id}
      data-island-start={startAttribute(start)}>
      {children}
    </div>
  );
}

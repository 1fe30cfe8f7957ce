/**
 * Long reference blocks laid out after the first paint.
 *
 * A page first loaded from the server may mark its heavy blocks (reference
 * tables, API routes) with `renderLater()`. Until the page has loaded, the
 * browser neither styles, lays out nor paints a marked block far from the
 * viewport (`content-visibility: auto`, src/css/custom.css): on the
 * configuration and API pages that is most of the work of the first layout,
 * which happens while the HTML is still parsing. After the load event, in
 * idle time, `renderInTurn` renders the skipped blocks a few at a time, each
 * in a short task, so that every block has its real height before a reader
 * reaches for the table of contents, a scroll bar or a script's scroll.
 *
 * Nothing is skipped when a jump has to land on a block's real position: on
 * a page opened at an anchor or after a link to one (`:target`, in the CSS),
 * after a client-side navigation (`renderAll`, src/clientModules/renderLater.ts)
 * and when printing.
 */
/** The attribute that marks a block (React props: `renderLater()`). */
export const RENDER_LATER_ATTRIBUTE = 'data-render-later';

/** Set on a marked block once it has been rendered for good. */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/** Set on `<html>` when nothing is skipped any more (all rendered, or a client-side navigation). */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all';

/** The props that mark a block (`renderLater()`). */
export interface RenderLaterProps {
  readonly [RENDER_LATER_ATTRIBUTE]: '';
  /** A custom property only (React's style type accepts it: src/types/css-custom-properties.d.ts). */
  readonly style?: {readonly '--render-later-rows': number};
}

/**
 * Props that mark an element as a block to lay out after the first paint.
 * Until it is rendered, a block counts at an estimated height: that of `rows`
 * table rows of a reference table (about 4.5rem each, twice that where the
 * tables stack on phones), or the block's own `--render-later-size`.
 */
export function renderLater(rows?: number): RenderLaterProps {
  return rows === undefined
    ? {[RENDER_LATER_ATTRIBUTE]: ''}
    : {[RENDER_LATER_ATTRIBUTE]: '', style: {'--render-later-rows': rows}};
}

/**
 * Time a turn may take. A task counts as long from 50 ms, and Lighthouse
 * (like a mid-range phone) runs four times slower than a desktop.
 */
export const TURN_BUDGET_MS = 8;

/** Blocks still to render, in document order. */
export function pendingBlocks(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${RENDER_LATER_ATTRIBUTE}]:not([${RENDERED_ATTRIBUTE}])`));
}

/**
 * Renders blocks from the front of `queue` until `budgetMs` have passed (at
 * least one block, so it always moves on). Reading the block's height makes
 * the browser lay it out now, inside this task, not in the next frame with
 * all the others. Returns how many it rendered.
 */
export function renderTurn(queue: HTMLElement[], now: () => number, budgetMs = TURN_BUDGET_MS): number {
  const start = now();
  let rendered = 0;
  while (queue.length > 0) {
    const block = queue.shift()!;
    block.setAttribute(RENDERED_ATTRIBUTE, '');
    void block.offsetHeight;
    rendered += 1;
    if (now() - start >= budgetMs) break;
  }
  return rendered;
}

/** Stops skipping anything on the page, now and on pages rendered after. */
export function renderAll(doc: Document = document): void {
  doc.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, '');
}

/**
 * Renders every marked block of `doc` in turns scheduled by `schedule` (idle
 * periods after load, in the browser), then marks the document as rendered.
 * Returns a function that stops it.
 */
export function renderInTurn(
  doc: Document,
  schedule: (turn: () => void) => () => void,
  now: () => number = () => performance.now(),
): () => void {
  const queue = pendingBlocks(doc);
  let cancel: (() => void) | undefined;
  const turn = (): void => {
    if (doc.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)) return;
    renderTurn(queue, now);
    if (queue.length > 0) cancel = schedule(turn);
    else renderAll(doc);
  };
  cancel = schedule(turn);
  return () => cancel?.();
}

// Keeps the address bar's #hash on the section being read, so a copied URL
// opens where the reader is. Throttled; uses replaceState (no history entry,
// no scroll).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SCROLL_SPY} from '@site/src/lib/chrome/constants';
import {activeHeadingId} from '@site/src/lib/chrome/scrollSpy';
import {throttle} from '@site/src/lib/chrome/throttle';

function update(): void {
  const headings = Array.from(document.querySelectorAll<HTMLElement>('.theme-doc-markdown :is(h2, h3)[id]'));
  if (headings.length === 0) return;
  const navbar = document.querySelector<HTMLElement>('.navbar');
  const navbarHeight = navbar && navbar.getBoundingClientRect().bottom > 0 ? navbar.offsetHeight : 0;
  // A heading reached by a link stops `scroll-margin-top` below the top (the
  // navbar plus a gap): that heading is the one being read.
  const scrollMargin = parseFloat(getComputedStyle(headings[0]!).scrollMarginTop) || 0;
  const id = activeHeadingId(
    headings.map((h) => ({id: h.id, top: h.getBoundingClientRect().top})),
    Math.max(navbarHeight, scrollMargin),
    SCROLL_SPY.offset,
  );
  const {pathname, search, hash} = window.location;
  const wanted = id ? `#${id}` : '';
  if (decodeURIComponent(hash) !== wanted)
    window.history.replaceState(window.history.state, '', `${pathname}${search}${wanted}`);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('scroll', throttle(update, SCROLL_SPY.throttle), {passive: true});
}

// After the previous/next links: the comments and the print button. Also
// binds Alt+Right / Alt+Left to the next / previous page.
import {useEffect, type ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory, useLocation} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useSiteFrontMatter} from '@site/src/hooks/useSiteFrontMatter';
import Comments from '@site/src/components/Comments';
import PrintButton from '@site/src/components/PrintButton';
import {THEME_OPTIONS} from '@site/src/data/themeOptions';
import {paginationDirection, type PaginationDirection} from '@site/src/lib/chrome/keyboard';

/**
 * Alt+arrow presses made while the page at `at` was loading, in order: they
 * count from that page once it shows.
 */
let pending: {at: string; presses: PaginationDirection[]} | null = null;

type Props = WrapperProps<typeof PaginatorType>;

export default function PaginatorWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {comment} = useSiteFrontMatter();
  const history = useHistory();
  const {pathname} = useLocation();
  const previous = metadata.previous?.permalink;
  const next = metadata.next?.permalink;

  useEffect(() => {
    const go = (direction: PaginationDirection, later: PaginationDirection[] = []): void => {
      const target = direction === 'next' ? next : previous;
      if (!target) return;
      history.push(target);
      if (later.length > 0) pending = {at: history.location.pathname, presses: later};
    };
    // Pressing Alt+Left twice goes back two pages, even when the second
    // press comes before the first page has loaded.
    const queued = pending?.at === pathname ? pending.presses : [];
    pending = null;
    const [first, ...rest] = queued;
    if (first) go(first, rest);
    const onKeyDown = (event: KeyboardEvent): void => {
      const direction = paginationDirection(event);
      if (!direction) return;
      if (history.location.pathname !== pathname) {
        // The router has moved on; this page shows until the next one has
        // loaded.
        event.preventDefault();
        const at = history.location.pathname;
        pending = pending?.at === at ? {at, presses: [...pending.presses, direction]} : {at, presses: [direction]};
        return;
      }
      if (!(direction === 'next' ? next : previous)) return;
      event.preventDefault();
      go(direction);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [history, previous, next, pathname]);

  return (
    <>
      <Paginator {...props} />
      <Comments enabled={comment !== false} />
      {THEME_OPTIONS.printButton ? <PrintButton className="margin-top--lg" /> : null}
    </>
  );
}

// After the previous/next links: the comments and the print button. Also
// binds Alt+Right / Alt+Left to the next / previous page.
import {useEffect, type ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useSiteFrontMatter} from '@site/src/hooks/useSiteFrontMatter';
import Comments from '@site/src/components/Comments';
import PrintButton from '@site/src/components/PrintButton';
import {THEME_OPTIONS} from '@site/src/data/themeOptions';
import {paginationDirection} from '@site/src/lib/chrome/keyboard';

type Props = WrapperProps<typeof PaginatorType>;

export default function PaginatorWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {comment} = useSiteFrontMatter();
  const history = useHistory();
  const previous = metadata.previous?.permalink;
  const next = metadata.next?.permalink;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const direction = paginationDirection(event);
      const target = direction === 'next' ? next : direction === 'previous' ? previous : undefined;
      if (!target) return;
      event.preventDefault();
      history.push(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [history, previous, next]);

  return (
    <>
      <Paginator {...props} />
      <Comments enabled={comment !== false} />
      {THEME_OPTIONS.printButton ? <PrintButton className="margin-top--lg" /> : null}
    </>
  );
}

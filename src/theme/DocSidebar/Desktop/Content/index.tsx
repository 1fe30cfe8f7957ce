// Adds, above the sidebar's links: the API-server selector on driver pages.
// After each navigation the active link is scrolled into view inside the
// sidebar (the page itself does not move).
import {useEffect, useRef, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import ApiServerSelector from '@site/src/components/ApiServer/SidebarSelector';
import {isDriverPage} from '@site/src/lib/site/pageKind';
import {scrollTopToReveal} from '@site/src/lib/chrome/scrollIntoContainer';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {pathname, hash} = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const nav = ref.current?.querySelector<HTMLElement>('nav.menu');
    const links = nav?.querySelectorAll<HTMLElement>('.menu__link--active');
    const active = links && links.length > 0 ? links[links.length - 1] : undefined;
    if (!nav || !active) return;
    const top = active.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
    nav.scrollTop = scrollTopToReveal(nav.scrollTop, nav.clientHeight, top, active.offsetHeight);
  }, [pathname, hash]);

  return (
    <div ref={ref} className={styles.contents}>
      {isDriverPage(pathname) ? <ApiServerSelector className={styles.apiServer} /> : null}
      <Content {...props} />
    </div>
  );
}

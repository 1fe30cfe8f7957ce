import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import {commentsConfig, type CommentsConfig} from '@site/src/lib/chrome/comments';
import {isToolPage} from '@site/src/lib/site/pageKind';
import styles from './styles.module.css';

const Giscus = lazy(() => import('@giscus/react'));

function LazyGiscus({config}: {readonly config: CommentsConfig}): ReactNode {
  const {colorMode} = useColorMode();
  const {pathname} = useLocation();
  const {i18n} = useDocusaurusContext();
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  const canObserve = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const node = anchor.current;
    if (!node || near || !canObserve) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      {rootMargin: '400px'},
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, canObserve]);

  return (
    <div ref={anchor} className={styles.comments} data-testid="comments">
      {(near || !canObserve) && navigator.onLine ? (
        <Suspense fallback={null}>
          <Giscus
            key={pathname}
            repo={config.repo as `${string}/${string}`}
            repoId={config.repoId}
            category={config.category}
            categoryId={config.categoryId}
            mapping="pathname"
            strict="1"
            reactionsEnabled="1"
            emitMetadata="0"
            inputPosition="top"
            theme={colorMode === 'dark' ? 'dark' : 'light'}
            lang={i18n.currentLocale === 'zh-CN' ? 'zh-CN' : 'en'}
            loading="lazy"
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * GitHub Discussions comments (giscus), loaded when the reader scrolls near
 * them. Absent when unconfigured, when the page says `comment: false`, when
 * the browser is offline, and always on tool pages (no third-party frame next
 * to a tool form).
 */
export default function Comments({enabled = true}: {readonly enabled?: boolean}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const config = commentsConfig(siteConfig.customFields?.comments);
  if (!enabled || !config || isToolPage(pathname)) return null;
  return <BrowserOnly>{() => <LazyGiscus config={config} />}</BrowserOnly>;
}

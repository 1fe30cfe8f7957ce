/**
 * The home page layout for MDX pages whose front matter sets `home: true`
 * (or `portfolio: true` for the portfolio variant); selected by the MDXPage
 * wrapper (src/theme/MDXPage). Order: hero, ad block, features, highlights,
 * then the page's own Markdown.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import type {Props as MDXPageProps} from '@theme/MDXPage';
import AdBlock from '@site/src/components/AdBlock';
import {parseHomeFrontMatter} from '@site/src/lib/content/homeFrontMatter';
import Features from './Features';
import Hero from './Hero';
import Highlights from './Highlights';
import Portfolio from './Portfolio';
import styles from './styles.module.css';

interface Props {
  readonly content: MDXPageProps['content'];
}

export default function HomePage({content: MDXPageContent}: Props): ReactNode {
  const {metadata} = MDXPageContent;
  const home = parseHomeFrontMatter(metadata.frontMatter);
  const portfolio = home.variant === 'portfolio';
  return (
    <Layout title={home.title} description={metadata.description}>
      <main className={styles.home}>
        {portfolio ? <Portfolio home={home} /> : <Hero home={home} />}
        {portfolio ? null : <AdBlock placement="home" />}
        <Features features={home.features} />
        <Highlights highlights={home.highlights} />
        <div className={styles.content}>
          <article className="container markdown">
            <MDXContent>
              <MDXPageContent />
            </MDXContent>
          </article>
        </div>
      </main>
    </Layout>
  );
}

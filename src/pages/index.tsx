import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {PRODUCT} from '@site/src/data/site';

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'AList v3 lists files from dozens of cloud storages and serves them over the web and WebDAV. Install it, add storages and configure it with this documentation.',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{PRODUCT.name}</Heading>
        <p className="hero__subtitle">
          <Translate id="home.hero.tagline">
            A self-hosted file list program that mounts many storages behind one web interface and one WebDAV server.
          </Translate>
        </p>
        <div>
          <Link className="button button--primary button--lg margin-right--md" to="/guide/">
            <Translate id="home.hero.getStarted">Get started</Translate>
          </Link>
          <Link className="button button--secondary button--lg" href={PRODUCT.repoUrl}>
            GitHub
          </Link>
        </div>
      </main>
    </Layout>
  );
}

import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';

export default function Pricing(): ReactNode {
  const title = translate({id: 'pricing.title', message: 'Pricing'});
  return (
    <Layout
      title={title}
      description={translate({
        id: 'pricing.meta.description',
        message: 'AList is free and open source. The desktop app and technical support are paid.',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="pricing.intro">
            The AList program is free and open source. The desktop app and technical support are paid offerings; this
            page compares them.
          </Translate>
        </p>
      </main>
    </Layout>
  );
}

import '@site/src/i18n/pricing';
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PricingPlans from '@site/src/components/PricingPlans';
import {pricingPlans} from '@site/src/data/pricing';
import {DEFAULT_LOCALE, isSiteLocale} from '@site/src/data/site';

/** The pricing page: a plain page (no sidebar, breadcrumb or edit/last-updated line) with the three offers. */
export default function Pricing(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = isSiteLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
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
        <p className="margin-bottom--lg">
          <Translate id="pricing.intro">
            The AList program is free and open source. The desktop app and technical support are paid offerings; this
            page compares them.
          </Translate>
        </p>
        <PricingPlans plans={pricingPlans(locale)} />
      </main>
    </Layout>
  );
}

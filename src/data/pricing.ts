/**
 * The pricing page (src/pages/pricing.tsx): the three offers, their prices,
 * features and buttons. Texts go through translate(); prices and shop links
 * differ by locale and are chosen here.
 */
import '@site/src/i18n/pricing';
import {translate} from '@docusaurus/Translate';
import {PRODUCT, type SiteLocale} from './site';

export interface PricingButton {
  readonly key: string;
  readonly label: string;
  /** Site path (`/guide/sponsor`) or absolute URL. */
  readonly href: string;
  readonly primary?: boolean;
}

export interface PricingPlan {
  readonly key: 'open-source' | 'desktop' | 'support';
  readonly title: string;
  readonly price: string;
  /** What the price covers, below it. */
  readonly priceNote: string;
  readonly features: readonly string[];
  readonly buttons: readonly PricingButton[];
}

const DESKTOP_PRICE: Readonly<Record<SiteLocale, string>> = {en: '$9.99', 'zh-CN': '¥50'};
const DESKTOP_BUY_URL: Readonly<Record<SiteLocale, string>> = {
  en: 'https://store.nn.ci/checkout/buy/51dca247-20df-4991-8104-54ca534bcc82',
  'zh-CN': 'https://r.nn.ci/ad',
};
const DESKTOP_DOWNLOAD_URL = 'https://github.com/alist-org/desktop-release/releases';
const SUPPORT_CONTACT = 'mailto:i@nn.ci';

export function pricingPlans(locale: SiteLocale): PricingPlan[] {
  const download = translate({id: 'pricing.button.download', message: 'Download', description: 'Pricing page button'});
  const everything = translate({
    id: 'pricing.feature.everythingOpenSource',
    message: 'Everything the open-source program does',
    description: 'First feature of the paid plans',
  });
  return [
    {
      key: 'open-source',
      title: translate({id: 'pricing.plan.openSource.title', message: 'Open source'}),
      price: translate({
        id: 'pricing.plan.openSource.price',
        message: 'Free',
        description: 'Price of the open-source program',
      }),
      priceNote: translate({id: 'pricing.plan.openSource.note', message: 'Licensed under AGPL-3.0'}),
      features: [
        translate({id: 'pricing.plan.openSource.feature.all', message: 'Every feature, with no limits and no ads'}),
        translate({
          id: 'pricing.plan.openSource.feature.storages',
          message: 'More than 70 storages, served on the web, over WebDAV and as S3 buckets',
        }),
        translate({
          id: 'pricing.plan.openSource.feature.platforms',
          message: 'Runs on Linux, Windows, macOS, FreeBSD and Android, or in Docker',
        }),
        translate({
          id: 'pricing.plan.openSource.feature.community',
          message: 'Help from the community on GitHub Discussions, Telegram and Discord',
        }),
      ],
      buttons: [
        {key: 'download', label: download, href: PRODUCT.releasesUrl, primary: true},
        {
          key: 'sponsor',
          label: translate({id: 'pricing.button.sponsor', message: 'Sponsor', description: 'Pricing page button'}),
          href: '/guide/sponsor',
        },
      ],
    },
    {
      key: 'desktop',
      title: translate({id: 'pricing.plan.desktop.title', message: 'AList Desktop'}),
      price: DESKTOP_PRICE[locale],
      priceNote: translate({id: 'pricing.plan.desktop.note', message: 'One-time purchase'}),
      features: [
        everything,
        translate({
          id: 'pricing.plan.desktop.feature.ui',
          message: 'Start, stop and watch AList from a window, with its log at hand, instead of a command line',
        }),
        translate({id: 'pricing.plan.desktop.feature.mount', message: 'Mount your storages as local drives'}),
        translate({
          id: 'pricing.plan.desktop.feature.autostart',
          message: 'Starts with the system and keeps running in the tray when the window is closed',
        }),
        translate({id: 'pricing.plan.desktop.feature.updates', message: 'Checks for updates by itself'}),
        translate({id: 'pricing.plan.desktop.feature.admin', message: 'Shows the admin account in one click'}),
      ],
      buttons: [
        {key: 'download', label: download, href: DESKTOP_DOWNLOAD_URL},
        {
          key: 'buy',
          label: translate({id: 'pricing.button.buy', message: 'Buy', description: 'Pricing page button'}),
          href: DESKTOP_BUY_URL[locale],
          primary: true,
        },
      ],
    },
    {
      key: 'support',
      title: translate({id: 'pricing.plan.support.title', message: 'Technical support'}),
      price: translate({
        id: 'pricing.plan.support.price',
        message: 'On quote',
        description: 'Price of technical support',
      }),
      priceNote: translate({id: 'pricing.plan.support.note', message: 'Priced for each request'}),
      features: [
        everything,
        translate({id: 'pricing.plan.support.feature.analysis', message: 'Analysis of your own case'}),
        translate({id: 'pricing.plan.support.feature.deploy', message: 'Help with deployment and debugging'}),
        translate({id: 'pricing.plan.support.feature.custom', message: 'Custom development for your needs'}),
      ],
      buttons: [
        {
          key: 'contact',
          label: translate({id: 'pricing.button.contact', message: 'Contact us', description: 'Pricing page button'}),
          href: SUPPORT_CONTACT,
          primary: true,
        },
      ],
    },
  ];
}

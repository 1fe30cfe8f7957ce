// Advertisement block: below the home page hero and before the content of
// normal doc pages (src/components/DocBeforeContent). Browser only: the
// server renders an empty slot of the final height, so nothing shifts when
// the block fills it after hydration.
import {useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {SPONSOR_BANNER, VIDHUB, type SponsorBannerConfig} from '@site/src/data/ads';
import {MORE_LINKS} from '@site/src/data/site';
import {THIRD_PARTY_IDS} from '@site/src/data/thirdParty';
import PageIcon from '@site/src/components/PageIcon';
import {isApplePlatform} from '@site/src/lib/chrome/platform';
import {AD_NETWORK_ELEMENT_ID, THIRD_PARTY_FAILED_EVENT} from '@site/src/lib/site/thirdParty';
import styles from './styles.module.css';

export interface AdBlockProps {
  readonly placement: 'home' | 'doc';
  readonly className?: string;
  /** Overrides the configured sponsor banner (tests). */
  readonly sponsor?: SponsorBannerConfig;
}

/** A card for VidHub, a video player for Apple devices; the tag follows the page's locale ("Free" / "免费"). */
export function VidHubCard(): ReactNode {
  return (
    <Link className={styles.vidhub} to={VIDHUB.appStoreUrl} target="_blank" rel="noopener noreferrer sponsored">
      <span className={styles.vidhubIcon}>
        <PageIcon name="play" className={styles.drawing} />
      </span>
      <span className={styles.vidhubText}>
        <span className={styles.vidhubTitle}>
          <span>
            <Translate id="ads.vidhub.title" description="Title of the VidHub card in the ad block">
              VidHub: the cloud video player for Apple devices
            </Translate>
          </span>
          <span className={styles.tag}>
            <Translate id="ads.vidhub.tag" description="Tag on the VidHub card: the app costs nothing">
              Free
            </Translate>
          </span>
        </span>
        <span className={styles.vidhubLine}>
          <Translate id="ads.vidhub.platforms">Works on iPhone, iPad, Mac and Apple TV.</Translate>
        </span>
        <span className={styles.vidhubLine}>
          <Translate id="ads.vidhub.drives">
            Mounts your cloud drives, AList included, and plays their videos directly.
          </Translate>
        </span>
      </span>
    </Link>
  );
}

/**
 * The site's own card: what the box shows where the ad network cannot (no
 * network configured, its script blocked or offline), so readers who block
 * ads do not get an empty grey box.
 */
export function HouseCard(): ReactNode {
  return (
    <Link className={styles.house} to="/pricing" data-house-card>
      <span className={styles.houseIcon}>
        <PageIcon name="devices" className={styles.drawing} />
      </span>
      <span className={styles.vidhubText}>
        <span className={styles.houseTitle}>
          <Translate
            id="ads.house.title"
            description="Title of the site's own card in the ad block (ads blocked or offline)">
            AList is free. Desktop and support keep it going.
          </Translate>
        </span>
        <span className={styles.houseLine}>
          <Translate
            id="ads.house.line"
            description="Text of the site's own card in the ad block; links to the pricing page">
            AList Desktop and paid technical support fund the project. See what they include on the pricing page.
          </Translate>
        </span>
      </span>
    </Link>
  );
}

/** Whether the ad network's script failed to load, now or earlier in this document. */
const adNetworkFailed = (): boolean => document.getElementById(AD_NETWORK_ELEMENT_ID)?.dataset.failed === 'true';
const subscribeFailures = (onChange: () => void): (() => void) => {
  window.addEventListener(THIRD_PARTY_FAILED_EVENT, onChange);
  return () => window.removeEventListener(THIRD_PARTY_FAILED_EVENT, onChange);
};
const neverFailedOnServer = (): boolean => false;

/**
 * The ad network's container, filled by its script (see src/data/thirdParty.ts),
 * followed by the site's own card, which shows while the container is empty
 * (the script not loaded yet, or no ad to show: CSS `:empty`). When there is
 * no network or its script fails, the card alone.
 */
export function AdNetworkSlot(): ReactNode {
  const id = THIRD_PARTY_IDS.adNetwork.trim();
  const failed = useSyncExternalStore(subscribeFailures, adNetworkFailed, neverFailedOnServer);
  if (!id || failed) return <HouseCard />;
  return (
    <>
      <div className={clsx('wwads-cn', 'wwads-horizontal', styles.network)} data-id={id} />
      <HouseCard />
    </>
  );
}

/** A sponsor's banner, labelled "Sponsorship"; shown only when switched on in src/data/ads.ts. */
export function SponsorBanner({config}: {readonly config: SponsorBannerConfig}): ReactNode {
  if (!config.enabled || !config.url || !config.name) return null;
  return (
    <div className={styles.sponsor}>
      <span className={styles.sponsorLabel}>
        <Translate id="ads.sponsor.label" description="Label above a sponsor's banner">
          Sponsorship
        </Translate>
      </span>
      <Link to={config.url} className={styles.sponsorLink} rel="sponsored noopener">
        {config.image ? <img src={config.image} alt={config.name} className={styles.sponsorImage} /> : config.name}
      </Link>
    </div>
  );
}

const subscribeNever = (): (() => void) => () => undefined;
const appleSnapshot = (): boolean => isApplePlatform(window.navigator.platform, window.navigator.userAgent);
const serverSnapshot = (): null => null;

export default function AdBlock({placement, className, sponsor = SPONSOR_BANNER}: AdBlockProps): ReactNode {
  // null on the server and while hydrating: both render the empty slot.
  const apple = useSyncExternalStore(subscribeNever, appleSnapshot, serverSnapshot);
  const withSponsor = sponsor.enabled && Boolean(sponsor.url && sponsor.name);

  return (
    <div
      className={clsx(styles.slot, styles[placement], withSponsor && styles.withSponsor, className)}
      data-ad-block={placement}>
      {apple === null ? null : (
        <aside
          className={styles.block}
          aria-label={translate({
            id: 'ads.block.label',
            message: 'Advertisement',
            description: 'Label of the ad block',
          })}>
          <div className={styles.ad} data-ad-variant={apple ? 'vidhub' : 'network'}>
            {apple ? <VidHubCard /> : <AdNetworkSlot />}
          </div>
          <Link className={styles.newSite} to={MORE_LINKS.newSite} target="_blank" rel="noopener noreferrer">
            <Translate id="ads.newSite" description="Link to the project's new website, below the ad">
              Open the new site
            </Translate>
          </Link>
          <SponsorBanner config={sponsor} />
        </aside>
      )}
    </div>
  );
}

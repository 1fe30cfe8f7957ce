// Advertisement block: below the home page hero and before the content of
// normal doc pages (src/components/DocBeforeContent). Browser only: the
// server renders an empty slot of the final height, so nothing shifts when
// the block fills it after hydration. Where the ad network's unit does not
// come (its script blocked or offline, or no ad in it), the site's own card
// takes its place, at the same size.
import {useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {SPONSOR_BANNER, VIDHUB, type SponsorBannerConfig} from '@site/src/data/ads';
import {MORE_LINKS} from '@site/src/data/site';
import {THIRD_PARTY_IDS} from '@site/src/data/thirdParty';
import {PlayIcon} from '@site/src/components/Icon/glyphs';
import {isApplePlatform} from '@site/src/lib/platform';
import {thirdPartyStatus} from '@site/src/lib/scriptStatus';
import {AD_FALLBACK} from '@site/src/lib/constants';
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
        <PlayIcon size={40} />
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

/** The site's own card: what the ad space shows when the ad network's unit does not come. */
export function SiteCard(): ReactNode {
  return (
    <Link className={styles.siteCard} to="/pricing">
      <span className={styles.siteCardTitle}>
        <Translate id="ads.siteCard.title" description="Title of the site's own card in the ad space">
          AList is free and open source
        </Translate>
      </span>
      <span className={styles.siteCardLine}>
        <Translate
          id="ads.siteCard.text"
          description="Line of the site's own card in the ad space, shown when no ad loads; the card links to the pricing page">
          Its development is paid for by its users: the desktop app, paid support and sponsorship. See pricing and
          support.
        </Translate>
      </span>
    </Link>
  );
}

const subscribeStatus = thirdPartyStatus.subscribe;
const adNetworkStatus = (): ReturnType<typeof thirdPartyStatus.get> => thirdPartyStatus.get('adNetwork');
const noStatus = (): undefined => undefined;

/**
 * The ad network's container, filled by its script (see src/data/thirdParty.ts);
 * the site's card in its place when the script fails, stays pending or
 * leaves the container empty (src/lib/constants.ts, AD_FALLBACK).
 */
export function AdNetworkSlot(): ReactNode {
  const id = THIRD_PARTY_IDS.adNetwork.trim();
  const status = useSyncExternalStore(subscribeStatus, adNetworkStatus, noStatus);
  const container = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);

  useEffect(() => {
    if (status !== 'loaded' && status !== 'pending') return undefined;
    const timer = window.setTimeout(
      () => {
        const node = container.current;
        if (!node || node.childElementCount === 0 || node.offsetHeight === 0) setEmpty(true);
      },
      status === 'loaded' ? AD_FALLBACK.fillMs : AD_FALLBACK.loadMs,
    );
    return () => window.clearTimeout(timer);
  }, [status]);

  const fallback = !id || status === 'failed' || empty;
  return (
    <>
      {id ? (
        <div
          ref={container}
          className={clsx('wwads-cn', 'wwads-horizontal', styles.network)}
          data-id={id}
          hidden={fallback}
        />
      ) : null}
      {fallback ? <SiteCard /> : null}
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

/**
 * The advertisement block shown below the home page hero and before the
 * content of doc pages (src/components/AdBlock). The ad network's unit id is
 * in thirdParty.ts with the other third-party ids.
 */

/** VidHub, a video player for Apple devices, shown to visitors on Apple platforms. */
export const VIDHUB = {
  appStoreUrl: 'https://apps.apple.com/app/apple-store/id1659622164?pt=118612019&ct=alist&mt=8',
} as const;

export interface SponsorBannerConfig {
  /** Off until there is a sponsor to show. */
  readonly enabled: boolean;
  /** The sponsor's name, shown as the link text and the image's alternative text. */
  readonly name: string;
  readonly url: string;
  /** Optional banner image (under static/ or absolute). */
  readonly image?: string;
}

export const SPONSOR_BANNER: SponsorBannerConfig = {
  enabled: false,
  name: '',
  url: '',
};

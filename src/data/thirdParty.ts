/**
 * Ids of the third-party scripts, configured here and nowhere else. An empty
 * id leaves its script out. The scripts load asynchronously in the browser,
 * never on tool pages (src/clientModules/thirdPartyScripts.ts,
 * src/lib/site/thirdParty.ts).
 */
import type {ThirdPartyIds, ThirdPartyStart} from '../lib/site/thirdParty';

/**
 * When they load:
 *
 * - `'interaction'` (default): after the page's load event, at the reader's
 *   first pointer move, touch, key, wheel or scroll. Ads and statistics then
 *   never compete with the page's first paint and hydration on a phone, and a
 *   visit whose hosts are blocked (ad blocker, offline) logs no failed
 *   requests until the reader does something. A visit with no interaction at
 *   all is not counted by the statistics and sees the site's own card in
 *   the ad box.
 * - `'load'`: right after the page's load event.
 */
export const THIRD_PARTY_START: ThirdPartyStart = 'interaction';

export const THIRD_PARTY_IDS: ThirdPartyIds = {
  /** wwads.cn ad unit, shown in the ad block on non-Apple platforms. */
  adNetwork: '213',
  /** 51.la visitor statistics. */
  statistics: 'JopjiIsNYEbnNVF2',
  /** Baidu Tongji (hm.baidu.com) analytics. */
  analytics: '6c8a68035d2804b5cfeafe6d96df4c75',
  /** Google AdSense publisher. */
  secondAdNetwork: 'ca-pub-6488351372249466',
};

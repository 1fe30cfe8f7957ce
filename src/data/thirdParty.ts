/**
 * Ids of the third-party scripts, configured here and nowhere else. An empty
 * id leaves its script out. The scripts load asynchronously in the browser
 * after the page has loaded, never on tool pages
 * (src/clientModules/thirdPartyScripts.ts, src/lib/site/thirdParty.ts).
 */
import type {ThirdPartyIds} from '../lib/site/thirdParty';

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

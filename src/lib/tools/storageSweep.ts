/**
 * What the token tools leave in the tab's session storage is removed by every
 * page load before any other script runs: SWEEP_SCRIPT is an inline script in
 * the head of every page of the build (src/plugins/hosting, hashed in the
 * Content-Security-Policy like every inline script), so it runs before the
 * site's bundles, and the third-party scripts of ordinary pages are added by
 * one of those bundles (src/clientModules/thirdPartyScripts.ts), later still.
 *
 * Session storage belongs to the tab and the origin, not to a page: without
 * the sweep, a script of an ordinary page opened later in the same tab could
 * read what a tool page left there. So:
 *
 * - on an ordinary page (or its 404), every sign-in still pending is
 *   abandoned: its details (client secret, PKCE verifier, a QR sign-in's code)
 *   are dropped and only the "expired" record stays, so a late answer is
 *   refused in words; the captured provider answer and the API console's
 *   remembered address and token are removed;
 * - on a tool page, sign-ins older than FLOW_TTL_MS lose their details, records
 *   older than FLOW_MEMORY_MS go, and a captured answer older than FLOW_TTL_MS
 *   goes;
 * - the same runs again when a page comes back from the back-forward cache
 *   (`pageshow` with `persisted`), where a page keeps its scripts alive.
 *
 * ES5 on purpose, no dependencies; tests/unit/lib/tools/storageSweep.test.ts
 * runs it.
 */
import {CAPTURE_KEY} from '../oauth/callbackParams';
import {FLOW_MEMORY_MS, FLOW_STORE_KEY, FLOW_TTL_MS} from '../oauth/flow';
import {LOCALE_PREFIXES} from '../site/sitePath';

/** Where the API request console keeps the address and token when the reader asks it to remember them. */
export const CONSOLE_STORAGE_KEY = 'alist_tool_api_console';

/** `/zh` and the other locale prefixes, as one alternation for the script's pattern. */
const LOCALE_PREFIX_RE = LOCALE_PREFIXES.filter((prefix) => prefix !== '')
  .map((prefix) => prefix.slice(1).replace(/[^A-Za-z-]/g, ''))
  .join('|');

export const SWEEP_SCRIPT =
  '!function(){try{var w=window,s=w.sessionStorage,' +
  `F=${JSON.stringify(FLOW_STORE_KEY)},C=${JSON.stringify(CAPTURE_KEY)},K=${JSON.stringify(CONSOLE_STORAGE_KEY)},` +
  `T=${FLOW_TTL_MS},M=${FLOW_MEMORY_MS};` +
  'function sw(){var n=Date.now(),' +
  `p=w.location.pathname.replace(${LOCALE_PREFIX_RE ? `/^\\/(?:${LOCALE_PREFIX_RE})(?=\\/|$)/` : '/^$/'},""),` +
  't=/^\\/tool(\\/|\\.html$|$)/.test(p),r,o,k,e,c,m=0;' +
  // Ordinary page: nothing of the tools may stay readable.
  'if(!t){s.removeItem(C);s.removeItem(K)}' +
  'r=s.getItem(F);if(r!==null){try{o=JSON.parse(r)}catch(x){o=null}' +
  'if(!o||typeof o!=="object"){s.removeItem(F)}else{' +
  'for(k in o)if(Object.prototype.hasOwnProperty.call(o,k)){e=o[k];' +
  'if(!e||typeof e!=="object"||typeof e.at!=="number"){delete o[k];continue}' +
  'if(e.status==="pending"){if(!t||n-e.at>T||n<e.at)o[k]={status:"expired",provider:e.provider,at:e.at}}' +
  'else if(n-e.at>M||n<e.at)delete o[k]}' +
  'for(k in o)m++;m?s.setItem(F,JSON.stringify(o)):s.removeItem(F)}}' +
  'r=s.getItem(C);if(r!==null){try{c=JSON.parse(r)}catch(x){c=null}' +
  'if(!c||typeof c.at!=="number"||n-c.at>T||n<c.at)s.removeItem(C)}}' +
  'sw();w.addEventListener("pageshow",function(e){e.persisted&&sw()})}catch(x){}}();';

/**
 * The site-wide overlays (locale-redirect modal, notice popup) are in the
 * server HTML, hidden; a small inline script in the page head, run before the
 * first paint, decides which one the visitor sees and sets
 * `<html data-site-overlay="locale|notice">`, which CSS shows. So an overlay
 * paints with the page instead of popping up after hydration (it was the
 * home page's Largest Contentful Paint, late), and its code loads only when
 * it shows (src/components/SiteOverlays).
 *
 * The decision is the one the React side makes (`localeOffer` in
 * ./localeRedirect.ts, the stored answers of ./choiceStorage.ts, the paths of
 * ./sitePath.ts); a unit test runs this script against those functions.
 * Until the overlay's code has loaded (its island is `static`), the script
 * also answers the overlay's buttons and Escape (storing the answer the way
 * React does, then telling it with a `site-overlay-answer` event; Switch
 * follows the button's `data-href`, the page's address in the other
 * locale), and it
 * moves the focus into the overlay when the document is parsed.
 */

export interface OverlayGateConfig {
  /** Locale base URL → the browser languages it serves (src/data/localeRedirect.ts). */
  readonly languages: Readonly<Record<string, readonly string[]>>;
  /** Base offered when no browser language matches. */
  readonly fallback: string;
  /** Storage key of the locale answer (localStorage when remembered, else sessionStorage). */
  readonly localeKey: string;
  /** localStorage key set when the notice is dismissed. */
  readonly noticeKey: string;
  /** Pages that show the notice, every locale's (compared in any URL form). */
  readonly noticePaths: readonly string[];
}

export type OverlayChoice = 'locale' | 'notice' | '';

/**
 * The server HTML holds the locale modal for one target: the first other
 * locale of the map. The page's locale base is the longest base that
 * prefixes the path, as in `localeOfPath`.
 */
export function otherLocaleBase(pageBase: string, bases: readonly string[]): string | undefined {
  return bases.find((base) => base !== pageBase);
}

// ES5 on purpose: it runs before the bundle, in any browser.
const GATE_BODY = `
var d=document.documentElement,loc=window.location,l=loc.pathname;
function get(s,k){try{return window[s].getItem(k)}catch(e){return null}}
function put(s,k,v){try{window[s].setItem(k,v)}catch(e){}}
function norm(p){p=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'').replace(/\\/+$/,'');return p===''?'/':p}
var bases=Object.keys(c.languages),base='/';
for(var i=0;i<bases.length;i++){var b=bases[i];if((l.indexOf(b)===0||l===b.replace(/\\/$/,'')||b==='/')&&b.length>=base.length)base=b}
var other=null;for(i=0;i<bases.length;i++)if(bases[i]!==base){other=bases[i];break}
function preferred(langs){
for(var i=0;i<langs.length;i++){var t=String(langs[i]).replace(/^\\s+|\\s+$/g,'').toLowerCase();if(!t)continue;
var p=t.split('-')[0],loose=null;
for(var j=0;j<bases.length;j++){var tags=c.languages[bases[j]];
for(var k=0;k<tags.length;k++){var g=tags[k].toLowerCase();if(g===t)return bases[j];if(g===p&&loose===null)loose=bases[j]}}
if(loose!==null)return loose}
return c.fallback}
var n=window.navigator,langs=n.languages&&n.languages.length?n.languages:(n.language?[n.language]:[]);
var answered=get('localStorage',c.localeKey)!==null||get('sessionStorage',c.localeKey)!==null;
var pref=answered?null:preferred(langs),offer=pref!==null&&pref!==base&&c.languages.hasOwnProperty(pref)?pref:null;
var show='';
if(offer!==null){if(offer===other)show='locale'}
else if(get('localStorage',c.noticeKey)===null){for(i=0;i<c.noticePaths.length;i++)if(norm(c.noticePaths[i])===norm(l))show='notice'}
if(!show)return;
d.setAttribute('data-site-overlay',show);
function live(){var o=document.querySelector('.site-overlay[data-overlay="'+show+'"]');
return d.getAttribute('data-site-overlay')!==show||!o||o.getAttribute('data-island')==='live'}
function told(){try{document.dispatchEvent(new Event('site-overlay-answer'))}catch(e){}}
function answer(a){
if(show==='notice'){put('localStorage',c.noticeKey,new Date().toISOString());d.removeAttribute('data-site-overlay');told();return}
var r=document.querySelector('.site-overlay[data-overlay="locale"] input[type="checkbox"]');
put(r&&r.checked?'localStorage':'sessionStorage',c.localeKey,a==='switch'?other:base);
d.removeAttribute('data-site-overlay');told();
if(a==='switch'){var sb=document.querySelector('.site-overlay[data-overlay="locale"] [data-overlay-action="switch"]'),h=sb&&sb.getAttribute('data-href');if(h){loc.assign(h);return}var f=base.replace(/\\/$/,''),rest=l;if(f&&(l===f||l.indexOf(f+'/')===0))rest=l.slice(f.length);
loc.assign(other.replace(/\\/?$/,'/')+rest.replace(/^\\/+/,'')+loc.search+loc.hash)}}
document.addEventListener('click',function(e){if(live())return;
var t=e.target&&e.target.closest?e.target.closest('.site-overlay [data-overlay-action]'):null;
if(t)answer(t.getAttribute('data-overlay-action'))},true);
document.addEventListener('keydown',function(e){if(!live()&&e.key==='Escape')answer('dismiss')},true);
document.addEventListener('DOMContentLoaded',function(){if(live())return;
var o=document.querySelector('.site-overlay[data-overlay="'+show+'"] [role="dialog"]');if(!o)return;
var f=o.querySelector(show==='locale'?'[data-overlay-action="switch"]':'button, a[href]');(f||o).focus()});
`;

/** The inline script for the page head. */
export function overlayGateScript(config: OverlayGateConfig): string {
  const body = GATE_BODY.trim().replace(/\n/g, '');
  return `(function(c){${body}})(${JSON.stringify(config)});`;
}

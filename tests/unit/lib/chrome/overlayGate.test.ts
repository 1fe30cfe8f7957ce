import {overlayGateScript, otherLocaleBase, type OverlayGateConfig} from '../../../../src/lib/chrome/overlayGate';
import {localeOffer} from '../../../../src/lib/site/localeRedirect';
import {localeBaseOf, matchesSitePath} from '../../../../src/lib/site/sitePath';
import {LOCALE_REDIRECT} from '../../../../src/data/localeRedirect';
import {NOTICE, NOTICE_STORAGE_KEY} from '../../../../src/data/noticeSettings';

const config: OverlayGateConfig = {
  languages: LOCALE_REDIRECT.languages,
  fallback: LOCALE_REDIRECT.defaultLocale,
  localeKey: LOCALE_REDIRECT.storageKey,
  noticeKey: NOTICE_STORAGE_KEY,
  noticePaths: Object.values(NOTICE.paths).flat(),
};
const script = overlayGateScript(config);
const bases = Object.keys(LOCALE_REDIRECT.languages);

/** Runs the head script as the browser would, on a fresh document state. */
function runGate(path: string, languages: readonly string[]): string | undefined {
  window.history.replaceState(null, '', path);
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.removeAttribute('data-site-overlay');
  new Function(script)();
  return document.documentElement.dataset.siteOverlay;
}

/** What src/components/SiteOverlays decides for the same facts (an empty list falls back to navigator.language). */
function reactDecision(path: string, listed: readonly string[]): string | undefined {
  const languages = listed.length > 0 ? listed : [window.navigator.language];
  const pageBase = localeBaseOf(path, bases) ?? '/';
  const answered =
    window.localStorage.getItem(config.localeKey) !== null || window.sessionStorage.getItem(config.localeKey) !== null;
  const offer = localeOffer({pageBase, languages, map: config.languages, fallback: config.fallback, answered});
  if (offer !== null) return offer === otherLocaleBase(pageBase, bases) ? 'locale' : undefined;
  const notice = window.localStorage.getItem(config.noticeKey) === null && matchesSitePath(path, config.noticePaths);
  return notice ? 'notice' : undefined;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => jest.restoreAllMocks());

describe('overlay gate (head script)', () => {
  const paths = ['/', '/index.html', '/zh', '/zh/', '/zh.html', '/guide/', '/guide/install/docker.html', '/zh/guide/x'];
  const languageSets = [
    ['en-US'],
    ['en-IN', 'zh'],
    ['zh-CN', 'en'],
    ['zh-TW'],
    ['fr-FR'],
    ['fr', 'en-GB'],
    ['ZH-hans'],
    [],
  ];

  it('decides as the React side does, for every path and language list', () => {
    for (const stored of ['none', 'notice', 'locale-session', 'locale-local'] as const) {
      for (const path of paths) {
        for (const languages of languageSets) {
          window.localStorage.clear();
          window.sessionStorage.clear();
          if (stored === 'notice') window.localStorage.setItem(config.noticeKey, 'x');
          if (stored === 'locale-session') window.sessionStorage.setItem(config.localeKey, '/');
          if (stored === 'locale-local') window.localStorage.setItem(config.localeKey, '/zh/');
          expect({stored, path, languages, shown: runGate(path, languages)}).toEqual({
            stored,
            path,
            languages,
            shown: reactDecision(path, languages),
          });
        }
      }
    }
  });

  it('shows the notice on the home pages of a first visit only', () => {
    expect(runGate('/', ['en-US'])).toBe('notice');
    expect(runGate('/zh/', ['zh-CN'])).toBe('notice');
    expect(runGate('/guide/', ['en-US'])).toBeUndefined();
    expect(runGate('/', ['zh-CN'])).toBe('locale');
  });

  function staticOverlay(name: 'notice' | 'locale', island = 'static'): HTMLElement {
    document.body.innerHTML = `
      <div class="site-overlay" data-overlay="${name}" data-island="${island}">
        <div role="dialog" tabindex="-1">
          <input type="checkbox" />
          <button type="button" data-overlay-action="${name === 'notice' ? 'dismiss' : 'cancel'}">No</button>
          <button type="button" data-overlay-action="switch">Switch</button>
        </div>
      </div>`;
    return document.querySelector<HTMLElement>('.site-overlay')!;
  }

  it('answers the server-rendered notice before its code has loaded, and tells React', () => {
    staticOverlay('notice');
    expect(runGate('/', ['en-US'])).toBe('notice');
    const told = jest.fn();
    document.addEventListener('site-overlay-answer', told);
    document.querySelector<HTMLButtonElement>('[data-overlay-action="dismiss"]')!.click();
    expect(window.localStorage.getItem(config.noticeKey)).not.toBeNull();
    expect(document.documentElement.dataset.siteOverlay).toBeUndefined();
    expect(told).toHaveBeenCalledTimes(1);
    document.removeEventListener('site-overlay-answer', told);
  });

  it('records Cancel of the locale modal for the session, or for good with the box checked', () => {
    staticOverlay('locale');
    expect(runGate('/guide/', ['zh-CN'])).toBe('locale');
    document.querySelector<HTMLButtonElement>('[data-overlay-action="cancel"]')!.click();
    expect(window.sessionStorage.getItem(config.localeKey)).toBe('/');

    window.sessionStorage.clear();
    staticOverlay('locale');
    expect(runGate('/guide/', ['zh-CN'])).toBe('locale');
    document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}));
    expect(window.localStorage.getItem(config.localeKey)).toBe('/');
  });

  it('leaves a live overlay to React and moves the focus into a static one when the page is parsed', () => {
    staticOverlay('notice', 'live');
    expect(runGate('/', ['en-US'])).toBe('notice');
    document.querySelector<HTMLButtonElement>('[data-overlay-action="dismiss"]')!.click();
    expect(window.localStorage.getItem(config.noticeKey)).toBeNull();

    staticOverlay('locale');
    runGate('/guide/', ['zh-CN']);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.activeElement).toBe(document.querySelector('[data-overlay-action="switch"]'));
  });
});

import type {Location} from 'history';
import {createThirdPartyLoader} from '@site/src/clientModules/thirdPartyScripts';
import type {ThirdPartyIds} from '@site/src/lib/site/thirdParty';

const IDS: ThirdPartyIds = {adNetwork: '213', statistics: 'LAID', analytics: 'hmid', secondAdNetwork: 'ca-pub-1'};

function loc(pathname: string): Location {
  return {pathname, search: '', hash: '', state: undefined, key: pathname} as Location;
}

function scripts(): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]'));
}

type Globals = Window & {_hmt?: unknown[]; LA?: Record<string, unknown>};

beforeEach(() => {
  for (const s of scripts()) s.remove();
  delete (window as Globals)._hmt;
  delete (window as Globals).LA;
});

describe('third-party script loader', () => {
  it('adds every configured script, async, on the first page that allows them', () => {
    const loader = createThirdPartyLoader(IDS, document, window);
    loader.onRouteDidUpdate({location: loc('/'), previousLocation: null});
    expect(loader.injected()).toBe(true);
    const added = scripts();
    expect(added.map((s) => s.src)).toEqual([
      'https://cdn.wwads.cn/js/makemoney.js',
      'https://sdk.51.la/js-sdk-pro.min.js',
      'https://hm.baidu.com/hm.js?hmid',
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1',
    ]);
    expect(added.every((s) => s.async)).toBe(true);
    expect(added[3]?.crossOrigin).toBe('anonymous');
    expect(added[1]?.id).toBe('LA_COLLECT');
    const la = (window as Globals).LA;
    expect(la).toMatchObject({id: 'LAID', ck: 'LAID'});
    expect((la?.ids as unknown[])[0]).toBe(la);
    // The loader reports page views itself, starting with this one.
    expect((window as Globals)._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/'],
    ]);
  });

  it('never adds them in a document that began on a tool page, even after leaving it', () => {
    const loader = createThirdPartyLoader(IDS, document, window);
    loader.onRouteDidUpdate({location: loc('/zh/tool/onedrive/callback'), previousLocation: null});
    expect(scripts()).toEqual([]);
    // Its Content-Security-Policy forbids them; the tool isolation reloads into a fresh document.
    loader.onRouteDidUpdate({location: loc('/zh/guide/'), previousLocation: loc('/zh/tool/onedrive/callback')});
    expect(scripts()).toEqual([]);
  });

  it('adds each script once and reports later page views to the analytics script', () => {
    const loader = createThirdPartyLoader(IDS, document, window);
    loader.onRouteDidUpdate({location: loc('/'), previousLocation: null});
    loader.onRouteDidUpdate({location: {...loc('/faq/'), search: '?q=1'}, previousLocation: loc('/')});
    createThirdPartyLoader(IDS, document, window).onRouteDidUpdate({
      location: loc('/'),
      previousLocation: null,
    });
    expect(scripts()).toHaveLength(4);
    expect((window as Globals)._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/'],
      ['_trackPageview', '/faq/?q=1'],
    ]);
  });

  it('loads nothing when every id is empty', () => {
    const loader = createThirdPartyLoader(
      {adNetwork: '', statistics: '', analytics: '', secondAdNetwork: ''},
      document,
      window,
    );
    loader.onRouteDidUpdate({location: loc('/'), previousLocation: null});
    expect(scripts()).toEqual([]);
    expect((window as Globals)._hmt).toBeUndefined();
  });

  it('waits for the page to finish loading', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const loader = createThirdPartyLoader(IDS, document, window);
    loader.onRouteDidUpdate({location: loc('/'), previousLocation: null});
    expect(scripts()).toEqual([]);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(scripts()).toHaveLength(4);
    readyState.mockRestore();
  });

  it('by default waits for the first interaction after the load event, and counts the page then shown', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const loader = createThirdPartyLoader(IDS, document, window, 'interaction');
    loader.onRouteDidUpdate({location: loc('/'), previousLocation: null});
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(scripts()).toEqual([]);
    // A client-side navigation needs a click; here the route changes first.
    loader.onRouteDidUpdate({location: loc('/faq/'), previousLocation: loc('/')});
    expect((window as Globals)._hmt).toBeUndefined();
    window.dispatchEvent(new Event('scroll'));
    expect(scripts()).toHaveLength(4);
    expect((window as Globals)._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/faq/'],
    ]);
    // Once only.
    window.dispatchEvent(new Event('pointermove'));
    expect(scripts()).toHaveLength(4);
    readyState.mockRestore();
  });

  it('ignores a script that fails to load', () => {
    const loader = createThirdPartyLoader(
      {...IDS, statistics: '', analytics: '', secondAdNetwork: ''},
      document,
      window,
    );
    loader.onRouteDidUpdate({location: loc('/'), previousLocation: null});
    const [script] = scripts();
    expect(() => script?.dispatchEvent(new Event('error'))).not.toThrow();
    expect(script?.dataset.failed).toBe('true');
  });
});

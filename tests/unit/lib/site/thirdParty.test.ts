import {
  INTERACTION_EVENTS,
  actionAfterRoute,
  allowsThirdParty,
  onFirstInteraction,
  thirdPartyScripts,
  type ThirdPartyIds,
} from '@site/src/lib/site/thirdParty';
import {THIRD_PARTY_IDS} from '@site/src/data/thirdParty';

const IDS: ThirdPartyIds = {adNetwork: '213', statistics: 'LAID', analytics: 'abc123', secondAdNetwork: 'ca-pub-1'};
const NONE: ThirdPartyIds = {adNetwork: '', statistics: '', analytics: '', secondAdNetwork: ''};

describe('thirdPartyScripts', () => {
  it('lists the four scripts with their ids, in a fixed order', () => {
    const specs = thirdPartyScripts(IDS);
    expect(specs.map((s) => s.kind)).toEqual(['adNetwork', 'statistics', 'analytics', 'secondAdNetwork']);
    expect(specs.map((s) => s.src)).toEqual([
      'https://cdn.wwads.cn/js/makemoney.js',
      'https://sdk.51.la/js-sdk-pro.min.js',
      'https://hm.baidu.com/hm.js?abc123',
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1',
    ]);
    expect(specs.find((s) => s.kind === 'secondAdNetwork')?.crossOrigin).toBe('anonymous');
    expect(new Set(specs.map((s) => s.elementId)).size).toBe(4);
  });

  it('leaves out each script whose id is empty or blank', () => {
    expect(thirdPartyScripts(NONE)).toEqual([]);
    expect(thirdPartyScripts({...NONE, analytics: '  '})).toEqual([]);
    expect(thirdPartyScripts({...NONE, statistics: ' LAID '}).map((s) => [s.kind, s.id])).toEqual([
      ['statistics', 'LAID'],
    ]);
    expect(thirdPartyScripts({...IDS, adNetwork: ''}).map((s) => s.kind)).not.toContain('adNetwork');
  });

  it('escapes ids in URLs', () => {
    expect(thirdPartyScripts({...NONE, analytics: 'a&b'})[0]?.src).toBe('https://hm.baidu.com/hm.js?a%26b');
  });

  it('loads every script over https', () => {
    for (const spec of thirdPartyScripts(THIRD_PARTY_IDS)) expect(spec.src.startsWith('https://')).toBe(true);
  });
});

describe('route rules', () => {
  it.each(['/tool', '/tool/', '/tool.html', '/tool/onedrive/callback', '/zh/tool/', '/zh/tool/google/request.html'])(
    '%s allows no third-party script',
    (pathname) => {
      expect(allowsThirdParty(pathname)).toBe(false);
    },
  );

  it.each(['/', '/zh/', '/guide/', '/zh/guide/install/docker', '/pricing', '/tools-guide', '/guide/tool'])(
    '%s allows them',
    (pathname) => {
      expect(allowsThirdParty(pathname)).toBe(true);
    },
  );

  it('injects on the first page that allows scripts, whether first load or not', () => {
    expect(actionAfterRoute({pathname: '/', injected: false})).toBe('inject');
    expect(actionAfterRoute({pathname: '/guide/', previousPathname: '/tool/', injected: false})).toBe('inject');
  });

  it('never injects on a tool page', () => {
    expect(actionAfterRoute({pathname: '/tool/', injected: false})).toBe('none');
    expect(actionAfterRoute({pathname: '/zh/tool/baidu/callback', previousPathname: '/zh/', injected: false})).toBe(
      'none',
    );
  });

  it('reports later client-side page views', () => {
    expect(actionAfterRoute({pathname: '/faq/', previousPathname: '/guide/', injected: true})).toBe('pageview');
    expect(actionAfterRoute({pathname: '/faq/', previousPathname: '/faq/', injected: true})).toBe('none');
    expect(actionAfterRoute({pathname: '/faq/', injected: true})).toBe('none');
  });
});

describe('onFirstInteraction', () => {
  it.each(INTERACTION_EVENTS)('starts once on %s, then stops listening to every event', (type) => {
    const target = new EventTarget();
    const start = jest.fn();
    onFirstInteraction(target as unknown as Window, start);
    target.dispatchEvent(new Event(type));
    for (const other of INTERACTION_EVENTS) target.dispatchEvent(new Event(other));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('can stop waiting', () => {
    const target = new EventTarget();
    const start = jest.fn();
    onFirstInteraction(target as unknown as Window, start)();
    target.dispatchEvent(new Event('keydown'));
    expect(start).not.toHaveBeenCalled();
  });
});

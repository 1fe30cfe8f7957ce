import {localeForLanguages, localeOffer, otherLocaleOfLink} from '@site/src/lib/site/localeRedirect';
import {LOCALE_REDIRECT} from '@site/src/data/localeRedirect';

const MAP = {'/': ['en', 'en-US'], '/zh/': ['zh', 'zh-CN', 'zh-Hans']};

describe('localeForLanguages', () => {
  it.each([
    [['en-US'], '/'],
    [['zh-CN'], '/zh/'],
    [['ZH-cn'], '/zh/'],
    [['zh-Hans'], '/zh/'],
    [['zh-TW'], '/zh/'], // primary language `zh`
    [['en-IN'], '/'], // primary language `en`
    [['fr-FR', 'en-US', 'zh-CN'], '/'], // the first language that matches wins
    [['fr-FR', 'zh'], '/zh/'],
    [['fr-FR', 'de'], '/zh/'], // none matches: the fallback
    [[], '/zh/'],
    [['', '  '], '/zh/'],
  ])('%j → %s', (languages, expected) => {
    expect(localeForLanguages(languages, MAP, '/zh/')).toBe(expected);
  });

  it('prefers an exact tag to a primary-language match of the same entry', () => {
    expect(localeForLanguages(['en-GB'], {'/': ['en'], '/uk/': ['en-GB']}, '/')).toBe('/uk/');
  });
});

describe('localeOffer', () => {
  const base = {map: MAP, fallback: '/zh/', answered: false};

  it('offers the preferred locale when it differs from the page', () => {
    expect(localeOffer({...base, pageBase: '/', languages: ['zh-CN']})).toBe('/zh/');
    expect(localeOffer({...base, pageBase: '/zh/', languages: ['en-US']})).toBe('/');
  });

  it('offers nothing when the page is already in the preferred locale', () => {
    expect(localeOffer({...base, pageBase: '/', languages: ['en-US', 'zh-CN']})).toBeNull();
    expect(localeOffer({...base, pageBase: '/zh/', languages: ['zh']})).toBeNull();
  });

  it('offers the default locale to a browser whose languages match none', () => {
    expect(localeOffer({...base, pageBase: '/', languages: ['fr']})).toBe('/zh/');
    expect(localeOffer({...base, pageBase: '/zh/', languages: ['fr']})).toBeNull();
  });

  it('offers nothing once the visitor answered', () => {
    expect(localeOffer({...base, answered: true, pageBase: '/', languages: ['zh-CN']})).toBeNull();
  });

  it('never offers a fallback that is not a locale of the map', () => {
    expect(localeOffer({...base, fallback: '/fr/', pageBase: '/', languages: ['fr']})).toBeNull();
  });
});

describe('the configured locale map', () => {
  it('serves English at / and Chinese at /zh/, with /zh/ as the default', () => {
    expect(Object.keys(LOCALE_REDIRECT.languages).sort()).toEqual(['/', '/zh/']);
    expect(LOCALE_REDIRECT.languages['/']).toEqual(expect.arrayContaining(['en', 'en-US']));
    expect(LOCALE_REDIRECT.languages['/zh/']).toEqual(expect.arrayContaining(['zh', 'zh-CN', 'zh-Hans']));
    expect(LOCALE_REDIRECT.defaultLocale).toBe('/zh/');
  });

  it('lists no language under two locales', () => {
    const all = Object.values(LOCALE_REDIRECT.languages)
      .flat()
      .map((tag) => tag.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('otherLocaleOfLink', () => {
  const bases = ['/', '/zh/'];
  const origin = 'https://alist.nn.ci';
  it('names the other locale a link of this site leads to', () => {
    expect(otherLocaleOfLink('/zh/guide', origin, '/', bases)).toBe('/zh/');
    expect(otherLocaleOfLink('https://alist.nn.ci/zh/', origin, '/', bases)).toBe('/zh/');
    expect(otherLocaleOfLink('/guide/', origin, '/zh/', bases)).toBe('/');
  });

  it('is null for the same locale, another site or no URL', () => {
    expect(otherLocaleOfLink('/zh/faq', origin, '/zh/', bases)).toBeNull();
    expect(otherLocaleOfLink('#top', origin, '/', bases)).toBeNull();
    expect(otherLocaleOfLink('https://github.com/zh/', origin, '/', bases)).toBeNull();
    expect(otherLocaleOfLink('http://[bad', origin, '/', bases)).toBeNull();
  });
});

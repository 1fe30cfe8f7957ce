import {isChineseLocale, localeLanguage, pickLocalized} from '@site/src/lib/site/localized';

const text = {en: 'English', zh: '中文'};

describe('isChineseLocale', () => {
  it('is true for any zh locale, in any case, and false otherwise', () => {
    expect(['zh-CN', 'zh', 'zh-Hans', 'ZH-cn'].map(isChineseLocale)).toEqual([true, true, true, true]);
    expect(['en', 'en-US', 'fr', 'xzh', ''].map(isChineseLocale)).toEqual([false, false, false, false, false]);
  });
});

describe('localeLanguage', () => {
  it('is zh for any zh locale and en otherwise', () => {
    expect(['zh-CN', 'zh', 'ZH-cn', 'en', 'en-US', 'fr'].map(localeLanguage)).toEqual([
      'zh',
      'zh',
      'zh',
      'en',
      'en',
      'en',
    ]);
  });
});

describe('pickLocalized', () => {
  it('uses Chinese for zh locales and English otherwise', () => {
    expect(pickLocalized(text, 'zh-CN')).toBe('中文');
    expect(pickLocalized(text, 'zh')).toBe('中文');
    expect(pickLocalized(text, 'en')).toBe('English');
    expect(pickLocalized(text, 'fr')).toBe('English');
  });

  it('shows the English text where the Chinese one is empty', () => {
    expect(pickLocalized({en: 'Encoding', zh: ''}, 'zh-CN')).toBe('Encoding');
    expect(pickLocalized({en: '', zh: ''}, 'zh-CN')).toBe('');
  });
});

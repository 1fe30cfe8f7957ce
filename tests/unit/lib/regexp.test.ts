import {escapeRegExp} from '@site/src/lib/regexp';

describe('escapeRegExp', () => {
  const texts = [
    'alist.nn.ci',
    '/zh-CN/',
    'a+b*c?',
    '(x|y)',
    '[0-9]{2}',
    '^$',
    'back\\slash',
    './Dialog',
    '@giscus/react',
  ];

  it.each(texts)('%s matches itself and nothing wider', (text) => {
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    // Each character stands for itself: the text with any one character changed does not match.
    for (let i = 0; i < text.length; i += 1) {
      expect(pattern.test(`${text.slice(0, i)}\u0001${text.slice(i + 1)}`)).toBe(false);
    }
    expect(pattern.test(`${text}${text}`)).toBe(false);
  });

  it('escapes the slash, so the pattern can sit inside a regular-expression literal', () => {
    const literal = `/^${escapeRegExp('/zh/')}$/`;
    const parsed = new Function(`return ${literal};`)() as RegExp;
    expect(parsed.test('/zh/')).toBe(true);
    expect(parsed.test('/zh')).toBe(false);
  });
});

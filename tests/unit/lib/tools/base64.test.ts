import {decodeBase64, encodeBase64} from '@site/src/lib/tools/base64';

describe('base64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['id::secret::global', 'aWQ6OnNlY3JldDo6Z2xvYmFs'],
    ['::', 'Ojo='],
  ])('encodes %p as %p (same as btoa for ASCII)', (text, encoded) => {
    expect(encodeBase64(text)).toBe(encoded);
    expect(decodeBase64(encoded)).toBe(text);
  });

  it('round-trips UTF-8 text of every width', () => {
    for (const text of ['é', '中文密钥', 'emoji 🎉', 'a~b.c_d-e']) {
      expect(decodeBase64(encodeBase64(text))).toBe(text);
    }
    expect(encodeBase64('é')).toBe('w6k=');
  });

  it('accepts URL-safe alphabet, missing padding and surrounding spaces', () => {
    expect(decodeBase64('Zm8')).toBe('fo');
    expect(decodeBase64(' Zm9v ')).toBe('foo');
    expect(decodeBase64(encodeBase64('??>>').replace(/\+/g, '-').replace(/\//g, '_'))).toBe('??>>');
  });

  it.each(['%%%', 'Zm9v!', 'Z', 'Zm9=v', 'Zh==', '/w=='])('rejects %p', (bad) => {
    expect(decodeBase64(bad)).toBeUndefined();
  });

  it('rejects bytes that are not UTF-8', () => {
    // 0xff, a lone continuation byte, a truncated sequence, an overlong form, a surrogate.
    for (const bytes of [[0xff], [0x80], [0xe4, 0xb8], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf5, 0x80, 0x80, 0x80]]) {
      const latin1 = String.fromCharCode(...bytes);
      expect(decodeBase64(Buffer.from(latin1, 'latin1').toString('base64'))).toBeUndefined();
    }
  });
});

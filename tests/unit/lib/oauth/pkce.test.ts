import {createHash, webcrypto} from 'crypto';
import type {RandomSource} from '@site/src/lib/oauth/flow';
import {
  browserSha256,
  codeChallenge,
  CODE_VERIFIER_BYTES,
  newCodeVerifier,
  type Sha256,
} from '@site/src/lib/oauth/pkce';

const sha256: Sha256 = async (data) => {
  const digest = createHash('sha256').update(data).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
};

describe('PKCE (S256)', () => {
  it('matches the example of RFC 7636, appendix B', async () => {
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', sha256)).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 43-character verifiers from 256 random bits', () => {
    const random = webcrypto as unknown as RandomSource;
    const a = newCodeVerifier(random);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCodeVerifier(random)).not.toBe(a);
    expect(CODE_VERIFIER_BYTES * 8).toBe(256);
  });

  it("uses the browser's SHA-256, and has none without Web Crypto", async () => {
    const digest = jest.fn((_algorithm: string, data: BufferSource) => sha256(new Uint8Array(data as ArrayBuffer)));
    const browser = browserSha256({subtle: {digest}} as unknown as Crypto);
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', browser!)).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(digest.mock.calls[0]?.[0]).toBe('SHA-256');
    expect(browserSha256({} as Crypto)).toBeUndefined();
    expect(browserSha256(undefined)).toBeUndefined();
  });
});

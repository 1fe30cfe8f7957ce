/**
 * PKCE (RFC 7636, method S256) for the flows whose code the browser itself
 * exchanges at the provider (Google, Yandex): a random verifier stays in the
 * flow's storage entry, its SHA-256 goes with the authorize request, and the
 * token request proves possession with the verifier.
 */
import {base64Url, randomToken, type RandomSource} from './flow';

/** 32 random bytes: a 43-character verifier, the shortest RFC 7636 allows, with 256 bits of entropy. */
export const CODE_VERIFIER_BYTES = 32;

export type Sha256 = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

export function newCodeVerifier(random: RandomSource): string {
  return randomToken(random, CODE_VERIFIER_BYTES);
}

function ascii(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0x7f;
  return bytes;
}

/** `BASE64URL(SHA256(ASCII(verifier)))`. */
export async function codeChallenge(verifier: string, sha256: Sha256): Promise<string> {
  return base64Url(new Uint8Array(await sha256(ascii(verifier))));
}

/** The browser's SHA-256, or undefined where Web Crypto is missing (pages not served over HTTPS). */
export function browserSha256(crypto: Crypto | undefined): Sha256 | undefined {
  const subtle = crypto?.subtle;
  if (!subtle) return undefined;
  return (data) => subtle.digest('SHA-256', data);
}

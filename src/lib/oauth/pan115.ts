/**
 * 115 Open: a device code from the API server (its `qrcode` text is drawn as a
 * QR code in the page), then, once scanned in the 115 app, the tokens.
 */
import {api} from '../tools/apiServer';
import {get, jsonPost, type HttpOutcome, type HttpRequest} from '../http';
import {isRecord} from '../unknown';
import {mapOutcome, pickTokens, text, type Result, type Tokens} from './common';

/** An app ID is a number; empty means the API server's own app. */
export function checkAppId(input: string): {ok: true; appId: string} | {ok: false} {
  const appId = input.trim();
  return appId === '' || /^\d{1,20}$/.test(appId) ? {ok: true, appId} : {ok: false};
}

export function deviceCodeRequest(apiBase: string, appId: string): HttpRequest {
  return get(api(apiBase, `/alist/115/auth_device_code?app_id=${encodeURIComponent(appId.trim())}`));
}

export interface DeviceCode {
  readonly codeVerifier: string;
  readonly uid: string;
  readonly time: string;
  readonly qrcode: string;
  readonly sign: string;
}

export function mapDeviceCode(outcome: HttpOutcome): Result<DeviceCode> {
  return mapOutcome(outcome, (body): DeviceCode | undefined => {
    if (!isRecord(body)) return undefined;
    const source = isRecord(body.data) && body.code_verifier === undefined ? body.data : body;
    const codeVerifier = text(source.code_verifier);
    const resp = source.resp;
    if (codeVerifier === undefined || !isRecord(resp)) return undefined;
    const uid = text(resp.uid);
    const qrcode = text(resp.qrcode);
    if (uid === undefined || qrcode === undefined) return undefined;
    return {codeVerifier, uid, qrcode, time: text(resp.time) ?? '', sign: text(resp.sign) ?? ''};
  });
}

export function tokenRequest(apiBase: string, device: Pick<DeviceCode, 'codeVerifier' | 'uid'>): HttpRequest {
  return jsonPost(api(apiBase, '/alist/115/get_token'), {code_verifier: device.codeVerifier, uid: device.uid});
}

export function mapTokenResponse(
  outcome: HttpOutcome,
): Result<Tokens & {readonly accessToken: string; readonly refreshToken: string}> {
  return mapOutcome(outcome, (body) => {
    const tokens = pickTokens(body);
    return tokens?.accessToken && tokens.refreshToken
      ? {...tokens, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken}
      : undefined;
  });
}

/**
 * The most a QR code holds in byte mode at the lowest error correction (L),
 * the level the page draws with: 2,953 bytes (version 40). Longer text cannot
 * be drawn and is reported instead.
 */
export const QR_MAX_BYTES = 2953;

/** Length of `value` in UTF-8. */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const cp = char.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function fitsQrCode(value: string): boolean {
  return utf8Length(value) <= QR_MAX_BYTES;
}

/**
 * Aliyundrive Open: sign-in on the provider's authorize page or a QR code
 * relayed by the API server, then the code exchange on the API server. With
 * the API server's own client, id and secret stay empty and the server fills
 * them in.
 */
import {api} from '../tools/apiServer';
import {get, jsonPost, type HttpOutcome, type HttpRequest} from '../http';
import {clean, mapOutcome, pickRefreshTokens, text, type CallbackReader, type Result, type Tokens} from './common';
import {isRecord} from '../unknown';
import type {FlowDetails} from './flow';

export const ALIYUNDRIVE_AUTHORIZE_URL = 'https://open.aliyundrive.com/oauth/authorize';
export const ALIYUNDRIVE_SCOPE = 'user:base,file:all:read,file:all:write';

export interface AliyunClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** No client: the API server uses its own. */
export const SERVER_CLIENT: AliyunClient = {clientId: '', clientSecret: ''};

/**
 * The authorize page. `clientId` is the app that signs in (the visitor's own
 * or the site's configured default); `state` is the flow's nonce.
 */
export function buildAuthorizeUrl(clientId: string, redirectUri: string, state: string): string {
  const url = new URL(ALIYUNDRIVE_AUTHORIZE_URL);
  url.searchParams.set('client_id', clean(clientId));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', ALIYUNDRIVE_SCOPE);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  url.searchParams.set('relogin', 'true');
  return url.toString();
}

/**
 * What the flow keeps until the callback: the client the API server gets
 * (empty for its own app), and for a QR sign-in the code itself, which then
 * never appears in an address.
 */
export function aliyunFlowDetails(client: AliyunClient, qrCode?: string): FlowDetails {
  const details = {clientId: clean(client.clientId), clientSecret: clean(client.clientSecret)};
  return qrCode === undefined ? details : {...details, code: qrCode};
}

export function qrRequest(apiBase: string, client: AliyunClient): HttpRequest {
  const own = clean(client.clientId) !== '';
  return jsonPost(
    api(apiBase, '/alist/ali_open/qr'),
    own ? {client_id: clean(client.clientId), client_secret: clean(client.clientSecret)} : {},
  );
}

export interface QrCode {
  readonly qrCodeUrl: string;
  readonly sid: string;
}

/**
 * Hosts the QR image of Aliyundrive Open comes from. The tool pages'
 * Content-Security-Policy allows images from these (src/lib/site/securityHeaders.ts),
 * so an address elsewhere is refused here rather than shown broken.
 */
export const ALIYUNDRIVE_QR_IMAGE_HOSTS = [
  'openapi.alipan.com',
  'openapi.aliyundrive.com',
  'open.alipan.com',
  'open.aliyundrive.com',
] as const;

/** The QR image must be an https address on an Aliyundrive host, or an inline image; anything else is not shown. */
export function isSafeImageUrl(value: string): boolean {
  if (/^data:image\/(png|gif|jpeg|svg\+xml);base64,/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (ALIYUNDRIVE_QR_IMAGE_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

export function mapQrResponse(outcome: HttpOutcome): Result<QrCode> {
  return mapOutcome(outcome, (body) => {
    if (!isRecord(body)) return undefined;
    const qrCodeUrl = text(body.qrCodeUrl);
    const sid = text(body.sid);
    return qrCodeUrl && sid && isSafeImageUrl(qrCodeUrl) ? {qrCodeUrl, sid} : undefined;
  });
}

/** The provider's scan status, fetched through the API server's proxy. */
export function qrStatusRequest(apiBase: string, sid: string): HttpRequest {
  return get(api(apiBase, `/proxy/https://open.aliyundrive.com/oauth/qrcode/${encodeURIComponent(sid)}/status`));
}

export type QrStatus =
  | {readonly status: 'LoginSuccess'; readonly authCode: string}
  | {readonly status: 'WaitLogin' | 'ScanSuccess' | 'QRCodeExpired'}
  | {readonly status: 'other'; readonly raw: string};

export function mapQrStatus(outcome: HttpOutcome): Result<QrStatus> {
  return mapOutcome(outcome, (body): QrStatus | undefined => {
    if (!isRecord(body)) return undefined;
    const status = text(body.status);
    if (status === undefined) return undefined;
    if (status === 'LoginSuccess') {
      const authCode = text(body.authCode);
      return authCode ? {status, authCode} : undefined;
    }
    if (status === 'WaitLogin' || status === 'ScanSuccess' || status === 'QRCodeExpired') return {status};
    return {status: 'other', raw: status};
  });
}

/**
 * The API server exchanges codes of its own app without anything from this
 * browser, so a sign-in started elsewhere (a QR code scanned from another
 * page, a link to the authorize page found elsewhere) can be finished after the reader confirms
 * it, with the API server's app.
 */
export const aliyunCallback: CallbackReader<AliyunClient> = {
  fromFlow: ({clientId, clientSecret}) =>
    clientId !== undefined && clientSecret !== undefined ? {clientId, clientSecret} : undefined,
  elsewhere: () => SERVER_CLIENT,
};

export function codeRequest(apiBase: string, code: string, client: AliyunClient): HttpRequest {
  return jsonPost(api(apiBase, '/alist/ali_open/code'), {
    code,
    grant_type: 'authorization_code',
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
}

export function mapTokenResponse(outcome: HttpOutcome): Result<Tokens & {readonly refreshToken: string}> {
  return mapOutcome(outcome, pickRefreshTokens);
}

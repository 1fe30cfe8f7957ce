/**
 * Aliyundrive Open: sign-in on the provider's authorize page or a QR code
 * relayed by the API server, then the code exchange on the API server. With
 * the API server's own client, id and secret stay empty and the server fills
 * them in.
 */
import {api} from '../apiServer';
import {get, jsonPost, type HttpOutcome, type HttpRequest} from '../http';
import {
  clean,
  decodeState,
  encodeState,
  isRecord,
  mapOutcome,
  parseCallbackQuery,
  pickRefreshTokens,
  startCallback,
  text,
  type CallbackStart,
  type Result,
  type StateResult,
  type Tokens,
} from './common';

export const ALIYUNDRIVE_AUTHORIZE_URL = 'https://open.aliyundrive.com/oauth/authorize';
export const ALIYUNDRIVE_SCOPE = 'user:base,file:all:read,file:all:write';

export interface AliyunClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** No client: the API server uses its own. */
export const SERVER_CLIENT: AliyunClient = {clientId: '', clientSecret: ''};

export function encodeAliyunState(client: AliyunClient): string {
  return encodeState([clean(client.clientId), clean(client.clientSecret)]);
}

/**
 * The authorize page. `authorizeClientId` is the client that signs in (the
 * visitor's own or the site's configured default); `stateClient` is what the
 * callback passes to the API server (empty for the server's own client).
 */
export function buildAuthorizeUrl(authorizeClientId: string, stateClient: AliyunClient, redirectUri: string): string {
  const url = new URL(ALIYUNDRIVE_AUTHORIZE_URL);
  url.searchParams.set('client_id', clean(authorizeClientId));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', ALIYUNDRIVE_SCOPE);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', encodeAliyunState(stateClient));
  url.searchParams.set('relogin', 'true');
  return url.toString();
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

/** The QR image must be an http(s) or inline image address; anything else is not shown. */
export function isSafeImageUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) || /^data:image\/(png|gif|jpeg|svg\+xml);base64,/i.test(value);
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

/** The callback address the QR flow continues to, inside the current locale. */
export function qrCallbackPath(callbackPath: string, authCode: string, client: AliyunClient): string {
  const params = new URLSearchParams({code: authCode, state: encodeAliyunState(client)});
  return `${callbackPath}?${params.toString()}`;
}

function readState(state: string | undefined): StateResult {
  // A sign-in started elsewhere may come back without a state: the server's own client.
  if (state === undefined) return {ok: true, parts: ['', '']};
  return decodeState(state, 2);
}

export function readAliyunCallback(search: string): CallbackStart<AliyunClient> {
  return startCallback(parseCallbackQuery(search), readState, ([clientId = '', clientSecret = '']) => ({
    clientId,
    clientSecret,
  }));
}

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

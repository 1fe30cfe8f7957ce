/**
 * Baidu Netdisk: the authorize URL (started from the Baidu tools page) and
 * the callback, whose code the API server exchanges with the secret of its own
 * Baidu app; the client ID used to sign in must therefore be that app's.
 */
import {api} from '../apiServer';
import {get, type HttpOutcome, type HttpRequest} from '../http';
import {
  clean,
  decodeState,
  encodeState,
  mapOutcome,
  parseCallbackQuery,
  pickRefreshTokens,
  startCallback,
  type CallbackStart,
  type Result,
  type StateResult,
  type Tokens,
} from './common';

export const BAIDU_AUTHORIZE_URL = 'https://openapi.baidu.com/oauth/2.0/authorize';
export const BAIDU_SCOPE = 'basic,netdisk';
export const BAIDU_CONSOLE_URL = 'https://pan.baidu.com/union';

export function buildAuthorizeUrl(clientId: string, redirectUri: string): string {
  const url = new URL(BAIDU_AUTHORIZE_URL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clean(clientId));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', BAIDU_SCOPE);
  // Offer the QR login of the Baidu app on the sign-in page.
  url.searchParams.set('qrcode', '1');
  url.searchParams.set('state', encodeState([clean(clientId)]));
  return url.toString();
}

export interface BaiduCallbackData {
  /** The client that signed in, when the sign-in was started here. */
  readonly clientId?: string;
}

function readState(state: string | undefined): StateResult {
  // The state only names the client for display; a sign-in started elsewhere has none.
  if (state === undefined) return {ok: true, parts: ['']};
  return decodeState(state, 1);
}

export function readBaiduCallback(search: string): CallbackStart<BaiduCallbackData> {
  return startCallback(parseCallbackQuery(search), readState, ([clientId = '']) => (clientId ? {clientId} : {}));
}

export function tokenRequest(apiBase: string, code: string): HttpRequest {
  return get(api(apiBase, `/alist/baidu/get_refresh_token?code=${encodeURIComponent(code)}`));
}

export function mapTokenResponse(outcome: HttpOutcome): Result<Tokens & {readonly refreshToken: string}> {
  return mapOutcome(outcome, pickRefreshTokens);
}

/**
 * Baidu Netdisk: the authorize URL (started from the Baidu tools page) and
 * the callback, whose code the API server exchanges with the secret of its own
 * Baidu app; the client ID used to sign in must therefore be that app's.
 */
import {api} from '../tools/apiServer';
import {get, type HttpOutcome, type HttpRequest} from '../http';
import {clean, mapOutcome, pickRefreshTokens, type CallbackReader, type Result, type Tokens} from './common';
import type {FlowDetails} from './flow';

export const BAIDU_AUTHORIZE_URL = 'https://openapi.baidu.com/oauth/2.0/authorize';
export const BAIDU_SCOPE = 'basic,netdisk';
export const BAIDU_CONSOLE_URL = 'https://pan.baidu.com/union';

/** The sign-in address; `state` is the flow's nonce. */
export function buildAuthorizeUrl(clientId: string, redirectUri: string, state: string): string {
  const url = new URL(BAIDU_AUTHORIZE_URL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clean(clientId));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', BAIDU_SCOPE);
  // Offer the QR login of the Baidu app on the sign-in page.
  url.searchParams.set('qrcode', '1');
  url.searchParams.set('state', state);
  return url.toString();
}

export function baiduFlowDetails(clientId: string): FlowDetails {
  return {clientId: clean(clientId)};
}

export interface BaiduCallbackData {
  /** The client that signed in, when the sign-in was started here. */
  readonly clientId?: string;
}

/**
 * The API server exchanges every Baidu code with its own app, so a sign-in
 * started elsewhere (a link to Baidu's sign-in page on another page, without
 * this site's state) can be finished after the reader confirms it.
 */
export const baiduCallback: CallbackReader<BaiduCallbackData> = {
  fromFlow: ({clientId}) => (clientId ? {clientId} : {}),
  elsewhere: () => ({}),
};

export function tokenRequest(apiBase: string, code: string): HttpRequest {
  return get(api(apiBase, `/alist/baidu/get_refresh_token?code=${encodeURIComponent(code)}`));
}

export function mapTokenResponse(outcome: HttpOutcome): Result<Tokens & {readonly refreshToken: string}> {
  return mapOutcome(outcome, pickRefreshTokens);
}

/**
 * Dropbox: authorization code flow with an offline (refresh) token, the code
 * exchanged by the API server. With the site's default app the secret stays
 * empty and the server supplies it.
 */
import {api} from '../apiServer';
import {jsonPost, type HttpOutcome, type HttpRequest} from '../http';
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

export const DROPBOX_AUTHORIZE_URL = 'https://www.dropbox.com/oauth2/authorize';
export const DROPBOX_CONSOLE_URL = 'https://www.dropbox.com/developers/apps';

export interface DropboxClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

export function encodeDropboxState(client: DropboxClient): string {
  return encodeState([clean(client.clientId), clean(client.clientSecret)]);
}

export function buildAuthorizeUrl(client: DropboxClient, redirectUri: string): string {
  const url = new URL(DROPBOX_AUTHORIZE_URL);
  url.searchParams.set('client_id', clean(client.clientId));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('token_access_type', 'offline');
  url.searchParams.set('state', encodeDropboxState(client));
  return url.toString();
}

function readState(state: string | undefined): StateResult {
  const result = decodeState(state, 2);
  if (result.ok && result.parts[0] === '') return {ok: false, reason: 'wrong-parts'};
  return result;
}

export function readDropboxCallback(search: string): CallbackStart<DropboxClient> {
  return startCallback(parseCallbackQuery(search), readState, ([clientId = '', clientSecret = '']) => ({
    clientId,
    clientSecret,
  }));
}

export function tokenRequest(apiBase: string, code: string, client: DropboxClient, redirectUri: string): HttpRequest {
  return jsonPost(api(apiBase, '/alist/dropbox/token'), {
    code,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    grant_type: 'authorization_code',
    redirect_uri: redirectUri,
  });
}

export function mapTokenResponse(outcome: HttpOutcome): Result<Tokens & {readonly refreshToken: string}> {
  return mapOutcome(outcome, pickRefreshTokens);
}

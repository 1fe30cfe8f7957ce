/**
 * Yandex Disk: the authorize URL (started from the Yandex tools page) and the
 * code exchange at Yandex's token endpoint, straight from the browser.
 */
import {formPost, type HttpOutcome, type HttpRequest} from '../http';
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

export const YANDEX_AUTHORIZE_URL = 'https://oauth.yandex.com/authorize';
export const YANDEX_TOKEN_URL = 'https://oauth.yandex.com/token';
export const YANDEX_CONSOLE_URL = 'https://oauth.yandex.com/client/new';

export interface YandexClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

export function missingYandexFields(client: YandexClient): ('clientId' | 'clientSecret')[] {
  const missing: ('clientId' | 'clientSecret')[] = [];
  if (clean(client.clientId) === '') missing.push('clientId');
  if (clean(client.clientSecret) === '') missing.push('clientSecret');
  return missing;
}

export function buildAuthorizeUrl(client: YandexClient, redirectUri: string): string {
  const url = new URL(YANDEX_AUTHORIZE_URL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clean(client.clientId));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', encodeState([clean(client.clientId), clean(client.clientSecret)]));
  return url.toString();
}

function readState(state: string | undefined): StateResult {
  const result = decodeState(state, 2);
  if (result.ok && (result.parts[0] === '' || result.parts[1] === '')) return {ok: false, reason: 'wrong-parts'};
  return result;
}

export function readYandexCallback(search: string): CallbackStart<YandexClient> {
  return startCallback(parseCallbackQuery(search), readState, ([clientId = '', clientSecret = '']) => ({
    clientId,
    clientSecret,
  }));
}

export function tokenRequest(code: string, client: YandexClient): HttpRequest {
  return formPost(YANDEX_TOKEN_URL, {
    grant_type: 'authorization_code',
    code,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
}

export function mapTokenResponse(outcome: HttpOutcome): Result<Tokens & {readonly refreshToken: string}> {
  return mapOutcome(outcome, pickRefreshTokens);
}

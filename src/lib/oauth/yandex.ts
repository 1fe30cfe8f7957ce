/**
 * Yandex Disk: the authorize URL (started from the Yandex tools page) and the
 * code exchange at Yandex's token endpoint, straight from the browser.
 */
import {formPost, type HttpOutcome, type HttpRequest} from '../http';
import {clean, mapOutcome, pickRefreshTokens, type CallbackReader, type Result, type Tokens} from './common';
import type {FlowDetails} from './flow';

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

/** The sign-in address; `state` is the flow's nonce, `challenge` the PKCE code challenge (S256). */
export function buildAuthorizeUrl(clientId: string, redirectUri: string, state: string, challenge: string): string {
  const url = new URL(YANDEX_AUTHORIZE_URL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clean(clientId));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface YandexCallbackData extends YandexClient {
  readonly codeVerifier: string;
}

/** What the flow keeps until the callback (the PKCE verifier joins it when the flow starts). */
export function yandexFlowDetails(client: YandexClient): FlowDetails {
  return {clientId: clean(client.clientId), clientSecret: clean(client.clientSecret)};
}

export const yandexCallback: CallbackReader<YandexCallbackData> = {
  fromFlow: ({clientId, clientSecret, codeVerifier}) =>
    clientId && clientSecret && codeVerifier ? {clientId, clientSecret, codeVerifier} : undefined,
};

export function tokenRequest(code: string, data: YandexCallbackData): HttpRequest {
  return formPost(YANDEX_TOKEN_URL, {
    grant_type: 'authorization_code',
    code,
    client_id: data.clientId,
    client_secret: data.clientSecret,
    code_verifier: data.codeVerifier,
  });
}

export function mapTokenResponse(outcome: HttpOutcome): Result<Tokens & {readonly refreshToken: string}> {
  return mapOutcome(outcome, pickRefreshTokens);
}

/**
 * Dropbox: authorization code flow with an offline (refresh) token, the code
 * exchanged by the API server. With the site's default app the secret stays
 * empty and the server supplies it.
 */
import {api} from '../tools/apiServer';
import {jsonPost, type HttpOutcome, type HttpRequest} from '../http';
import {clean, mapOutcome, pickRefreshTokens, type CallbackReader, type Result, type Tokens} from './common';
import type {FlowDetails} from './flow';

export const DROPBOX_AUTHORIZE_URL = 'https://www.dropbox.com/oauth2/authorize';
export const DROPBOX_CONSOLE_URL = 'https://www.dropbox.com/developers/apps';

export interface DropboxClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

export function buildAuthorizeUrl(clientId: string, redirectUri: string, state: string): string {
  const url = new URL(DROPBOX_AUTHORIZE_URL);
  url.searchParams.set('client_id', clean(clientId));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('token_access_type', 'offline');
  url.searchParams.set('state', state);
  return url.toString();
}

/** What the flow keeps until the callback (an empty secret: the API server's default app). */
export function dropboxFlowDetails(client: DropboxClient): FlowDetails {
  return {clientId: clean(client.clientId), clientSecret: clean(client.clientSecret)};
}

export const dropboxCallback: CallbackReader<DropboxClient> = {
  fromFlow: ({clientId, clientSecret}) =>
    clientId && clientSecret !== undefined ? {clientId, clientSecret} : undefined,
};

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

/**
 * OneDrive and SharePoint (Microsoft identity platform): the four national
 * clouds, the authorize URL, the callback, the API server's token and site-ID
 * calls, and the WebDAV address of a OneDrive or SharePoint URL.
 * Zone keys are the `region` values of the Onedrive driver.
 */
import {api} from '../tools/apiServer';
import {jsonPost, type HttpOutcome, type HttpRequest} from '../http';
import {
  clean,
  encodeState,
  mapOutcome,
  pickRefreshTokens,
  text,
  type CallbackReader,
  type Result,
  type Tokens,
} from './common';
import {isRecord} from '../unknown';
import type {FlowDetails} from './flow';

import {ONEDRIVE_ZONES, isOneDriveZone, type OneDriveZone} from './onedriveZones';

export {ONEDRIVE_ZONES, ONEDRIVE_ZONE_ORDER, isOneDriveZone, type OneDriveZone, type ZoneHosts} from './onedriveZones';

export const ONEDRIVE_SCOPE = 'offline_access files.readwrite.all';

/** The zone's app-registration list in its Azure portal. */
export function appRegistrationUrl(zone: OneDriveZone): string {
  return `${ONEDRIVE_ZONES[zone].portal}/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade`;
}

export interface OneDriveClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly zone: OneDriveZone;
}

export type ClientField = 'clientId' | 'clientSecret';

/** Fields that must be filled before the sign-in can start. */
export function missingClientFields(form: {readonly clientId: string; readonly clientSecret: string}): ClientField[] {
  const missing: ClientField[] = [];
  if (clean(form.clientId) === '') missing.push('clientId');
  if (clean(form.clientSecret) === '') missing.push('clientSecret');
  return missing;
}

/** The client as the API server's exchange takes it: Base64 of `id::secret::zone`. */
export function encodeOneDriveClient(client: OneDriveClient): string {
  return encodeState([clean(client.clientId), clean(client.clientSecret), client.zone]);
}

/** The sign-in address: authorization code flow; `state` is the flow's nonce. */
export function buildAuthorizeUrl(client: OneDriveClient, redirectUri: string, state: string): string {
  const url = new URL(`${ONEDRIVE_ZONES[client.zone].login}/common/oauth2/v2.0/authorize`);
  url.searchParams.set('client_id', clean(client.clientId));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', ONEDRIVE_SCOPE);
  url.searchParams.set('state', state);
  return url.toString();
}

/** What the flow keeps until the callback. */
export function oneDriveFlowDetails(client: OneDriveClient): FlowDetails {
  return {clientId: clean(client.clientId), clientSecret: clean(client.clientSecret), zone: client.zone};
}

export interface OneDriveCallbackData extends OneDriveClient {
  /** The client as the API server takes it (`encodeOneDriveClient`). */
  readonly client: string;
}

export const oneDriveCallback: CallbackReader<OneDriveCallbackData> = {
  fromFlow: ({clientId, clientSecret, zone}) => {
    if (!clientId || clientSecret === undefined || !isOneDriveZone(zone)) return undefined;
    const data = {clientId, clientSecret, zone};
    return {...data, client: encodeOneDriveClient(data)};
  },
};

/** POST `{code, client}` to the API server (`client` from `encodeOneDriveClient`). */
export function tokenRequest(apiBase: string, code: string, client: string): HttpRequest {
  return jsonPost(api(apiBase, '/alist/onedrive/get_refresh_token'), {code, client});
}

export function mapTokenResponse(outcome: HttpOutcome): Result<Tokens & {readonly refreshToken: string}> {
  return mapOutcome(outcome, pickRefreshTokens);
}

export type SiteUrlProblem = 'empty' | 'invalid' | 'not-site';

/** A SharePoint site address: `https://<tenant>.sharepoint.<tld>/sites/<name>` (or `/teams/<name>`). */
export function checkSiteUrl(input: string): {ok: true; url: string} | {ok: false; reason: SiteUrlProblem} {
  const trimmed = input.trim();
  if (trimmed === '') return {ok: false, reason: 'empty'};
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return {ok: false, reason: 'invalid'};
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return {ok: false, reason: 'invalid'};
  if (!/^\/(sites|teams)\/[^/]+/.test(url.pathname)) return {ok: false, reason: 'not-site'};
  return {ok: true, url: url.toString()};
}

export function siteIdRequest(apiBase: string, siteUrl: string, accessToken: string, zone: OneDriveZone): HttpRequest {
  return jsonPost(api(apiBase, '/alist/onedrive/get_site_id'), {site_url: siteUrl, access_token: accessToken, zone});
}

export function mapSiteIdResponse(outcome: HttpOutcome): Result<string> {
  return mapOutcome(outcome, (body) => (isRecord(body) ? text(body.id) : undefined));
}

// ---- WebDAV address --------------------------------------------------------

export type WebDavProblem = 'empty' | 'invalid' | 'unknown-kind';

export type WebDavResult =
  | {readonly ok: true; readonly url: string; readonly kind: 'site' | 'personal'}
  | {readonly ok: false; readonly reason: WebDavProblem};

/**
 * The WebDAV root of the library behind a OneDrive or SharePoint web address:
 * a site's (`/sites/x` or `/teams/x`) default library is `Shared Documents`, a
 * personal OneDrive (`/personal/x`) is `Documents`. Runs in the browser only.
 */
export function webDavAddress(input: string): WebDavResult {
  const trimmed = input.trim();
  if (trimmed === '') return {ok: false, reason: 'empty'};
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return {ok: false, reason: 'invalid'};
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
    return {ok: false, reason: 'invalid'};
  }
  const [kind, name] = url.pathname.split('/').filter((s) => s !== '');
  if (name === undefined) return {ok: false, reason: 'unknown-kind'};
  const root = `https://${url.host}/${kind}/${name}`;
  if (kind === 'sites' || kind === 'teams') return {ok: true, url: `${root}/Shared Documents`, kind: 'site'};
  if (kind === 'personal') return {ok: true, url: `${root}/Documents`, kind: 'personal'};
  return {ok: false, reason: 'unknown-kind'};
}

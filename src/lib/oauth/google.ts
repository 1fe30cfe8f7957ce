/**
 * Google Drive and Google Photos: the authorize URL (offline access, consent
 * prompt), the code exchange at Google's token endpoint, a new access token
 * from a refresh token, and the paged list of Photos albums.
 */
import {formPost, get, type HttpOutcome, type HttpRequest} from '../http';
import {isRecord} from '../unknown';
import {clean, mapOutcome, pickTokens, text, type CallbackReader, type Result, type Tokens} from './common';
import type {FlowDetails} from './flow';

export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_CONSOLE_URL = 'https://console.cloud.google.com/apis/credentials';
export const GOOGLE_ALBUMS_URL = 'https://photoslibrary.googleapis.com/v1/albums';

/** Scopes the GoogleDrive and GooglePhoto drivers work with. */
export const GOOGLE_SCOPES = {
  drive: 'https://www.googleapis.com/auth/drive',
  photos: 'https://www.googleapis.com/auth/photoslibrary',
} as const;

export type GoogleProduct = keyof typeof GOOGLE_SCOPES;

export const ALBUM_PAGE_SIZE = 50;
/** Stops paging after this many pages (a guard against a server that never ends the list). */
export const MAX_ALBUM_PAGES = 200;

export interface GoogleClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

export type GoogleField = 'clientId' | 'clientSecret' | 'redirectUri' | 'scopes';

export function missingGoogleFields(client: GoogleClient, products: readonly GoogleProduct[]): GoogleField[] {
  const missing: GoogleField[] = [];
  if (clean(client.clientId) === '') missing.push('clientId');
  if (clean(client.clientSecret) === '') missing.push('clientSecret');
  if (!/^https?:\/\/[^\s]+$/i.test(clean(client.redirectUri))) missing.push('redirectUri');
  if (products.length === 0) missing.push('scopes');
  return missing;
}

export function scopeFor(products: readonly GoogleProduct[]): string {
  return (['drive', 'photos'] as const)
    .filter((p) => products.includes(p))
    .map((p) => GOOGLE_SCOPES[p])
    .join(' ');
}

/** The sign-in address; `state` is the flow's nonce, `challenge` the PKCE code challenge (S256). */
export function buildAuthorizeUrl(
  client: Pick<GoogleClient, 'clientId' | 'redirectUri'>,
  products: readonly GoogleProduct[],
  state: string,
  challenge: string,
): string {
  const url = new URL(GOOGLE_AUTHORIZE_URL);
  url.searchParams.set('client_id', clean(client.clientId));
  url.searchParams.set('redirect_uri', clean(client.redirectUri));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopeFor(products));
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'consent');
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface GoogleCallbackData extends GoogleClient {
  readonly codeVerifier: string;
}

/** What the flow keeps until the callback (the PKCE verifier joins it when the flow starts). */
export function googleFlowDetails(client: GoogleClient): FlowDetails {
  return {
    clientId: clean(client.clientId),
    clientSecret: clean(client.clientSecret),
    redirectUri: clean(client.redirectUri),
  };
}

export const googleCallback: CallbackReader<GoogleCallbackData> = {
  fromFlow: ({clientId, clientSecret, redirectUri, codeVerifier}) =>
    clientId && clientSecret && redirectUri && codeVerifier
      ? {clientId, clientSecret, redirectUri, codeVerifier}
      : undefined,
};

export function tokenRequest(code: string, data: GoogleCallbackData): HttpRequest {
  return formPost(GOOGLE_TOKEN_URL, {
    client_id: data.clientId,
    client_secret: data.clientSecret,
    code,
    code_verifier: data.codeVerifier,
    grant_type: 'authorization_code',
    redirect_uri: data.redirectUri,
  });
}

/** Google answers with an access token always and a refresh token on consent. */
export function mapTokenResponse(outcome: HttpOutcome): Result<Tokens & {readonly accessToken: string}> {
  return mapOutcome(outcome, (body) => {
    const tokens = pickTokens(body);
    return tokens?.accessToken === undefined ? undefined : {...tokens, accessToken: tokens.accessToken};
  });
}

export function refreshRequest(clientId: string, clientSecret: string, refreshToken: string): HttpRequest {
  return formPost(GOOGLE_TOKEN_URL, {
    client_id: clean(clientId),
    client_secret: clean(clientSecret),
    grant_type: 'refresh_token',
    refresh_token: clean(refreshToken),
  });
}

export function albumsRequest(accessToken: string, pageToken?: string): HttpRequest {
  const url = new URL(GOOGLE_ALBUMS_URL);
  url.searchParams.set('pageSize', String(ALBUM_PAGE_SIZE));
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  return get(url.toString(), {Authorization: `Bearer ${clean(accessToken)}`});
}

export interface Album {
  readonly id: string;
  readonly title: string;
  readonly itemCount: number;
}

export interface AlbumPage {
  readonly albums: Album[];
  readonly nextPageToken?: string;
}

/** One page of albums; a page without `albums` is an empty last page, as Google sends it. */
export function mapAlbumPage(outcome: HttpOutcome): Result<AlbumPage> {
  return mapOutcome(outcome, (body): AlbumPage | undefined => {
    if (!isRecord(body)) return undefined;
    const raw = body.albums === undefined ? [] : body.albums;
    if (!Array.isArray(raw)) return undefined;
    const albums: Album[] = [];
    for (const item of raw) {
      if (!isRecord(item)) continue;
      const id = text(item.id);
      if (id === undefined) continue;
      const count = Number(item.mediaItemsCount ?? 0);
      albums.push({
        id,
        title: typeof item.title === 'string' ? item.title : '',
        itemCount: Number.isFinite(count) ? count : 0,
      });
    }
    const next = text(body.nextPageToken);
    return next === undefined ? {albums} : {albums, nextPageToken: next};
  });
}

/** The album walk as a whole gives up after this long, however quickly each page answers. */
export const ALBUM_WALK_DEADLINE_MS = 120_000;

export interface AlbumWalkOptions {
  /** Clock, replaced in tests. */
  readonly now?: () => number;
  readonly deadlineMs?: number;
}

/**
 * Every album, page after page. Stops at the first error (the albums read so
 * far are dropped: a partial list would look complete), at a repeated page
 * token, after MAX_ALBUM_PAGES pages, or when the walk has taken longer than
 * ALBUM_WALK_DEADLINE_MS (a `deadline` error). Cancelling is `send`'s
 * business: an aborted request ends the walk with its error.
 */
export async function listAllAlbums(
  send: (request: HttpRequest) => Promise<HttpOutcome>,
  accessToken: string,
  {now = Date.now, deadlineMs = ALBUM_WALK_DEADLINE_MS}: AlbumWalkOptions = {},
): Promise<Result<Album[]>> {
  const albums: Album[] = [];
  const seen = new Set<string>();
  const started = now();
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_ALBUM_PAGES; page += 1) {
    if (now() - started >= deadlineMs) return {ok: false, error: {kind: 'deadline', ms: deadlineMs}};
    const result = mapAlbumPage(await send(albumsRequest(accessToken, pageToken)));
    if (!result.ok) return result;
    albums.push(...result.value.albums);
    pageToken = result.value.nextPageToken;
    if (pageToken === undefined || seen.has(pageToken)) break;
    seen.add(pageToken);
  }
  return {ok: true, value: albums};
}

import type {HttpOutcome, HttpRequest} from '@site/src/lib/http';
import {startCallback} from '@site/src/lib/oauth/common';
import {
  ALBUM_WALK_DEADLINE_MS,
  albumsRequest,
  buildAuthorizeUrl,
  googleCallback,
  googleFlowDetails,
  listAllAlbums,
  mapAlbumPage,
  mapTokenResponse,
  MAX_ALBUM_PAGES,
  missingGoogleFields,
  refreshRequest,
  scopeFor,
  tokenRequest,
} from '@site/src/lib/oauth/google';
import {network, ok, query} from './helpers';

const client = {
  clientId: 'cid.apps.googleusercontent.com',
  clientSecret: 'sec',
  redirectUri: 'http://127.0.0.1/tool/google/callback',
};

describe('google request', () => {
  it('checks the form', () => {
    expect(missingGoogleFields({clientId: '', clientSecret: '', redirectUri: 'x'}, [])).toEqual([
      'clientId',
      'clientSecret',
      'redirectUri',
      'scopes',
    ]);
    expect(missingGoogleFields(client, ['drive'])).toEqual([]);
  });
  it('asks for the scopes of the chosen products', () => {
    expect(scopeFor(['drive'])).toBe('https://www.googleapis.com/auth/drive');
    expect(scopeFor(['photos', 'drive'])).toBe(
      'https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary',
    );
  });
  it('builds the authorize URL with offline access, consent, the flow nonce and a PKCE challenge', () => {
    const url = buildAuthorizeUrl(client, ['drive', 'photos'], 'nonce', 'challenge');
    expect(url.startsWith('https://accounts.google.com/o/oauth2/v2/auth?')).toBe(true);
    expect(query(url)).toEqual({
      client_id: client.clientId,
      redirect_uri: client.redirectUri,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary',
      access_type: 'offline',
      prompt: 'consent',
      state: 'nonce',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
    });
    // No secret travels in the address.
    expect(url).not.toContain('sec');
  });
});

describe('google callback', () => {
  it('reads client, redirect URI and code verifier from the flow', () => {
    const details = {...googleFlowDetails(client), codeVerifier: 'v'};
    const flow = {provider: 'google' as const, localeBase: '/', at: 1, details};
    expect(startCallback({code: '4/0A', state: 'n'}, {ok: true, flow}, googleCallback)).toEqual({
      kind: 'ready',
      code: '4/0A',
      data: {...client, codeVerifier: 'v'},
    });
    // Without its verifier the flow is not Google's.
    const partial = {...flow, details: googleFlowDetails(client)};
    expect(startCallback({code: 'c', state: 'n'}, {ok: true, flow: partial}, googleCallback)).toEqual({
      kind: 'no-flow',
      reason: 'unknown',
    });
    // A sign-in this tab did not start is refused outright: the exchange needs the client secret.
    expect(startCallback({code: 'c'}, {ok: false, reason: 'missing'}, googleCallback)).toEqual({
      kind: 'no-flow',
      reason: 'missing',
    });
  });
  it('exchanges at Google with a form POST', () => {
    const request = tokenRequest('c', {...client, codeVerifier: 'v'});
    expect(request.url).toBe('https://oauth2.googleapis.com/token');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      client_id: client.clientId,
      client_secret: 'sec',
      code: 'c',
      code_verifier: 'v',
      grant_type: 'authorization_code',
      redirect_uri: client.redirectUri,
    });
  });
  it('needs an access token; the refresh token may be missing', () => {
    expect(mapTokenResponse(ok({access_token: 'a', refresh_token: 'r', expires_in: 3599}))).toEqual({
      ok: true,
      value: {accessToken: 'a', refreshToken: 'r', expiresIn: 3599},
    });
    expect(mapTokenResponse(ok({access_token: 'a'}))).toEqual({ok: true, value: {accessToken: 'a'}});
    expect(mapTokenResponse(ok({refresh_token: 'r'}))).toEqual({ok: false, error: {kind: 'unexpected'}});
    expect(mapTokenResponse(ok({error: 'invalid_grant', error_description: 'Bad Request'}, 400))).toEqual({
      ok: false,
      error: {kind: 'http', status: 400, code: 'invalid_grant', description: 'Bad Request'},
    });
  });
  it('refreshes an access token', () => {
    expect(Object.fromEntries(new URLSearchParams(refreshRequest(' i ', 's', ' r ').body))).toEqual({
      client_id: 'i',
      client_secret: 's',
      grant_type: 'refresh_token',
      refresh_token: 'r',
    });
  });
});

describe('albums', () => {
  it('asks for 50 albums a page with a bearer token', () => {
    expect(albumsRequest(' t ')).toEqual({
      url: 'https://photoslibrary.googleapis.com/v1/albums?pageSize=50',
      method: 'GET',
      headers: {Authorization: 'Bearer t'},
    });
    expect(query(albumsRequest('t', 'p2').url)).toEqual({pageSize: '50', pageToken: 'p2'});
  });
  it('maps a page', () => {
    expect(
      mapAlbumPage(
        ok({
          albums: [{id: 'a1', title: 'Trip', mediaItemsCount: '12'}, {id: 'a2'}, {title: 'no id'}, 'x'],
          nextPageToken: 'n',
        }),
      ),
    ).toEqual({
      ok: true,
      value: {
        albums: [
          {id: 'a1', title: 'Trip', itemCount: 12},
          {id: 'a2', title: '', itemCount: 0},
        ],
        nextPageToken: 'n',
      },
    });
    expect(mapAlbumPage(ok({}))).toEqual({ok: true, value: {albums: []}});
    expect(mapAlbumPage(ok({albums: 'x'}))).toEqual({ok: false, error: {kind: 'unexpected'}});
    expect(
      mapAlbumPage(ok({error: {code: 403, message: 'Insufficient scopes', status: 'PERMISSION_DENIED'}}, 403)),
    ).toEqual({
      ok: false,
      error: {kind: 'http', status: 403, code: 'PERMISSION_DENIED', description: 'Insufficient scopes'},
    });
  });

  function pager(pages: Record<string, HttpOutcome>): {send: (r: HttpRequest) => Promise<HttpOutcome>; seen: string[]} {
    const seen: string[] = [];
    return {
      seen,
      send: async (request) => {
        const token = new URL(request.url).searchParams.get('pageToken') ?? '';
        seen.push(token);
        return pages[token] ?? network;
      },
    };
  }

  it('follows page tokens to the end', async () => {
    const {send, seen} = pager({
      '': ok({albums: [{id: '1', title: 'a'}], nextPageToken: 'p2'}),
      p2: ok({albums: [{id: '2', title: 'b'}], nextPageToken: 'p3'}),
      p3: ok({albums: [{id: '3', title: 'c'}]}),
    });
    await expect(listAllAlbums(send, 't')).resolves.toEqual({
      ok: true,
      value: ['1', '2', '3'].map((id, i) => ({id, title: 'abc'[i], itemCount: 0})),
    });
    expect(seen).toEqual(['', 'p2', 'p3']);
  });
  it('stops at the first error', async () => {
    const {send} = pager({'': ok({albums: [{id: '1'}], nextPageToken: 'p2'})});
    await expect(listAllAlbums(send, 't')).resolves.toEqual({ok: false, error: {kind: 'network'}});
  });
  it('stops on a repeated token', async () => {
    const {send, seen} = pager({
      '': ok({albums: [], nextPageToken: 'p'}),
      p: ok({albums: [{id: 'x'}], nextPageToken: 'p'}),
    });
    await expect(listAllAlbums(send, 't')).resolves.toEqual({ok: true, value: [{id: 'x', title: '', itemCount: 0}]});
    expect(seen).toEqual(['', 'p']);
  });
  it('stops after the page limit', async () => {
    let n = 0;
    const send = async (): Promise<HttpOutcome> => ok({albums: [], nextPageToken: `p${(n += 1)}`});
    await listAllAlbums(send, 't');
    expect(n).toBe(MAX_ALBUM_PAGES);
  });
  it('gives up after its overall deadline, between pages', async () => {
    let clock = 0;
    let n = 0;
    const send = async (): Promise<HttpOutcome> => {
      n += 1;
      clock += 50_000;
      return ok({albums: [{id: String(n)}], nextPageToken: `p${n}`});
    };
    await expect(listAllAlbums(send, 't', {now: () => clock})).resolves.toEqual({
      ok: false,
      error: {kind: 'deadline', ms: ALBUM_WALK_DEADLINE_MS},
    });
    expect(n).toBe(3);
  });
});

import {encodeState, startCallback} from '@site/src/lib/oauth/common';
import {
  appRegistrationUrl,
  buildAuthorizeUrl,
  checkSiteUrl,
  encodeOneDriveClient,
  isOneDriveZone,
  mapSiteIdResponse,
  mapTokenResponse,
  missingClientFields,
  ONEDRIVE_SCOPE,
  ONEDRIVE_ZONE_ORDER,
  ONEDRIVE_ZONES,
  oneDriveCallback,
  oneDriveFlowDetails,
  siteIdRequest,
  tokenRequest,
  webDavAddress,
} from '@site/src/lib/oauth/onedrive';
import type {FlowLookup} from '@site/src/lib/oauth/flow';
import facts from '@site/tests/fixtures/facts/drivers-v3.45.0.json';
import {jsonBody, nonJson, ok, query, timeout} from './helpers';

const REDIRECT = 'http://127.0.0.1:4213/tool/onedrive/callback';

describe('zones', () => {
  it("offers exactly the OneDrive driver's regions, each with https endpoints", () => {
    type FactField = {name: string; default: string; options: string[]};
    const directories = facts.directories as unknown as {drivers: {name: string; fields: FactField[]}[]}[];
    const onedrive = directories.flatMap((directory) => directory.drivers).find((driver) => driver.name === 'Onedrive');
    const region = onedrive?.fields.find((field) => field.name === 'region');
    expect([...ONEDRIVE_ZONE_ORDER].sort()).toEqual([...(region?.options ?? [])].sort());
    expect(ONEDRIVE_ZONE_ORDER[0]).toBe(region?.default);
    for (const zone of ONEDRIVE_ZONE_ORDER) {
      for (const url of Object.values(ONEDRIVE_ZONES[zone])) expect(new URL(url).protocol).toBe('https:');
    }
  });
  it('recognizes zone keys only', () => {
    expect(isOneDriveZone('global')).toBe(true);
    expect(isOneDriveZone('toString')).toBe(false);
    expect(isOneDriveZone(1)).toBe(false);
  });
  it('opens the zone portal app registrations', () => {
    expect(appRegistrationUrl('global')).toBe(
      'https://portal.azure.com/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade',
    );
    expect(appRegistrationUrl('cn').startsWith('https://portal.azure.cn/')).toBe(true);
  });
});

describe('request', () => {
  it('requires client ID and secret', () => {
    expect(missingClientFields({clientId: ' ', clientSecret: ''})).toEqual(['clientId', 'clientSecret']);
    expect(missingClientFields({clientId: 'a', clientSecret: 'b'})).toEqual([]);
  });

  it.each(ONEDRIVE_ZONE_ORDER)('builds the %s authorize URL with the flow nonce as state, no secret', (zone) => {
    const url = buildAuthorizeUrl({clientId: ' id ', clientSecret: 'se~c.ret', zone}, REDIRECT, 'nonce');
    expect(url.startsWith(`${ONEDRIVE_ZONES[zone].login}/common/oauth2/v2.0/authorize?`)).toBe(true);
    expect(query(url)).toEqual({
      client_id: 'id',
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: 'offline_access files.readwrite.all',
      state: 'nonce',
    });
    expect(ONEDRIVE_SCOPE).toBe('offline_access files.readwrite.all');
  });
});

describe('callback', () => {
  const state = encodeState(['id', 'secret', 'cn']);
  const flow = (details: Record<string, string>): FlowLookup => ({
    ok: true,
    flow: {provider: 'onedrive', localeBase: '/', at: 1, details},
  });
  it('reads client and zone from the flow, and encodes the client as the API server takes it', () => {
    const details = oneDriveFlowDetails({clientId: ' id ', clientSecret: 'secret', zone: 'cn'});
    expect(details).toEqual({clientId: 'id', clientSecret: 'secret', zone: 'cn'});
    expect(startCallback({code: 'M.C1', state: 'n'}, flow(details), oneDriveCallback)).toEqual({
      kind: 'ready',
      code: 'M.C1',
      data: {clientId: 'id', clientSecret: 'secret', zone: 'cn', client: state},
    });
    expect(encodeOneDriveClient({clientId: 'id', clientSecret: 'secret', zone: 'cn'})).toBe(state);
  });
  it('reports the provider error, with its description for a flow of this tab', () => {
    expect(
      startCallback(
        {error: 'access_denied', errorDescription: 'The user declined', state: 'n'},
        flow({clientId: 'id', clientSecret: 'secret', zone: 'global'}),
        oneDriveCallback,
      ),
    ).toEqual({kind: 'provider-error', error: 'access_denied', description: 'The user declined'});
    expect(
      startCallback(
        {error: 'access_denied', errorDescription: 'The user declined'},
        {ok: false, reason: 'missing'},
        oneDriveCallback,
      ),
    ).toEqual({kind: 'provider-error', error: 'access_denied'});
  });
  it.each([
    [{clientId: 'id', clientSecret: 'secret', zone: 'mars'}],
    [{clientId: '', clientSecret: 'secret', zone: 'global'}],
    [{clientId: 'id', zone: 'global'}],
  ])('refuses details that are not a OneDrive flow: %p', (details) => {
    expect(startCallback({code: 'c', state: 'n'}, flow(details), oneDriveCallback)).toEqual({
      kind: 'no-flow',
      reason: 'unknown',
    });
  });
  it('refuses a sign-in this tab did not start', () => {
    expect(startCallback({code: 'c'}, {ok: false, reason: 'missing'}, oneDriveCallback)).toEqual({
      kind: 'no-flow',
      reason: 'missing',
    });
  });

  it('POSTs {code, client} to the API server', () => {
    const request = tokenRequest('http://localhost:3002/', 'c', state);
    expect(request.url).toBe('http://localhost:3002/alist/onedrive/get_refresh_token');
    expect(request.method).toBe('POST');
    expect(jsonBody(request.body)).toEqual({code: 'c', client: state});
  });

  it('maps token answers', () => {
    expect(mapTokenResponse(ok({refresh_token: 'r', access_token: 'a'}))).toEqual({
      ok: true,
      value: {refreshToken: 'r', accessToken: 'a'},
    });
    expect(mapTokenResponse(ok({error: 'invalid_grant', error_description: 'AADSTS70000'}))).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'invalid_grant', description: 'AADSTS70000'},
    });
    expect(mapTokenResponse(ok({access_token: 'a'}))).toEqual({ok: false, error: {kind: 'unexpected'}});
    expect(mapTokenResponse(timeout)).toEqual({ok: false, error: {kind: 'timeout'}});
    expect(mapTokenResponse(nonJson)).toEqual({ok: false, error: {kind: 'non-json', status: 502}});
    expect(mapTokenResponse(ok({}, 500))).toEqual({ok: false, error: {kind: 'http', status: 500}});
  });
});

describe('site ID', () => {
  it.each([
    ['https://contoso.sharepoint.com/sites/team', true],
    ['contoso.sharepoint.com/sites/team/Shared%20Documents', true],
    ['https://contoso.sharepoint.cn/teams/t', true],
    ['', 'empty'],
    ['https://', 'invalid'],
    ['ftp://contoso/sites/x', 'invalid'],
    ['https://contoso.sharepoint.com/', 'not-site'],
    ['https://contoso-my.sharepoint.com/personal/u', 'not-site'],
  ])('checks %p', (input, expected) => {
    const result = checkSiteUrl(input);
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toEqual({ok: false, reason: expected});
  });
  it('POSTs site_url, access_token and zone', () => {
    const request = siteIdRequest('https://api.nn.ci', 'https://c.sharepoint.com/sites/t', 'tok', 'us');
    expect(request.url).toBe('https://api.nn.ci/alist/onedrive/get_site_id');
    expect(jsonBody(request.body)).toEqual({
      site_url: 'https://c.sharepoint.com/sites/t',
      access_token: 'tok',
      zone: 'us',
    });
  });
  it('maps site ID answers', () => {
    expect(mapSiteIdResponse(ok({id: 'c.sharepoint.com,1,2'}))).toEqual({ok: true, value: 'c.sharepoint.com,1,2'});
    expect(
      mapSiteIdResponse(ok({error: {code: 'itemNotFound', message: 'Requested site could not be found'}})),
    ).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'itemNotFound', description: 'Requested site could not be found'},
    });
    expect(mapSiteIdResponse(ok({error: {code: 'InvalidAuthenticationToken', message: 'expired'}}, 401))).toEqual({
      ok: false,
      error: {kind: 'http', status: 401, code: 'InvalidAuthenticationToken', description: 'expired'},
    });
  });
});

describe('webDavAddress', () => {
  it.each([
    ['https://contoso.sharepoint.com/sites/team', 'https://contoso.sharepoint.com/sites/team/Shared Documents', 'site'],
    [
      'https://contoso.sharepoint.com/sites/team/Shared%20Documents/Forms/AllItems.aspx?id=1',
      'https://contoso.sharepoint.com/sites/team/Shared Documents',
      'site',
    ],
    ['contoso.sharepoint.com/teams/t1/', 'https://contoso.sharepoint.com/teams/t1/Shared Documents', 'site'],
    [
      'https://contoso-my.sharepoint.com/personal/user_contoso_com/_layouts/15/onedrive.aspx',
      'https://contoso-my.sharepoint.com/personal/user_contoso_com/Documents',
      'personal',
    ],
    [
      '  http://contoso-my.sharepoint.cn/personal/u  ',
      'https://contoso-my.sharepoint.cn/personal/u/Documents',
      'personal',
    ],
  ])('%p → %p', (input, url, kind) => {
    expect(webDavAddress(input)).toEqual({ok: true, url, kind});
  });
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['not a url', 'invalid'],
    ['mailto:a@b', 'invalid'],
    ['localhost/sites/x', 'invalid'],
    ['https://contoso.sharepoint.com/', 'unknown-kind'],
    ['https://contoso.sharepoint.com/sites', 'unknown-kind'],
    ['https://contoso.sharepoint.com/other/x', 'unknown-kind'],
  ])('rejects %p (%p)', (input, reason) => {
    expect(webDavAddress(input)).toEqual({ok: false, reason});
  });
});

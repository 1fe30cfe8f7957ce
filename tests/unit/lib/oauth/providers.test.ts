import * as baidu from '@site/src/lib/oauth/baidu';
import {startCallback} from '@site/src/lib/oauth/common';
import type {CallbackProvider} from '@site/src/lib/oauth/common';
import type {FlowLookup} from '@site/src/lib/oauth/flow';
import * as dropbox from '@site/src/lib/oauth/dropbox';
import * as yandex from '@site/src/lib/oauth/yandex';
import {jsonBody, ok, query, timeout} from './helpers';

function flow(provider: CallbackProvider, details: Record<string, string>): FlowLookup {
  return {ok: true, flow: {provider, localeBase: '/', at: 1, details}};
}

describe('dropbox', () => {
  const redirect = 'http://127.0.0.1/tool/dropbox/callback';
  it('asks for offline access, with the flow nonce as state', () => {
    const url = dropbox.buildAuthorizeUrl(' k ', redirect, 'nonce');
    expect(url.startsWith('https://www.dropbox.com/oauth2/authorize?')).toBe(true);
    expect(query(url)).toEqual({
      client_id: 'k',
      response_type: 'code',
      redirect_uri: redirect,
      token_access_type: 'offline',
      state: 'nonce',
    });
  });
  it('reads the client from the flow; refuses a sign-in this tab did not start', () => {
    expect(dropbox.dropboxFlowDetails({clientId: ' k ', clientSecret: ''})).toEqual({clientId: 'k', clientSecret: ''});
    expect(
      startCallback(
        {code: 'c', state: 'n'},
        flow('dropbox', {clientId: 'k', clientSecret: ''}),
        dropbox.dropboxCallback,
      ),
    ).toEqual({
      kind: 'ready',
      code: 'c',
      data: {clientId: 'k', clientSecret: ''},
    });
    expect(
      startCallback(
        {code: 'c', state: 'n'},
        flow('dropbox', {clientId: '', clientSecret: 's'}),
        dropbox.dropboxCallback,
      ),
    ).toEqual({
      kind: 'no-flow',
      reason: 'unknown',
    });
    expect(startCallback({code: 'c'}, {ok: false, reason: 'missing'}, dropbox.dropboxCallback)).toEqual({
      kind: 'no-flow',
      reason: 'missing',
    });
  });
  it('POSTs the exchange to the API server', () => {
    const request = dropbox.tokenRequest('https://api.xhofe.top', 'c', {clientId: 'k', clientSecret: 's'}, redirect);
    expect(request.url).toBe('https://api.xhofe.top/alist/dropbox/token');
    expect(jsonBody(request.body)).toEqual({
      code: 'c',
      client_id: 'k',
      client_secret: 's',
      grant_type: 'authorization_code',
      redirect_uri: redirect,
    });
  });
  it('maps answers', () => {
    expect(dropbox.mapTokenResponse(ok({refresh_token: 'r', access_token: 'a'}))).toEqual({
      ok: true,
      value: {refreshToken: 'r', accessToken: 'a'},
    });
    expect(
      dropbox.mapTokenResponse(ok({error: 'invalid_grant', error_description: "code doesn't exist"}, 400)),
    ).toEqual({
      ok: false,
      error: {kind: 'http', status: 400, code: 'invalid_grant', description: "code doesn't exist"},
    });
  });
});

describe('baidu', () => {
  const redirect = 'http://127.0.0.1/tool/baidu/callback';
  it('builds the authorize URL', () => {
    const url = baidu.buildAuthorizeUrl(' app ', redirect, 'nonce');
    expect(url.startsWith('https://openapi.baidu.com/oauth/2.0/authorize?')).toBe(true);
    expect(query(url)).toEqual({
      response_type: 'code',
      client_id: 'app',
      redirect_uri: redirect,
      scope: 'basic,netdisk',
      qrcode: '1',
      state: 'nonce',
    });
  });
  it('finishes a flow of this tab at once, and one started elsewhere only after confirmation', () => {
    expect(
      startCallback({code: 'c', state: 'n'}, flow('baidu', baidu.baiduFlowDetails('app')), baidu.baiduCallback),
    ).toEqual({
      kind: 'ready',
      code: 'c',
      data: {clientId: 'app'},
    });
    expect(startCallback({code: 'c'}, {ok: false, reason: 'missing'}, baidu.baiduCallback)).toEqual({
      kind: 'confirm',
      reason: 'missing',
      code: 'c',
      data: {},
    });
    expect(startCallback({code: 'c', state: 'n'}, {ok: false, reason: 'expired'}, baidu.baiduCallback)).toEqual({
      kind: 'no-flow',
      reason: 'expired',
    });
  });
  it('GETs the exchange with the code in the query', () => {
    expect(baidu.tokenRequest('https://api.nn.ci', 'a&b=c')).toEqual({
      url: 'https://api.nn.ci/alist/baidu/get_refresh_token?code=a%26b%3Dc',
      method: 'GET',
    });
  });
  it('maps answers', () => {
    expect(baidu.mapTokenResponse(ok({refresh_token: 'r', access_token: 'a', expires_in: 2592000}))).toEqual({
      ok: true,
      value: {refreshToken: 'r', accessToken: 'a', expiresIn: 2592000},
    });
    expect(
      baidu.mapTokenResponse(ok({error: 'invalid_grant', error_description: 'Invalid authorization code'})),
    ).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'invalid_grant', description: 'Invalid authorization code'},
    });
    expect(baidu.mapTokenResponse(timeout)).toEqual({ok: false, error: {kind: 'timeout'}});
  });
});

describe('yandex', () => {
  const redirect = 'http://127.0.0.1/tool/yandex/callback';
  it('requires client ID and secret', () => {
    expect(yandex.missingYandexFields({clientId: '', clientSecret: ' '})).toEqual(['clientId', 'clientSecret']);
    expect(yandex.missingYandexFields({clientId: 'a', clientSecret: 'b'})).toEqual([]);
  });
  it('builds the authorize URL with the flow nonce and a PKCE challenge', () => {
    const url = yandex.buildAuthorizeUrl('i', redirect, 'nonce', 'challenge');
    expect(url.startsWith('https://oauth.yandex.com/authorize?')).toBe(true);
    expect(query(url)).toEqual({
      response_type: 'code',
      client_id: 'i',
      redirect_uri: redirect,
      state: 'nonce',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
    });
  });
  it('reads the client and the code verifier from the flow', () => {
    const details = {...yandex.yandexFlowDetails({clientId: 'i', clientSecret: 's'}), codeVerifier: 'v'};
    expect(startCallback({code: '1234567', state: 'n'}, flow('yandex', details), yandex.yandexCallback)).toEqual({
      kind: 'ready',
      code: '1234567',
      data: {clientId: 'i', clientSecret: 's', codeVerifier: 'v'},
    });
    expect(startCallback({code: '1', state: 'n'}, {ok: false, reason: 'unknown'}, yandex.yandexCallback)).toEqual({
      kind: 'no-flow',
      reason: 'unknown',
    });
  });
  it('exchanges the code at Yandex with a form POST', () => {
    const request = yandex.tokenRequest('c', {clientId: 'i', clientSecret: 's', codeVerifier: 'v'});
    expect(request.url).toBe('https://oauth.yandex.com/token');
    expect(request.headers).toEqual({'Content-Type': 'application/x-www-form-urlencoded'});
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c',
      client_id: 'i',
      client_secret: 's',
      code_verifier: 'v',
    });
  });
  it('maps answers', () => {
    expect(yandex.mapTokenResponse(ok({refresh_token: 'r', access_token: 'a', token_type: 'bearer'}))).toEqual({
      ok: true,
      value: {refreshToken: 'r', accessToken: 'a'},
    });
    expect(
      yandex.mapTokenResponse(ok({error: 'bad_verification_code', error_description: 'Invalid code'}, 400)),
    ).toEqual({
      ok: false,
      error: {kind: 'http', status: 400, code: 'bad_verification_code', description: 'Invalid code'},
    });
  });
});

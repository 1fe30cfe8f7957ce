import * as baidu from '@site/src/lib/oauth/baidu';
import {encodeState} from '@site/src/lib/oauth/common';
import * as dropbox from '@site/src/lib/oauth/dropbox';
import * as yandex from '@site/src/lib/oauth/yandex';
import {jsonBody, ok, query, timeout} from './helpers';

describe('dropbox', () => {
  const redirect = 'http://127.0.0.1/tool/dropbox/callback';
  it('asks for offline access', () => {
    const url = dropbox.buildAuthorizeUrl({clientId: 'k', clientSecret: 's'}, redirect);
    expect(url.startsWith('https://www.dropbox.com/oauth2/authorize?')).toBe(true);
    expect(query(url)).toEqual({
      client_id: 'k',
      response_type: 'code',
      redirect_uri: redirect,
      token_access_type: 'offline',
      state: Buffer.from('k::s').toString('base64'),
    });
    expect(query(dropbox.buildAuthorizeUrl({clientId: 'k', clientSecret: ''}, redirect)).state).toBe(
      Buffer.from('k::').toString('base64'),
    );
  });
  it('reads the callback', () => {
    expect(dropbox.readDropboxCallback(`?code=c&state=${encodeState(['k', ''])}`)).toEqual({
      kind: 'ready',
      code: 'c',
      data: {clientId: 'k', clientSecret: ''},
    });
    expect(dropbox.readDropboxCallback(`?code=c&state=${encodeState(['', 's'])}`)).toEqual({
      kind: 'bad-state',
      reason: 'wrong-parts',
    });
    expect(dropbox.readDropboxCallback('?code=c')).toEqual({kind: 'bad-state', reason: 'missing'});
    expect(dropbox.readDropboxCallback('?error=access_denied&error_description=no')).toEqual({
      kind: 'provider-error',
      error: 'access_denied',
      description: 'no',
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
    const url = baidu.buildAuthorizeUrl(' app ', redirect);
    expect(url.startsWith('https://openapi.baidu.com/oauth/2.0/authorize?')).toBe(true);
    expect(query(url)).toEqual({
      response_type: 'code',
      client_id: 'app',
      redirect_uri: redirect,
      scope: 'basic,netdisk',
      qrcode: '1',
      state: Buffer.from('app').toString('base64'),
    });
  });
  it('reads the callback with or without state', () => {
    expect(baidu.readBaiduCallback(`?code=c&state=${encodeState(['app'])}`)).toEqual({
      kind: 'ready',
      code: 'c',
      data: {clientId: 'app'},
    });
    expect(baidu.readBaiduCallback('?code=c')).toEqual({kind: 'ready', code: 'c', data: {}});
    expect(baidu.readBaiduCallback('?code=c&state=!')).toEqual({kind: 'bad-state', reason: 'bad-base64'});
    expect(baidu.readBaiduCallback(`?code=c&state=${encodeState(['a', 'b'])}`)).toEqual({
      kind: 'bad-state',
      reason: 'wrong-parts',
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
  it('builds the authorize URL', () => {
    const url = yandex.buildAuthorizeUrl({clientId: 'i', clientSecret: 's'}, redirect);
    expect(url.startsWith('https://oauth.yandex.com/authorize?')).toBe(true);
    expect(query(url)).toEqual({
      response_type: 'code',
      client_id: 'i',
      redirect_uri: redirect,
      state: Buffer.from('i::s').toString('base64'),
    });
  });
  it('reads the callback', () => {
    expect(yandex.readYandexCallback(`?code=1234567&state=${encodeState(['i', 's'])}`)).toEqual({
      kind: 'ready',
      code: '1234567',
      data: {clientId: 'i', clientSecret: 's'},
    });
    expect(yandex.readYandexCallback(`?code=1&state=${encodeState(['i', ''])}`)).toEqual({
      kind: 'bad-state',
      reason: 'wrong-parts',
    });
  });
  it('exchanges the code at Yandex with a form POST', () => {
    const request = yandex.tokenRequest('c', {clientId: 'i', clientSecret: 's'});
    expect(request.url).toBe('https://oauth.yandex.com/token');
    expect(request.headers).toEqual({'Content-Type': 'application/x-www-form-urlencoded'});
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c',
      client_id: 'i',
      client_secret: 's',
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

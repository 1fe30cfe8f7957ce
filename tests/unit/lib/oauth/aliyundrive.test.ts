import {
  aliyunCallback,
  aliyunFlowDetails,
  buildAuthorizeUrl,
  codeRequest,
  isSafeImageUrl,
  mapQrResponse,
  mapQrStatus,
  mapTokenResponse,
  qrRequest,
  qrStatusRequest,
  SERVER_CLIENT,
} from '@site/src/lib/oauth/aliyundrive';
import {startCallback} from '@site/src/lib/oauth/common';
import {jsonBody, network, ok, query} from './helpers';

const REDIRECT = 'http://127.0.0.1/tool/aliyundrive/callback';

describe('aliyundrive request', () => {
  it('builds the authorize URL with relogin and the flow nonce as state', () => {
    const url = buildAuthorizeUrl(' own-id ', REDIRECT, 'nonce-123');
    expect(url.startsWith('https://open.aliyundrive.com/oauth/authorize?')).toBe(true);
    expect(query(url)).toEqual({
      client_id: 'own-id',
      redirect_uri: REDIRECT,
      scope: 'user:base,file:all:read,file:all:write',
      response_type: 'code',
      state: 'nonce-123',
      relogin: 'true',
    });
  });
  it('keeps the client, and a QR code, in the flow', () => {
    expect(aliyunFlowDetails({clientId: ' a ', clientSecret: 'b '})).toEqual({clientId: 'a', clientSecret: 'b'});
    expect(aliyunFlowDetails(SERVER_CLIENT, 'qr-code')).toEqual({clientId: '', clientSecret: '', code: 'qr-code'});
  });
  it('asks for a QR code with or without own client', () => {
    expect(jsonBody(qrRequest('https://api.nn.ci', SERVER_CLIENT).body)).toEqual({});
    const own = qrRequest('https://api.nn.ci', {clientId: ' a ', clientSecret: 'b'});
    expect(own.url).toBe('https://api.nn.ci/alist/ali_open/qr');
    expect(jsonBody(own.body)).toEqual({client_id: 'a', client_secret: 'b'});
  });
  it('maps QR answers and refuses unsafe image addresses', () => {
    const qr = 'https://openapi.alipan.com/oauth/qrcode/s1';
    expect(mapQrResponse(ok({qrCodeUrl: qr, sid: 's1'}))).toEqual({ok: true, value: {qrCodeUrl: qr, sid: 's1'}});
    // Another host is not what the tool pages' Content-Security-Policy allows.
    expect(mapQrResponse(ok({qrCodeUrl: 'https://img.example/qr.png', sid: 's1'}))).toEqual({
      ok: false,
      error: {kind: 'unexpected'},
    });
    expect(isSafeImageUrl('http://openapi.alipan.com/oauth/qrcode/s1')).toBe(false);
    expect(mapQrResponse(ok({qrCodeUrl: 'javascript:alert(1)', sid: 's1'}))).toEqual({
      ok: false,
      error: {kind: 'unexpected'},
    });
    expect(mapQrResponse(ok({error: 'client not allowed'}))).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'client not allowed'},
    });
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeImageUrl('data:text/html;base64,AAAA')).toBe(false);
  });
  it('polls the status through the proxy', () => {
    expect(qrStatusRequest('http://localhost:3002', 'a/b').url).toBe(
      'http://localhost:3002/proxy/https://open.aliyundrive.com/oauth/qrcode/a%2Fb/status',
    );
  });
  it('maps status answers', () => {
    expect(mapQrStatus(ok({status: 'WaitLogin'}))).toEqual({ok: true, value: {status: 'WaitLogin'}});
    expect(mapQrStatus(ok({status: 'ScanSuccess'}))).toEqual({ok: true, value: {status: 'ScanSuccess'}});
    expect(mapQrStatus(ok({status: 'QRCodeExpired'}))).toEqual({ok: true, value: {status: 'QRCodeExpired'}});
    expect(mapQrStatus(ok({status: 'LoginSuccess', authCode: 'ac'}))).toEqual({
      ok: true,
      value: {status: 'LoginSuccess', authCode: 'ac'},
    });
    expect(mapQrStatus(ok({status: 'LoginSuccess'}))).toEqual({ok: false, error: {kind: 'unexpected'}});
    expect(mapQrStatus(ok({status: 'Weird'}))).toEqual({ok: true, value: {status: 'other', raw: 'Weird'}});
    expect(mapQrStatus(ok({}))).toEqual({ok: false, error: {kind: 'unexpected'}});
    expect(mapQrStatus(network)).toEqual({ok: false, error: {kind: 'network'}});
  });
});

describe('aliyundrive callback', () => {
  it('reads the client from the flow; a sign-in started elsewhere uses the server app after confirmation', () => {
    const flow = {
      provider: 'aliyundrive' as const,
      localeBase: '/',
      at: 1,
      details: {clientId: 'i', clientSecret: 's'},
    };
    expect(startCallback({code: 'c', state: 'n'}, {ok: true, flow}, aliyunCallback)).toEqual({
      kind: 'ready',
      code: 'c',
      data: {clientId: 'i', clientSecret: 's'},
    });
    expect(startCallback({code: 'c'}, {ok: false, reason: 'missing'}, aliyunCallback)).toEqual({
      kind: 'confirm',
      reason: 'missing',
      code: 'c',
      data: {clientId: '', clientSecret: ''},
    });
    expect(startCallback({code: 'c', state: 'n'}, {ok: false, reason: 'used'}, aliyunCallback)).toEqual({
      kind: 'no-flow',
      reason: 'used',
    });
  });
  it('POSTs the code exchange', () => {
    const request = codeRequest('https://api.nn.ci', 'c', {clientId: 'i', clientSecret: 's'});
    expect(request.url).toBe('https://api.nn.ci/alist/ali_open/code');
    expect(jsonBody(request.body)).toEqual({
      code: 'c',
      grant_type: 'authorization_code',
      client_id: 'i',
      client_secret: 's',
    });
  });
  it('maps token answers, including Aliyundrive code/message errors', () => {
    expect(mapTokenResponse(ok({refresh_token: 'r', access_token: 'a', expires_in: 7200}))).toEqual({
      ok: true,
      value: {refreshToken: 'r', accessToken: 'a', expiresIn: 7200},
    });
    expect(mapTokenResponse(ok({code: 'InvalidCode', message: 'code expired'}))).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'InvalidCode', description: 'code expired'},
    });
    expect(mapTokenResponse(ok({code: 'InvalidCode', message: 'code expired'}, 400))).toEqual({
      ok: false,
      error: {kind: 'http', status: 400, code: 'InvalidCode', description: 'code expired'},
    });
  });
});

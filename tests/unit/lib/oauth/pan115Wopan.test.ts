import * as pan115 from '@site/src/lib/oauth/pan115';
import * as wopan from '@site/src/lib/oauth/wopan';
import {jsonBody, ok} from './helpers';

describe('115', () => {
  it('knows which QR texts fit a QR code', () => {
    expect(pan115.fitsQrCode('x'.repeat(pan115.QR_MAX_BYTES))).toBe(true);
    expect(pan115.fitsQrCode('x'.repeat(pan115.QR_MAX_BYTES + 1))).toBe(false);
    // Counted in UTF-8 bytes: 1000 Chinese characters are 3000 bytes.
    expect(pan115.utf8Length('二'.repeat(1000))).toBe(3000);
    expect(pan115.fitsQrCode('二'.repeat(1000))).toBe(false);
    expect(pan115.utf8Length('a€😀')).toBe(1 + 3 + 4);
  });
  it('checks the optional app ID', () => {
    expect(pan115.checkAppId(' ')).toEqual({ok: true, appId: ''});
    expect(pan115.checkAppId(' 100195123 ')).toEqual({ok: true, appId: '100195123'});
    expect(pan115.checkAppId('abc')).toEqual({ok: false});
  });
  it('asks the API server for a device code', () => {
    expect(pan115.deviceCodeRequest('http://localhost:3002', '')).toEqual({
      url: 'http://localhost:3002/alist/115/auth_device_code?app_id=',
      method: 'GET',
    });
    expect(pan115.deviceCodeRequest('https://api.nn.ci', '123').url).toBe(
      'https://api.nn.ci/alist/115/auth_device_code?app_id=123',
    );
  });
  it('maps the device code', () => {
    const body = {
      code_verifier: 'v',
      resp: {uid: 'u', time: 1700000000, qrcode: 'https://115.com/scan/?uid=u', sign: 's'},
    };
    const value = {codeVerifier: 'v', uid: 'u', time: '1700000000', qrcode: 'https://115.com/scan/?uid=u', sign: 's'};
    expect(pan115.mapDeviceCode(ok(body))).toEqual({ok: true, value});
    expect(pan115.mapDeviceCode(ok({data: body}))).toEqual({ok: true, value});
    expect(pan115.mapDeviceCode(ok({code_verifier: 'v'}))).toEqual({ok: false, error: {kind: 'unexpected'}});
    expect(pan115.mapDeviceCode(ok({code_verifier: 'v', resp: {uid: 'u'}}))).toEqual({
      ok: false,
      error: {kind: 'unexpected'},
    });
    expect(pan115.mapDeviceCode(ok({error: 'app not found'}))).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'app not found'},
    });
  });
  it('POSTs code_verifier and uid for the tokens', () => {
    const request = pan115.tokenRequest('https://api.nn.ci', {codeVerifier: 'v', uid: 'u'});
    expect(request.url).toBe('https://api.nn.ci/alist/115/get_token');
    expect(jsonBody(request.body)).toEqual({code_verifier: 'v', uid: 'u'});
  });
  it('needs both tokens', () => {
    expect(pan115.mapTokenResponse(ok({access_token: 'a', refresh_token: 'r', expires_in: 7200}))).toEqual({
      ok: true,
      value: {accessToken: 'a', refreshToken: 'r', expiresIn: 7200},
    });
    expect(pan115.mapTokenResponse(ok({data: {access_token: 'a', refresh_token: 'r'}}))).toEqual({
      ok: true,
      value: {accessToken: 'a', refreshToken: 'r'},
    });
    expect(pan115.mapTokenResponse(ok({access_token: 'a'}))).toEqual({ok: false, error: {kind: 'unexpected'}});
    expect(pan115.mapTokenResponse(ok({state: 0, code: 40199002, message: 'not scanned'}))).toEqual({
      ok: false,
      error: {kind: 'provider', code: '40199002', description: 'not scanned'},
    });
  });
});

describe('wopan', () => {
  it('normalizes mainland mobile numbers', () => {
    expect(wopan.normalizePhone('138 0013 8000')).toBe('13800138000');
    expect(wopan.normalizePhone('138-0013-8000')).toBe('13800138000');
    expect(wopan.normalizePhone('23800138000')).toBeUndefined();
    expect(wopan.normalizePhone('1380013800')).toBeUndefined();
  });
  it('checks the login form', () => {
    expect(wopan.loginProblems({phone: '', password: ''})).toEqual(['phone', 'password']);
    expect(wopan.loginProblems({phone: '13800138000', password: ' x'})).toEqual([]);
  });
  it('checks the SMS code', () => {
    expect(wopan.normalizeVerifyCode(' 123456 ')).toBe('123456');
    expect(wopan.normalizeVerifyCode('12a4')).toBeUndefined();
    expect(wopan.normalizeVerifyCode('123')).toBeUndefined();
  });
  it('POSTs login and verification', () => {
    const login = wopan.loginRequest('https://api.nn.ci', {phone: '138 0013 8000', password: 'p w'});
    expect(login.url).toBe('https://api.nn.ci/alist/wopan/login');
    expect(jsonBody(login.body)).toEqual({phone: '13800138000', password: 'p w'});
    const verify = wopan.verifyRequest('https://api.nn.ci', {phone: '13800138000', password: 'p'}, ' 1234 ');
    expect(verify.url).toBe('https://api.nn.ci/alist/wopan/verify_code');
    expect(jsonBody(verify.body)).toEqual({phone: '13800138000', password: 'p', verify_code: '1234'});
  });
  it('maps answers', () => {
    expect(wopan.mapLoginResponse(ok({}))).toEqual({ok: true, value: true});
    expect(wopan.mapLoginResponse(ok({error: 'wrong password'}))).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'wrong password'},
    });
    expect(wopan.mapVerifyResponse(ok({access_token: 'a', refresh_token: 'r'}))).toEqual({
      ok: true,
      value: {accessToken: 'a', refreshToken: 'r'},
    });
    expect(wopan.mapVerifyResponse(ok({error: 'bad code'}))).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'bad code'},
    });
    expect(wopan.mapVerifyResponse(ok({refresh_token: 'r'}))).toEqual({ok: false, error: {kind: 'unexpected'}});
  });
});

import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import {createHash} from 'crypto';
import {readFileSync} from 'fs';
import path from 'path';
import {AliyundriveCallback, AliyundriveStart} from '@site/src/tools/aliyundrive';
import {BaiduStart, BaiduCallback} from '@site/src/tools/baidu';
import {DropboxCallback, DropboxStart} from '@site/src/tools/dropbox';
import {GoogleAlbums, GoogleCallback, GoogleStart} from '@site/src/tools/google';
import {YandexStart, YandexCallback} from '@site/src/tools/yandex';
import {Pan115Start} from '@site/src/tools/115';
import {WopanStart} from '@site/src/tools/wopan';
import {ValueField, COPIED_MS, ErrorNotice} from '@site/src/tools/shared/ui';
import {CAPTURE_KEY} from '@site/src/lib/oauth/callbackParams';
import {FLOW_STORE_KEY} from '@site/src/lib/oauth/flow';
import {QR_MAX_FAILURES} from '@site/src/tools/aliyundrive/QrLogin';
import {handOffAccessToken} from '@site/src/tools/google/handoff';
import {ToolFrame} from '@site/src/tools/shared/ui';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import {useLocaleMessages} from '@site/tests/mocks/generated/codeTranslations';
import {markToolDocument} from '@site/src/lib/site/toolDocument';
import {fakeFetch, setAddress, setToolClients, startedFlow} from './helpers';
import {fill} from './fill';

const API = 'http://stub.test';

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockContext.siteConfig.customFields = {};
  mockContext.siteConfig.baseUrl = '/';
  setToolClients(undefined);
  useLocaleMessages({});
});

/** The flow a start page recorded, by the nonce it sent. */
function flowOf(state: string | null): Record<string, unknown> | undefined {
  const flows = JSON.parse(window.sessionStorage.getItem(FLOW_STORE_KEY) ?? '{}') as Record<string, unknown>;
  return state === null ? undefined : (flows[state] as Record<string, unknown> | undefined);
}

describe('<ValueField />', () => {
  it('copies the value and says "Copied" for 1.5 s', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, {clipboard: {writeText}});
    try {
      render(<ValueField name="refresh_token" label="refresh_token" value="secret-token" />);
      expect(screen.getByLabelText('refresh_token')).toHaveAttribute('readonly');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', {name: 'Copy'}));
      });
      expect(writeText).toHaveBeenCalledWith('secret-token');
      expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(COPIED_MS - 1);
      });
      expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(screen.getByRole('button', {name: 'Copy'})).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when copying is impossible', async () => {
    Object.assign(navigator, {clipboard: {writeText: jest.fn().mockRejectedValue(new Error('denied'))}});
    Object.assign(document, {execCommand: jest.fn().mockReturnValue(false)});
    render(<ValueField name="t" label="t" value="v" />);
    await userEvent.click(screen.getByRole('button', {name: 'Copy'}));
    expect(await screen.findByText('Could not copy; select the text and copy it yourself')).toBeInTheDocument();
  });
});

describe('localized messages', () => {
  it('uses the Chinese strings of code.json', () => {
    const zh = JSON.parse(readFileSync(path.join(__dirname, '../../../i18n/zh-CN/code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    useLocaleMessages(zh);
    render(<ErrorNotice error={{kind: 'timeout'}} source="api" onRetry={() => undefined} />);
    expect(screen.getByText('请求超时')).toBeInTheDocument();
    expect(screen.getByText(/15 秒/)).toBeInTheDocument();
    expect(screen.getByRole('button', {name: '重试'})).toBeInTheDocument();
  });
});

describe('Aliyundrive', () => {
  it('scans a QR code and hands the code to the callback, with only the state in the address', async () => {
    setAddress('/tool/aliyundrive/request');
    const navigate = jest.fn();
    const {fetch, calls} = fakeFetch((call, i) =>
      call.url.endsWith('/qr')
        ? {body: {qrCodeUrl: 'https://openapi.alipan.com/oauth/qrcode/s1', sid: 's1'}}
        : {body: i < 2 ? {status: 'WaitLogin'} : {status: 'LoginSuccess', authCode: 'ac'}},
    );
    render(<AliyundriveStart fetchImpl={fetch} apiBase={API} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', {name: 'Scan QR code'}));
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'https://openapi.alipan.com/oauth/qrcode/s1');
    expect(screen.getByRole('img')).toHaveAttribute('referrerpolicy', 'no-referrer');
    await userEvent.click(screen.getByRole('button', {name: 'I have scanned'}));
    expect(await screen.findByText(/Waiting for the QR code/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'I have scanned'}));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const target = new URL(String(navigate.mock.calls[0]?.[0]), 'http://localhost');
    expect(target.pathname).toBe('/tool/aliyundrive/callback');
    expect([...target.searchParams.keys()]).toEqual(['state']);
    expect(calls[0]).toEqual({url: `${API}/alist/ali_open/qr`, method: 'POST', body: {}});
    expect(calls[1]?.url).toBe(`${API}/proxy/https://open.aliyundrive.com/oauth/qrcode/s1/status`);
    // The code waits in this tab's storage, under a flow of its own; the callback's capture script takes the state.
    expect(window.sessionStorage.getItem(CAPTURE_KEY)).toBeNull();
    expect(flowOf(target.searchParams.get('state'))).toMatchObject({
      provider: 'aliyundrive',
      details: {clientId: '', clientSecret: '', code: 'ac'},
    });
  });

  it('keeps checking after a failed check, and says when it gives up', async () => {
    jest.useFakeTimers();
    try {
      setAddress('/tool/aliyundrive/request');
      const {fetch, calls} = fakeFetch((call) =>
        call.url.endsWith('/qr') ? {body: {qrCodeUrl: 'data:image/png;base64,AAAA', sid: 's2'}} : 'network',
      );
      render(<AliyundriveStart fetchImpl={fetch} apiBase={API} navigate={jest.fn()} />);
      fireEvent.click(screen.getByRole('button', {name: 'Scan QR code'}));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('img')).toBeInTheDocument();
      // One failure: the error shows, and checking goes on by itself.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
      expect(screen.getByText('The server could not be reached')).toBeInTheDocument();
      expect(screen.getByText('Checking again in a few seconds…')).toBeInTheDocument();
      // One act per step, so that React schedules each next check.
      for (let step = 0; step < 30; step += 1) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(2000);
        });
      }
      const checks = calls.filter((c) => c.url.endsWith('/status'));
      expect(checks).toHaveLength(QR_MAX_FAILURES);
      expect(screen.getByText(/Stopped checking after 5 failed checks in a row/)).toBeInTheDocument();
      // Asking again resumes it.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', {name: 'I have scanned'}));
        await jest.advanceTimersByTimeAsync(0);
      });
      for (let step = 0; step < 3; step += 1) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(2000);
        });
      }
      expect(calls.filter((c) => c.url.endsWith('/status')).length).toBeGreaterThan(QR_MAX_FAILURES + 1);
      expect(screen.queryByText(/Stopped checking/)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('needs an app for the login page, and sends only a nonce', async () => {
    setAddress('/tool/aliyundrive/request');
    const navigate = jest.fn();
    render(<AliyundriveStart fetchImpl={fakeFetch(() => ({body: {}})).fetch} apiBase={API} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', {name: 'Go to login'}));
    expect(screen.getByText(/no default Aliyundrive app/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Use my own app'));
    await userEvent.type(screen.getByLabelText('Client ID (client_id)'), 'own');
    await userEvent.click(screen.getByRole('button', {name: 'Go to login'}));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Client secret (client_secret)'), 'sec');
    await userEvent.click(screen.getByRole('button', {name: 'Go to login'}));
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.toString()).not.toContain('sec');
    expect(flowOf(url.searchParams.get('state'))).toMatchObject({details: {clientId: 'own', clientSecret: 'sec'}});
    expect(url.searchParams.get('relogin')).toBe('true');
  });

  it('uses the configured default app and remembers a Chinese start', async () => {
    setToolClients({aliyundrive: {clientId: 'site-app'}});
    mockContext.siteConfig.baseUrl = '/zh/';
    setAddress('/zh/tool/aliyundrive/request');
    const navigate = jest.fn();
    render(<AliyundriveStart fetchImpl={fakeFetch(() => ({body: {}})).fetch} apiBase={API} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', {name: 'Go to login'}));
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.searchParams.get('client_id')).toBe('site-app');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/tool/aliyundrive/callback');
    expect(flowOf(url.searchParams.get('state'))).toMatchObject({
      provider: 'aliyundrive',
      localeBase: '/zh/',
      details: {clientId: '', clientSecret: ''},
    });
  });

  it('exchanges the code of a QR sign-in handed over in its flow', async () => {
    const state = startedFlow('aliyundrive', {clientId: '', clientSecret: '', code: 'qr-code'});
    setAddress(`/tool/aliyundrive/callback?state=${state}`);
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'art'}}));
    render(<AliyundriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByDisplayValue('art')).toBeInTheDocument();
    expect(screen.getByText("the API server's app")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      code: 'qr-code',
      grant_type: 'authorization_code',
      client_id: '',
      client_secret: '',
    });
  });

  it('asks before finishing a sign-in started elsewhere, and then sends the same payload as ever', async () => {
    setAddress('/tool/aliyundrive/callback?code=c');
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'art'}}));
    render(<AliyundriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('Finish a sign-in started elsewhere?')).toBeInTheDocument();
    expect(screen.getByText("the API server's app")).toBeInTheDocument();
    expect(screen.getByText(API)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', {name: 'I started this sign-in: get the tokens'}));
    expect(await screen.findByDisplayValue('art')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({code: 'c', grant_type: 'authorization_code', client_id: '', client_secret: ''});
  });

  it('refuses a used state outright', async () => {
    const state = startedFlow('aliyundrive', {clientId: '', clientSecret: ''});
    setAddress(`/tool/aliyundrive/callback?code=c&state=${state}`);
    const first = render(
      <AliyundriveCallback fetchImpl={fakeFetch(() => ({body: {refresh_token: 'a'}})).fetch} apiBase={API} />,
    );
    expect(await screen.findByDisplayValue('a')).toBeInTheDocument();
    first.unmount();
    setAddress(`/tool/aliyundrive/callback?code=c&state=${state}`);
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'b'}}));
    render(<AliyundriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('This sign-in has already been used')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: /get the tokens/})).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('Baidu', () => {
  it('starts with the configured app', async () => {
    setToolClients({baidu: {clientId: 'bd-app'}});
    setAddress('/tool/baidu/');
    const navigate = jest.fn();
    render(<BaiduStart navigate={navigate} />);
    expect(screen.getByText('bd-app')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Sign in to Baidu Netdisk'}));
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.searchParams.get('scope')).toBe('basic,netdisk');
    expect(flowOf(url.searchParams.get('state'))).toMatchObject({provider: 'baidu', details: {clientId: 'bd-app'}});
  });

  it('GETs the exchange and reports a network failure with a retry', async () => {
    const state = startedFlow('baidu', {clientId: 'bd-app'});
    setAddress(`/tool/baidu/callback?code=x%26y&state=${state}`);
    const {fetch, calls} = fakeFetch((_c, i) => (i === 0 ? 'network' : {body: {refresh_token: 'brt'}}));
    render(<BaiduCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('The server could not be reached')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(await screen.findByDisplayValue('brt')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${API}/alist/baidu/get_refresh_token?code=x%26y`,
      `GET ${API}/alist/baidu/get_refresh_token?code=x%26y`,
    ]);
  });

  it('asks before finishing a sign-in that came without a state', async () => {
    setAddress('/tool/baidu/callback?code=elsewhere');
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'brt'}}));
    render(<BaiduCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('Finish a sign-in started elsewhere?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', {name: 'I started this sign-in: get the tokens'}));
    expect(await screen.findByDisplayValue('brt')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([`${API}/alist/baidu/get_refresh_token?code=elsewhere`]);
  });
});

describe('Dropbox', () => {
  it('starts with the default app without asking for a secret', async () => {
    setToolClients({dropbox: {clientId: 'dbx-app'}});
    setAddress('/tool/dropbox/request');
    const navigate = jest.fn();
    render(<DropboxStart navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', {name: 'Get refresh token'}));
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.searchParams.get('token_access_type')).toBe('offline');
    expect(flowOf(url.searchParams.get('state'))).toMatchObject({details: {clientId: 'dbx-app', clientSecret: ''}});
  });

  it('sends redirect_uri with the exchange', async () => {
    const state = startedFlow('dropbox', {clientId: 'k', clientSecret: 's'});
    setAddress(`/tool/dropbox/callback?code=c&state=${state}`);
    const {fetch, calls} = fakeFetch(() => ({
      status: 400,
      body: {error: 'invalid_grant', error_description: 'expired'},
    }));
    render(<DropboxCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('The server answered with an error (HTTP 400)')).toBeInTheDocument();
    expect(screen.getByText('invalid_grant: expired')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      code: 'c',
      client_id: 'k',
      client_secret: 's',
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost/tool/dropbox/callback',
    });
  });
});

describe('Google', () => {
  it('asks for at least one product and explains a preset with another redirect URI', async () => {
    setToolClients({google: {clientId: 'p', clientSecret: 's', redirectUri: 'http://127.0.0.1:53682/'}});
    setAddress('/tool/google/request');
    const navigate = jest.fn();
    render(<GoogleStart navigate={navigate} />);
    expect(screen.getByText(/registered with another redirect URI/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Google Drive'));
    await userEvent.click(screen.getByLabelText('Google Photos'));
    await userEvent.click(screen.getByRole('button', {name: 'Get refresh token'}));
    expect(screen.getByText('Tick at least one.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Google Photos'));
    await userEvent.click(screen.getByRole('button', {name: 'Get refresh token'}));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/photoslibrary');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:53682/');
  });

  it('signs in with PKCE: the challenge in the address, the verifier kept for the exchange', async () => {
    setAddress('/tool/google/request');
    const navigate = jest.fn();
    render(<GoogleStart navigate={navigate} />);
    await userEvent.type(screen.getByLabelText('Client ID (client_id)'), 'g-id');
    await userEvent.type(screen.getByLabelText('Client secret (client_secret)'), 'g-secret');
    await userEvent.click(screen.getByRole('button', {name: 'Get refresh token'}));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.toString()).not.toContain('g-secret');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const flow = flowOf(url.searchParams.get('state')) as {details: {codeVerifier: string}};
    const expected = createHash('sha256').update(flow.details.codeVerifier).digest('base64url');
    expect(url.searchParams.get('code_challenge')).toBe(expected);
  });

  it('warns when no refresh token came back, and hands the access token over in memory only', async () => {
    const state = startedFlow('google', {
      clientId: 'i',
      clientSecret: 's',
      redirectUri: 'http://localhost/tool/google/callback',
      codeVerifier: 'verifier',
    });
    setAddress(`/tool/google/callback?code=c&state=${state}&scope=x`);
    const {fetch, calls} = fakeFetch(() => ({body: {access_token: 'gat'}}));
    render(
      <MemoryRouter>
        <GoogleCallback fetchImpl={fetch} />
      </MemoryRouter>,
    );
    expect(await screen.findByDisplayValue('gat')).toBeInTheDocument();
    expect(screen.getByText(/returned no refresh token/)).toBeInTheDocument();
    expect(calls[0]?.url).toBe('https://oauth2.googleapis.com/token');
    expect(calls[0]?.body).toMatchObject({code: 'c', code_verifier: 'verifier', client_secret: 's'});
    await userEvent.click(screen.getByRole('button', {name: 'List Google Photos albums'}));
    expect(JSON.stringify(window.history.state)).not.toContain('gat');
  });

  it('lists albums page by page from a refresh token, and can stop', async () => {
    handOffAccessToken('from-callback');
    const {fetch, calls} = fakeFetch((call) => {
      if (call.url === 'https://oauth2.googleapis.com/token') return {body: {access_token: 'fresh'}};
      return new URL(call.url).searchParams.get('pageToken')
        ? {body: {albums: [{id: 'a2', title: 'Two', mediaItemsCount: '2'}]}}
        : {body: {albums: [{id: 'a1', title: 'One', mediaItemsCount: '1'}], nextPageToken: 'n'}};
    });
    render(
      <MemoryRouter initialEntries={['/tool/google/album']}>
        <GoogleAlbums fetchImpl={fetch} />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('access_token')).toHaveValue('from-callback');
    await userEvent.selectOptions(screen.getByLabelText('Sign in with'), 'refresh');
    await userEvent.type(screen.getByLabelText('Client ID (client_id)'), 'i');
    await userEvent.type(screen.getByLabelText('Client secret (client_secret)'), 's');
    await userEvent.type(screen.getByLabelText('refresh_token'), 'r');
    await userEvent.click(screen.getByRole('button', {name: 'List albums'}));
    expect(await screen.findByText('a2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(calls.map((c) => c.url)).toEqual([
      'https://oauth2.googleapis.com/token',
      'https://photoslibrary.googleapis.com/v1/albums?pageSize=50',
      'https://photoslibrary.googleapis.com/v1/albums?pageSize=50&pageToken=n',
    ]);
  });

  it('cancels a walk that takes too long', async () => {
    const {fetch} = fakeFetch(() => 'hang');
    render(
      <MemoryRouter>
        <GoogleAlbums fetchImpl={fetch} />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('access_token'), 't');
    await userEvent.click(screen.getByRole('button', {name: 'List albums'}));
    await userEvent.click(await screen.findByRole('button', {name: 'Cancel'}));
    expect(screen.getByText(/Listing stopped/)).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Cancel'})).toBeNull();
    expect(screen.getByRole('button', {name: 'List albums'})).toBeEnabled();
  });
});

describe('Yandex', () => {
  it('needs an app, then starts the sign-in with PKCE', async () => {
    setAddress('/tool/yandex/');
    const navigate = jest.fn();
    render(<YandexStart navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', {name: 'Sign in to Yandex'}));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Client ID (client_id)'), 'y');
    await userEvent.type(screen.getByLabelText('Client secret (client_secret)'), 'z');
    await userEvent.click(screen.getByRole('button', {name: 'Sign in to Yandex'}));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(flowOf(url.searchParams.get('state'))).toMatchObject({details: {clientId: 'y', clientSecret: 'z'}});
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('exchanges the code at Yandex', async () => {
    const state = startedFlow('yandex', {clientId: 'y', clientSecret: 'z', codeVerifier: 'v'});
    setAddress(`/tool/yandex/callback?code=123&state=${state}`);
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'yrt', access_token: 'yat'}}));
    render(<YandexCallback fetchImpl={fetch} />);
    expect(await screen.findByDisplayValue('yrt')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: 'https://oauth.yandex.com/token',
      method: 'POST',
      body: {grant_type: 'authorization_code', code: '123', client_id: 'y', client_secret: 'z', code_verifier: 'v'},
    });
  });
});

describe('115', () => {
  it('draws the QR code in the page and gets the tokens', async () => {
    const {fetch, calls} = fakeFetch((call) =>
      call.url.includes('auth_device_code')
        ? {body: {code_verifier: 'v', resp: {uid: 'u', time: 1, qrcode: 'https://115.example/qr?uid=u', sign: 's'}}}
        : {body: {access_token: 'a115', refresh_token: 'r115'}},
    );
    const {container} = render(<Pan115Start fetchImpl={fetch} apiBase={API} />);
    await userEvent.type(screen.getByLabelText('App ID (optional)'), 'x1');
    await userEvent.click(screen.getByRole('button', {name: 'Get QR code'}));
    expect(screen.getByText('An app ID is a number.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('App ID (optional)'));
    await userEvent.type(screen.getByLabelText('App ID (optional)'), '42');
    await userEvent.click(screen.getByRole('button', {name: 'Get QR code'}));
    await screen.findByRole('button', {name: 'I have scanned'});
    expect(container.querySelector('svg path')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', {name: 'I have scanned'}));
    expect(await screen.findByDisplayValue('r115')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      `${API}/alist/115/auth_device_code?app_id=42`,
      `${API}/alist/115/get_token`,
    ]);
    expect(calls[1]?.body).toEqual({code_verifier: 'v', uid: 'u'});
  });
});

describe('115: a QR text too long for a QR code', () => {
  it('says so instead of breaking the page', async () => {
    const {fetch} = fakeFetch(() => ({
      body: {code_verifier: 'v', resp: {uid: 'u', time: 1, qrcode: 'x'.repeat(4000), sign: 's'}},
    }));
    render(<Pan115Start fetchImpl={fetch} apiBase={API} />);
    await userEvent.click(screen.getByRole('button', {name: 'Get QR code'}));
    expect(await screen.findByText('The QR code cannot be drawn')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Get QR code'})).toBeInTheDocument();
  });
});

describe('ToolFrame', () => {
  it('keeps a failing tool inside its frame, with a localized message', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom with a token');
    }
    try {
      render(<ToolFrame>{() => <Broken />}</ToolFrame>);
      expect(screen.getByText('This tool stopped working')).toBeInTheDocument();
      expect(screen.queryByText(/boom/)).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('never renders a tool in a document that began outside the tool pages', () => {
    // jsdom cannot reload; it reports that as a console error.
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    markToolDocument(document, false);
    try {
      render(<ToolFrame>{() => <p>the form</p>}</ToolFrame>);
      expect(screen.queryByText('the form')).toBeNull();
      expect(screen.getByText('Loading the tool…')).toBeInTheDocument();
    } finally {
      delete document.documentElement.dataset.toolDocument;
      spy.mockRestore();
    }
  });
});

describe('Wopan', () => {
  it('checks the form, sends the code, then gets the tokens', async () => {
    const {fetch, calls} = fakeFetch((call) =>
      call.url.endsWith('/login') ? {body: {}} : {body: {access_token: 'wa', refresh_token: 'wr'}},
    );
    render(<WopanStart fetchImpl={fetch} apiBase={API} />);
    await userEvent.click(screen.getByRole('button', {name: 'Send verification code'}));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    fill(screen.getByLabelText('Phone number'), '13800138000');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', {name: 'Send verification code'}));
    expect(await screen.findByText(/on its way by SMS/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '12');
    await userEvent.click(screen.getByRole('button', {name: 'Get token'}));
    expect(screen.getByText('The code is the 4 to 8 digits from the SMS.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '34');
    await userEvent.click(screen.getByRole('button', {name: 'Get token'}));
    expect(await screen.findByDisplayValue('wr')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      {phone: '13800138000', password: 'pw'},
      {phone: '13800138000', password: 'pw', verify_code: '1234'},
    ]);
    expect(JSON.parse(window.sessionStorage.getItem('alist_tool_wopan_token') ?? '{}')).toEqual({phone: '13800138000'});
  });
});

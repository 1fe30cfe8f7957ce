import {act, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {OneDriveCallback, OneDriveStart, OneDriveWebDav} from '@site/src/tools/onedrive';
import {CAPTURE_KEY, CAPTURE_SCRIPT} from '@site/src/lib/oauth/callbackParams';
import {FLOW_STORE_KEY, FLOW_TTL_MS} from '@site/src/lib/oauth/flow';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import {b64, fakeFetch, setAddress, setToolClients, startedFlow} from './helpers';
import {fill} from './fill';

const API = 'http://stub.test';
/** What the API server receives as `client`: Base64 of id::secret::zone, as before. */
const CLIENT = b64('my-id::my-secret::cn');
const DETAILS = {clientId: 'my-id', clientSecret: 'my-secret', zone: 'cn'};

/** A callback address of a sign-in this tab started. */
function callbackOf(search: Record<string, string>, details: Record<string, string> = DETAILS): string {
  const state = startedFlow('onedrive', details);
  return `/tool/onedrive/callback?${new URLSearchParams({...search, state}).toString()}`;
}

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockContext.siteConfig.customFields = {};
  mockContext.siteConfig.baseUrl = '/';
  setToolClients(undefined);
  setAddress('/tool/onedrive/request');
});

describe('<OneDriveStart />', () => {
  it('asks for the missing fields, then starts the sign-in in the chosen zone', async () => {
    const navigate = jest.fn();
    render(<OneDriveStart navigate={navigate} />);
    expect(screen.getByText('Use your own app')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'cn');
    await userEvent.click(screen.getByRole('button', {name: 'Get refresh token'}));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Client ID (client_id)'), 'my-id');
    await userEvent.type(screen.getByLabelText('Client secret (client_secret)'), 'my-secret');
    await userEvent.click(screen.getByRole('button', {name: 'Get refresh token'}));
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://login.chinacloudapi.cn/common/oauth2/v2.0/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/tool/onedrive/callback');
    // The state is a random nonce; the secret is nowhere in the address.
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url.toString()).not.toContain('my-secret');
    // The flow's details wait in this tab's storage under the nonce, with the locale to return to.
    const flows = JSON.parse(window.sessionStorage.getItem(FLOW_STORE_KEY) ?? '{}') as Record<string, unknown>;
    expect(flows[state]).toMatchObject({status: 'pending', provider: 'onedrive', localeBase: '/', details: DETAILS});
    // The form's draft keeps client ID and zone, never the secret; nothing goes to local storage.
    expect(JSON.parse(window.sessionStorage.getItem('alist_tool_onedrive_request') ?? '{}')).toEqual({
      zone: 'cn',
      clientId: 'my-id',
      own: '',
    });
    expect(window.localStorage.length).toBe(0);
  });

  it('says so when the browser refuses to keep the sign-in', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation((key) => {
      if (key === FLOW_STORE_KEY) throw new Error('QuotaExceededError');
    });
    try {
      const navigate = jest.fn();
      render(<OneDriveStart navigate={navigate} />);
      await userEvent.type(screen.getByLabelText('Client ID (client_id)'), 'my-id');
      await userEvent.type(screen.getByLabelText('Client secret (client_secret)'), 'my-secret');
      await userEvent.click(screen.getByRole('button', {name: 'Get refresh token'}));
      expect(screen.getByText('This browser does not let the page keep the sign-in')).toBeInTheDocument();
      expect(navigate).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Client secret (client_secret)')).toHaveValue('my-secret');
    } finally {
      setItem.mockRestore();
    }
  });

  it('links Create client to the zone portal', async () => {
    render(<OneDriveStart navigate={jest.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'us');
    expect(screen.getByRole('link', {name: 'Create client'})).toHaveAttribute(
      'href',
      'https://portal.azure.us/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade',
    );
  });

  it('uses a configured default client unless the visitor picks their own', async () => {
    setToolClients({onedrive: {global: {clientId: 'site-id', clientSecret: 'site-secret'}}});
    const navigate = jest.fn();
    render(<OneDriveStart navigate={navigate} />);
    expect(screen.queryByLabelText('Client ID (client_id)')).toBeNull();
    await userEvent.click(screen.getByRole('button', {name: 'Get refresh token'}));
    expect(new URL(navigate.mock.calls[0][0] as string).searchParams.get('client_id')).toBe('site-id');
    await userEvent.click(screen.getByLabelText('Use my own app'));
    expect(screen.getByLabelText('Client ID (client_id)')).toBeInTheDocument();
    // A zone without a default shows the fields and the help.
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'de');
    expect(screen.getByText('Use your own app')).toBeInTheDocument();
  });
});

describe('<OneDriveCallback />', () => {
  it('exchanges the code of a sign-in this tab started, with the same payload as ever', async () => {
    setAddress(callbackOf({code: 'the-code', session_state: 'x'}));
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'rt', access_token: 'at'}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByDisplayValue('rt')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('at')).toBeInTheDocument();
    expect(calls).toEqual([
      {url: `${API}/alist/onedrive/get_refresh_token`, method: 'POST', body: {code: 'the-code', client: CLIENT}},
    ]);
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/tool/onedrive/callback');
    expect(window.sessionStorage.getItem(CAPTURE_KEY)).toBeNull();
    expect(screen.getByText('my-id')).toBeInTheDocument();
    expect(screen.getByText('21Vianet China (cn)')).toBeInTheDocument();
    expect(screen.queryByText('my-secret')).toBeNull();
    // The flow is used up and its secret dropped.
    expect(window.sessionStorage.getItem(FLOW_STORE_KEY)).not.toContain('my-secret');
  });

  it('reads an answer the inline script already moved out of the address', async () => {
    const state = startedFlow('onedrive', DETAILS);
    setAddress(`/tool/onedrive/callback?code=moved&state=${state}`);
    new Function(CAPTURE_SCRIPT)();
    expect(window.location.search).toBe('');
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'rt'}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByDisplayValue('rt')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({code: 'moved', client: CLIENT});
  });

  it('refuses an answer another document planted in the storage, even for a flow of this tab', async () => {
    // What a script of an ordinary page could write before sending the tab to the bare callback address.
    const state = startedFlow('onedrive', DETAILS);
    for (const key of [undefined, 'guessed']) {
      window.sessionStorage.setItem(
        CAPTURE_KEY,
        JSON.stringify({path: '/tool/onedrive/callback', params: {code: 'planted', state}, at: Date.now(), key}),
      );
      setAddress('/tool/onedrive/callback');
      const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'rt'}}));
      const view = render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
      expect(await screen.findByText('No authorization code in the address')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      view.unmount();
    }
    // The flow is still there for the real answer.
    expect(JSON.parse(window.sessionStorage.getItem(FLOW_STORE_KEY) ?? '{}')[state]).toMatchObject({status: 'pending'});
  });

  it.each([
    [
      'a state this tab never issued',
      () => `?code=c&state=${'A'.repeat(32)}`,
      'This sign-in was not started in this browser tab',
    ],
    [
      'the old Base64 state of a crafted link',
      () => `?code=c&state=${encodeURIComponent(CLIENT)}`,
      'This sign-in was not started in this browser tab',
    ],
    ['no state at all', () => '?code=c', 'This sign-in was not started on this page'],
  ])('refuses %s, exchanges nothing and offers a new start', async (_name, search, title) => {
    setAddress(`/tool/onedrive/callback${search()}`);
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'attacker'}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Start the sign-in again'})).toHaveAttribute(
      'href',
      '/tool/onedrive/request',
    );
    expect(screen.queryByRole('button', {name: /get the tokens/})).toBeNull();
    expect(calls).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it('refuses a state used once already, and one that expired', async () => {
    const state = startedFlow('onedrive', DETAILS);
    setAddress(`/tool/onedrive/callback?code=c&state=${state}`);
    const first = fakeFetch(() => ({body: {refresh_token: 'rt'}}));
    const {unmount} = render(<OneDriveCallback fetchImpl={first.fetch} apiBase={API} />);
    expect(await screen.findByDisplayValue('rt')).toBeInTheDocument();
    unmount();
    // The same link again.
    setAddress(`/tool/onedrive/callback?code=c&state=${state}`);
    const again = fakeFetch(() => ({body: {refresh_token: 'again'}}));
    const second = render(<OneDriveCallback fetchImpl={again.fetch} apiBase={API} />);
    expect(await screen.findByText('This sign-in has already been used')).toBeInTheDocument();
    expect(again.calls).toHaveLength(0);
    second.unmount();
    const old = startedFlow('onedrive', DETAILS, {at: Date.now() - FLOW_TTL_MS - 1000});
    setAddress(`/tool/onedrive/callback?code=c&state=${old}`);
    const late = fakeFetch(() => ({body: {refresh_token: 'late'}}));
    render(<OneDriveCallback fetchImpl={late.fetch} apiBase={API} />);
    expect(await screen.findByText('This sign-in has expired')).toBeInTheDocument();
    expect(late.calls).toHaveLength(0);
  });

  it('retries after a server error without losing anything', async () => {
    setAddress(callbackOf({code: 'c'}));
    const {fetch, calls} = fakeFetch((_c, i) =>
      i === 0 ? {status: 502, body: '<html>bad gateway</html>'} : {body: {refresh_token: 'rt2'}},
    );
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('The server sent an unreadable answer')).toBeInTheDocument();
    // Retrying may fail: the code may already be spent.
    expect(screen.getByText(/An authorization code works only once/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Start the sign-in again'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(await screen.findByDisplayValue('rt2')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({code: 'c', client: CLIENT});
  });

  it('shows a provider error without a retry', async () => {
    setAddress(callbackOf({code: 'c'}));
    const {fetch} = fakeFetch(() => ({
      body: {error: 'invalid_grant', error_description: 'AADSTS54005: code was already redeemed'},
    }));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('invalid_grant: AADSTS54005: code was already redeemed')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Try again'})).toBeNull();
    expect(screen.getByRole('link', {name: 'Start the sign-in again'})).toBeInTheDocument();
  });

  it('times out after the configured delay, and says the code may be spent', async () => {
    jest.useFakeTimers();
    try {
      setAddress(callbackOf({code: 'c'}));
      const {fetch} = fakeFetch(() => 'hang');
      render(<OneDriveCallback fetchImpl={fetch} apiBase={API} timeoutMs={15_000} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(14_999);
      });
      expect(screen.queryByText('The request timed out')).toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(screen.getByText('The request timed out')).toBeInTheDocument();
      expect(screen.getByText(/did not answer within 15 seconds/)).toBeInTheDocument();
      expect(screen.getByText(/An authorization code works only once/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders query values as text', async () => {
    setAddress(
      `/tool/onedrive/callback?error=${encodeURIComponent('<b>x</b>')}&error_description=${encodeURIComponent('<img src=x>')}`,
    );
    const {fetch, calls} = fakeFetch(() => ({body: {}}));
    const {container} = render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('The provider reported an error')).toBeInTheDocument();
    expect(screen.getByText('<b>x</b>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it('explains a callback without a code', async () => {
    setAddress('/tool/onedrive/callback');
    const {fetch, calls} = fakeFetch(() => ({body: {}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('No authorization code in the address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('forwards a visitor who started in Chinese with location.replace, before reading anything', async () => {
    const state = startedFlow('onedrive', DETAILS, {localeBase: '/zh/'});
    setAddress(`/tool/onedrive/callback?code=c&state=${state}`);
    const navigate = jest.fn();
    const {fetch, calls} = fakeFetch(() => ({body: {}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} navigate={navigate} />);
    // The answer goes on in the address, for the Chinese page's own capture script; Back never returns here.
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/zh/tool/onedrive/callback?code=c&state=${state}`, {replace: true}),
    );
    expect(calls).toHaveLength(0);
    expect(window.location.search).toBe('');
    expect(window.sessionStorage.getItem(CAPTURE_KEY)).toBeNull();
    // The flow is not used up by the forwarding page.
    expect(JSON.parse(window.sessionStorage.getItem(FLOW_STORE_KEY) ?? '{}')[state]).toMatchObject({status: 'pending'});
  });

  it('finishes in Chinese what the English page forwarded', async () => {
    mockContext.siteConfig.baseUrl = '/zh/';
    const state = startedFlow('onedrive', DETAILS, {localeBase: '/zh/'});
    setAddress(`/zh/tool/onedrive/callback?code=zh-code&state=${state}`);
    new Function(CAPTURE_SCRIPT)();
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'zh-rt'}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByDisplayValue('zh-rt')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({code: 'zh-code', client: CLIENT});
  });

  it('looks up a SharePoint site ID', async () => {
    setAddress(callbackOf({code: 'c'}));
    const {fetch, calls} = fakeFetch((call) =>
      call.url.endsWith('get_site_id')
        ? (call.body as {site_url: string}).site_url.includes('nope')
          ? {body: {error: {code: 'itemNotFound', message: 'gone'}}}
          : {body: {id: 'site-1'}}
        : {body: {refresh_token: 'rt', access_token: 'at'}},
    );
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    await screen.findByDisplayValue('rt');
    await userEvent.click(screen.getByRole('button', {name: 'Get site ID'}));
    expect(screen.getByText('Required')).toBeInTheDocument();
    const field = screen.getByLabelText('Site address');
    fill(field, 'https://contoso.sharepoint.com/');
    await userEvent.click(screen.getByRole('button', {name: 'Get site ID'}));
    expect(screen.getByText(/Enter the address of a site/)).toBeInTheDocument();
    await userEvent.clear(field);
    fill(field, 'https://contoso.sharepoint.com/sites/nope');
    await userEvent.click(screen.getByRole('button', {name: 'Get site ID'}));
    expect(await screen.findByText('itemNotFound: gone')).toBeInTheDocument();
    expect(field).toHaveValue('https://contoso.sharepoint.com/sites/nope');
    await userEvent.clear(field);
    fill(field, 'https://contoso.sharepoint.com/sites/team');
    await userEvent.click(screen.getByRole('button', {name: 'Get site ID'}));
    expect(await screen.findByDisplayValue('site-1')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      site_url: 'https://contoso.sharepoint.com/sites/team',
      access_token: 'at',
      zone: 'cn',
    });
  });
});

describe('<OneDriveWebDav />', () => {
  it('explains a wrong address and shows the WebDAV address of a right one', async () => {
    render(<OneDriveWebDav />);
    const input = screen.getByLabelText('OneDrive or SharePoint address');
    await userEvent.click(screen.getByRole('button', {name: 'Get WebDAV address'}));
    expect(screen.getByText('Required')).toBeInTheDocument();
    fill(input, 'https://contoso.sharepoint.com/sites/team/SitePages/Home.aspx');
    await userEvent.click(screen.getByRole('button', {name: 'Get WebDAV address'}));
    expect(screen.getByLabelText('WebDAV address')).toHaveValue(
      'https://contoso.sharepoint.com/sites/team/Shared Documents',
    );
  });
});

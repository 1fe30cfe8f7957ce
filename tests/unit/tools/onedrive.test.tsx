import {act, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {OneDriveCallback, OneDriveStart, OneDriveWebDav} from '@site/src/tools/onedrive';
import {RETURN_LOCALE_KEY} from '@site/src/lib/oauth/returnLocale';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import {b64, fakeFetch, setAddress} from './helpers';
import {fill} from './fill';

const API = 'http://stub.test';
const STATE = b64('my-id::my-secret::cn');

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockContext.siteConfig.customFields = {};
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
    expect(url.searchParams.get('state')).toBe(STATE);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/tool/onedrive/callback');
    // An English start leaves no return-locale entry.
    expect(window.localStorage.getItem(RETURN_LOCALE_KEY)).toBeNull();
    // The client ID and zone survive a round trip; the secret is never stored.
    expect(JSON.parse(window.sessionStorage.getItem('alist_tool_onedrive_request') ?? '{}')).toEqual({
      zone: 'cn',
      clientId: 'my-id',
      own: '',
    });
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
    mockContext.siteConfig.customFields = {
      tools: {clients: {onedrive: {global: {clientId: 'site-id', clientSecret: 'site-secret'}}}},
    };
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
  it('exchanges the code, shows the tokens, removes code and state from the address', async () => {
    setAddress(`/tool/onedrive/callback?code=the-code&state=${encodeURIComponent(STATE)}&session_state=x`);
    const {fetch, calls} = fakeFetch(() => ({body: {refresh_token: 'rt', access_token: 'at'}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByDisplayValue('rt')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('at')).toBeInTheDocument();
    expect(calls).toEqual([
      {url: `${API}/alist/onedrive/get_refresh_token`, method: 'POST', body: {code: 'the-code', client: STATE}},
    ]);
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/tool/onedrive/callback');
    expect(screen.getByText('my-id')).toBeInTheDocument();
    expect(screen.getByText('21Vianet China (cn)')).toBeInTheDocument();
    expect(screen.queryByText('my-secret')).toBeNull();
  });

  it('retries after a server error without losing anything', async () => {
    setAddress(`/tool/onedrive/callback?code=c&state=${encodeURIComponent(STATE)}`);
    const {fetch, calls} = fakeFetch((_c, i) =>
      i === 0 ? {status: 502, body: '<html>bad gateway</html>'} : {body: {refresh_token: 'rt2'}},
    );
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('The server sent an unreadable answer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(await screen.findByDisplayValue('rt2')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({code: 'c', client: STATE});
  });

  it('shows a provider error without a retry', async () => {
    setAddress(`/tool/onedrive/callback?code=c&state=${encodeURIComponent(STATE)}`);
    const {fetch} = fakeFetch(() => ({
      body: {error: 'invalid_grant', error_description: 'AADSTS54005: code was already redeemed'},
    }));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText('invalid_grant: AADSTS54005: code was already redeemed')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Try again'})).toBeNull();
  });

  it('times out after the configured delay', async () => {
    jest.useFakeTimers();
    try {
      setAddress(`/tool/onedrive/callback?code=c&state=${encodeURIComponent(STATE)}`);
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

  it.each([
    ['?state=x', 'No authorization code in the address'],
    ['?code=c', 'The address is damaged'],
    ['?code=c&state=%25', 'The address is damaged'],
  ])('explains %p', async (search, title) => {
    setAddress(`/tool/onedrive/callback${search}`);
    const {fetch, calls} = fakeFetch(() => ({body: {}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Start the sign-in again'})).toHaveAttribute(
      'href',
      '/tool/onedrive/request',
    );
    expect(calls).toHaveLength(0);
  });

  it('forwards a visitor who started in Chinese, query intact, before reading anything', async () => {
    window.localStorage.setItem(
      RETURN_LOCALE_KEY,
      JSON.stringify({provider: 'onedrive', localeBase: '/zh/', at: Date.now()}),
    );
    setAddress(`/tool/onedrive/callback?code=c&state=${encodeURIComponent(STATE)}`);
    const navigate = jest.fn();
    const {fetch, calls} = fakeFetch(() => ({body: {}}));
    render(<OneDriveCallback fetchImpl={fetch} apiBase={API} navigate={navigate} />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/zh/tool/onedrive/callback?code=c&state=${encodeURIComponent(STATE)}`),
    );
    expect(calls).toHaveLength(0);
    expect(window.localStorage.getItem(RETURN_LOCALE_KEY)).toBeNull();
  });

  it('looks up a SharePoint site ID', async () => {
    setAddress(`/tool/onedrive/callback?code=c&state=${encodeURIComponent(STATE)}`);
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

import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {ApiConsole} from '@site/src/tools/api';
import type {FetchLike} from '@site/src/lib/http';
import {webcrypto} from 'crypto';
import {fill} from './fill';
import {setAddress} from './helpers';

// Typing into several fields with user-event is slow on a busy machine.
jest.setTimeout(30_000);

interface Sent {
  readonly url: string;
  readonly init?: RequestInit;
}

function respond(body: unknown, status = 200): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    type: 'cors',
    headers: new Headers({'content-type': 'application/json'}),
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

function fake(answer: (url: string, init?: RequestInit) => Response | 'network'): {fetch: FetchLike; sent: Sent[]} {
  const sent: Sent[] = [];
  const fetch: FetchLike = (url, init) => {
    sent.push({url, init});
    const a = answer(url, init);
    return a === 'network' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(a);
  };
  return {fetch, sent};
}

beforeEach(() => {
  window.sessionStorage.clear();
  setAddress('/tool/api');
});

test('preselects the route of the address and sends it with the token to the typed server', async () => {
  setAddress('/tool/api?route=admin-user-list');
  const user = userEvent.setup();
  const {fetch, sent} = fake(() => respond({code: 200, message: 'success', data: {content: [], total: 0}}));
  render(<ApiConsole fetchImpl={fetch} />);
  expect(screen.getByLabelText('Route')).toHaveValue('admin-user-list');
  await user.type(screen.getByLabelText('AList address'), 'nas.local:5244/alist');
  await user.type(screen.getByLabelText('Token'), 'tok-1');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(await screen.findByTestId('api-code')).toHaveTextContent('code 200');
  expect(sent[0]?.url).toBe('http://nas.local:5244/alist/api/admin/user/list?page=1&per_page=20');
  expect(new Headers(sent[0]?.init?.headers).get('Authorization')).toBe('tok-1');
  // Not asked to remember: the token is in this page's memory only.
  expect(window.sessionStorage.length).toBe(0);
});

test('keeps the address and token in the tab only while "Remember in this tab" is ticked', async () => {
  const user = userEvent.setup();
  const first = render(<ApiConsole fetchImpl={fake(() => respond({})).fetch} />);
  expect(screen.getByRole('checkbox', {name: 'Remember in this tab'})).not.toBeChecked();
  await user.type(screen.getByLabelText('AList address'), 'http://nas:5244');
  await user.type(screen.getByLabelText('Token'), 'ADMIN-TOKEN');
  expect(JSON.stringify({...window.sessionStorage})).not.toContain('ADMIN-TOKEN');
  first.unmount();
  // A reload of the page: nothing came back.
  const second = render(<ApiConsole fetchImpl={fake(() => respond({})).fetch} />);
  expect(screen.getByLabelText('AList address')).toHaveValue('');
  await user.type(screen.getByLabelText('AList address'), 'http://nas:5244');
  await user.type(screen.getByLabelText('Token'), 'ADMIN-TOKEN');
  await user.click(screen.getByRole('checkbox', {name: 'Remember in this tab'}));
  expect(window.sessionStorage.getItem('alist_tool_api_console')).toContain('ADMIN-TOKEN');
  second.unmount();
  render(<ApiConsole fetchImpl={fake(() => respond({})).fetch} />);
  expect(screen.getByLabelText('Token')).toHaveValue('ADMIN-TOKEN');
  expect(screen.getByRole('checkbox', {name: 'Remember in this tab'})).toBeChecked();
  await user.click(screen.getByRole('checkbox', {name: 'Remember in this tab'}));
  expect(window.sessionStorage.getItem('alist_tool_api_console')).toBeNull();
  expect(screen.getByLabelText('Token')).toHaveValue('ADMIN-TOKEN');
});

test('never preselects a route of the address that changes data, until the reader confirms it', async () => {
  setAddress('/tool/api?route=admin-user-delete');
  const user = userEvent.setup();
  const {fetch, sent} = fake(() => respond({}));
  render(<ApiConsole fetchImpl={fetch} />);
  expect(screen.getByLabelText('Route')).toHaveValue('fs-list');
  expect(screen.getByText(/changes data on your server/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: /^Select /}));
  expect(screen.getByLabelText('Route')).toHaveValue('admin-user-delete');
  expect(sent).toHaveLength(0);
});

test('forgets the token when the address changes to another server', async () => {
  const user = userEvent.setup();
  render(<ApiConsole fetchImpl={fake(() => respond({})).fetch} />);
  const address = screen.getByLabelText('AList address');
  await user.type(address, 'http://a:5244');
  await user.type(screen.getByLabelText('Token'), 'secret');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  await user.clear(address);
  await user.type(address, 'http://b:5244');
  expect(screen.getByLabelText('Token')).toHaveValue('');
  expect(window.sessionStorage.getItem('alist_tool_api_console') ?? '').not.toContain('secret');
});

test('explains a CORS refusal in words after probing the server', async () => {
  const user = userEvent.setup();
  const {fetch, sent} = fake((_url, init) => (init?.mode === 'no-cors' ? respond('', 0) : 'network'));
  render(<ApiConsole fetchImpl={fetch} />);
  await user.type(screen.getByLabelText('AList address'), 'http://nas:5244');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(await screen.findByText(/does not allow this page to read the reply/)).toBeInTheDocument();
  expect(sent.map((s) => s.url)).toEqual(['http://nas:5244/api/fs/list', 'http://nas:5244/ping']);
  expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
});

test('explains an unreachable server and a timeout', async () => {
  const user = userEvent.setup();
  const {fetch} = fake(() => 'network');
  const {unmount} = render(<ApiConsole fetchImpl={fetch} />);
  await user.type(screen.getByLabelText('AList address'), 'http://nas:5244');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(await screen.findByText('The server could not be reached')).toBeInTheDocument();
  unmount();
  const hang: FetchLike = (_url, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
  render(<ApiConsole fetchImpl={hang} timeoutMs={30} />);
  await user.type(screen.getByLabelText('AList address'), 'http://nas:5244');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(await screen.findByText('The request timed out')).toBeInTheDocument();
});

test('shows an error envelope as AList’s refusal, not as a console failure', async () => {
  const user = userEvent.setup();
  const {fetch} = fake(() => respond({code: 403, message: 'You are not an admin', data: null}));
  render(<ApiConsole fetchImpl={fetch} />);
  await user.type(screen.getByLabelText('AList address'), 'http://nas:5244');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(await screen.findByTestId('api-code')).toHaveTextContent('code 403');
  expect(screen.getByTestId('api-body')).toHaveTextContent('You are not an admin');
  expect(screen.getByText(/AList refused the call/)).toBeInTheDocument();
});

test('signs in with the hashed password and fills the token', async () => {
  const original = Object.getOwnPropertyDescriptor(window, 'crypto');
  Object.defineProperty(window, 'crypto', {value: webcrypto, configurable: true});
  const user = userEvent.setup();
  const {fetch, sent} = fake(() => respond({code: 200, message: 'success', data: {token: 'jwt-1'}}));
  render(<ApiConsole fetchImpl={fetch} />);
  await user.type(screen.getByLabelText('AList address'), 'http://nas:5244');
  await user.click(screen.getByText('Sign in to get a token'));
  await user.type(screen.getByLabelText('User name'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', {name: 'Sign in'}));
  await waitFor(() => expect(screen.getByLabelText('Token')).toHaveValue('jwt-1'));
  const body = JSON.parse(String(sent[0]?.init?.body)) as {username: string; password: string};
  expect(body.username).toBe('admin');
  expect(body.password).toMatch(/^[0-9a-f]{64}$/);
  expect(sent[0]?.url).toBe('http://nas:5244/api/auth/login/hash');
  expect(screen.getByLabelText('Password')).toHaveValue('');
  if (original) Object.defineProperty(window, 'crypto', original);
});

test('without Web Crypto (an insecure page), signs in with the plain-password route', async () => {
  const original = Object.getOwnPropertyDescriptor(window, 'crypto');
  Object.defineProperty(window, 'crypto', {value: {}, configurable: true});
  const user = userEvent.setup();
  const {fetch, sent} = fake(() => respond({code: 200, message: 'success', data: {token: 'jwt-2'}}));
  render(<ApiConsole fetchImpl={fetch} />);
  await user.type(screen.getByLabelText('AList address'), 'http://nas:5244');
  await user.click(screen.getByText('Sign in to get a token'));
  await user.type(screen.getByLabelText('User name'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', {name: 'Sign in'}));
  await waitFor(() => expect(screen.getByLabelText('Token')).toHaveValue('jwt-2'));
  expect(sent[0]?.url).toBe('http://nas:5244/api/auth/login');
  if (original) Object.defineProperty(window, 'crypto', original);
});

test('keeps bad input and says what is wrong', async () => {
  const user = userEvent.setup();
  const {fetch, sent} = fake(() => respond({}));
  render(<ApiConsole fetchImpl={fetch} />);
  const address = screen.getByLabelText('AList address');
  await user.type(address, 'ftp://nas');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(screen.getByText('The address must start with http:// or https://.')).toBeInTheDocument();
  expect(address).toHaveValue('ftp://nas');
  expect(sent).toHaveLength(0);
});

test('keeps a JSON field that does not parse, says so, and sends nothing', async () => {
  setAddress('/tool/api?route=fs-copy');
  const user = userEvent.setup();
  const {fetch, sent} = fake(() => respond({}));
  const {container} = render(<ApiConsole fetchImpl={fetch} />);
  await user.click(screen.getByRole('button', {name: /^Select /}));
  expect(screen.getByLabelText('Route')).toHaveValue('fs-copy');
  fill(screen.getByLabelText('AList address'), 'http://nas:5244');
  const names = container.querySelector<HTMLTextAreaElement>('textarea[name="body.names"]')!;
  fill(names, '["a.txt",');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(screen.getByText('This is not valid JSON. Check the quotes, commas and brackets.')).toBeInTheDocument();
  expect(names).toHaveValue('["a.txt",');
  expect(sent).toHaveLength(0);
});

test('says when the address names a route the console cannot call', () => {
  setAddress('/tool/api?route=download-d');
  render(<ApiConsole fetchImpl={fake(() => respond({})).fetch} />);
  expect(screen.getByText('GET /d/{path}')).toBeInTheDocument();
  expect(screen.getByLabelText('Route')).toHaveValue('fs-list');
});

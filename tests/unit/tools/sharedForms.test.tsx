// The shared pieces of the tools' forms: useSignInForm/SignInForm (the OAuth
// start forms) and RequestForm (a form that sends one request to the API server).
import {useState, type ReactNode} from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {get} from '@site/src/lib/http';
import {mapOutcome, text} from '@site/src/lib/oauth/common';
import {FLOW_STORE_KEY} from '@site/src/lib/oauth/flow';
import {RequestForm} from '@site/src/tools/shared/requestForm';
import {SignInForm, useSignInForm, type Launch} from '@site/src/tools/shared/signInForm';
import {Field, ValueField} from '@site/src/tools/shared/ui';
import {useRequest} from '@site/src/tools/shared/useRequest';
import {useToolEnv, type ToolProps} from '@site/src/tools/shared/useToolEnv';
import {fakeFetch, setAddress, setToolClients} from './helpers';
import {fill} from './fill';

const API = 'http://stub.test';
const DRAFT_KEY = 'alist_tool_test_request';

jest.setTimeout(20_000);

beforeEach(() => {
  setAddress('/tool/dropbox/request');
  window.sessionStorage.clear();
  setToolClients(undefined);
});

/** A start form on the shared pieces, as a tool writes one (Dropbox's default app, PKCE or not). */
function TestStart({pkce = false, ...props}: ToolProps & {readonly pkce?: boolean}): ReactNode {
  const form = useSignInForm(props, 'dropbox', DRAFT_KEY, {own: '', clientId: ''}, (clients) => clients.dropbox);
  const submit = (): void => {
    const client = form.defaultApp ? {clientId: form.defaultApp.clientId, clientSecret: ''} : form.ownClient;
    const missing = form.defaultApp
      ? []
      : (['clientId', 'clientSecret'] as const).filter((field) => client[field].trim() === '');
    const details = {clientId: client.clientId, clientSecret: client.clientSecret};
    const launch: Launch = pkce
      ? (signIn) =>
          signIn.startWithPkce(details, (state, challenge) => `https://provider.test/?state=${state}&c=${challenge}`)
      : (signIn) => signIn.start(details, (state) => `https://provider.test/?state=${state}`);
    form.start(missing, launch);
  };
  return (
    <SignInForm
      form={form}
      app={{console: {url: 'https://console.test/', name: 'the console', create: 'Create app'}}}
      onSubmit={submit}
      submit="Sign in"
    />
  );
}

function flows(): Record<string, {details?: Record<string, string>}> {
  return JSON.parse(window.sessionStorage.getItem(FLOW_STORE_KEY) ?? '{}') as Record<
    string,
    {details?: Record<string, string>}
  >;
}

describe('useSignInForm and <SignInForm />', () => {
  it('marks empty fields, starts nothing, and keeps what was typed', async () => {
    const navigate = jest.fn();
    render(<TestStart navigate={navigate} />);
    // Without a default app: the note on where to create one, the fields, the console button.
    expect(screen.getByText('Use your own app')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Create app'})).toHaveAttribute('href', 'https://console.test/');
    await userEvent.click(screen.getByRole('button', {name: 'Sign in'}));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Required', 'Required']);
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(FLOW_STORE_KEY)).toBeNull();

    // Blank after trimming is still missing; the field keeps the text.
    fill(screen.getByLabelText('Client ID (client_id)'), '  my-id ');
    fill(screen.getByLabelText('Client secret (client_secret)'), '   ');
    await userEvent.click(screen.getByRole('button', {name: 'Sign in'}));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Required']);
    expect(screen.getByLabelText('Client secret (client_secret)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Client ID (client_id)')).toHaveValue('  my-id ');
    expect(navigate).not.toHaveBeenCalled();

    fill(screen.getByLabelText('Client secret (client_secret)'), 'my-secret');
    await userEvent.click(screen.getByRole('button', {name: 'Sign in'}));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    const state = new URL(String(navigate.mock.calls[0]?.[0])).searchParams.get('state') ?? '';
    expect(flows()[state]?.details).toEqual({clientId: '  my-id ', clientSecret: 'my-secret'});
    // The draft keeps the client ID and the choice, never the secret.
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({own: '', clientId: '  my-id '});
  });

  it('signs in with the default app unless the visitor chooses their own, and remembers the choice', async () => {
    setToolClients({dropbox: {clientId: 'site-app'}});
    const navigate = jest.fn();
    const {unmount} = render(<TestStart navigate={navigate} />);
    expect(screen.queryByLabelText('Client ID (client_id)')).toBeNull();
    expect(screen.queryByRole('link', {name: 'Create app'})).toBeNull();
    await userEvent.click(screen.getByRole('button', {name: 'Sign in'}));
    const state = new URL(String(navigate.mock.calls[0]?.[0])).searchParams.get('state') ?? '';
    expect(flows()[state]?.details).toEqual({clientId: 'site-app', clientSecret: ''});

    await userEvent.click(screen.getByRole('checkbox', {name: 'Use my own app'}));
    expect(screen.getByLabelText('Client ID (client_id)')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Create app'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Sign in'}));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(navigate).toHaveBeenCalledTimes(1);

    // Back from the provider: the choice is restored from the draft.
    unmount();
    render(<TestStart navigate={navigate} />);
    expect(screen.getByRole('checkbox', {name: 'Use my own app'})).toBeChecked();
  });

  // Each takes away what a start needs and returns how to give it back.
  const refusals: [string, boolean, string, () => () => void][] = [
    [
      'session storage',
      false,
      'This browser does not let the page keep the sign-in',
      () => {
        const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation((key) => {
          if (key === FLOW_STORE_KEY) throw new Error('QuotaExceededError');
        });
        return () => spy.mockRestore();
      },
    ],
    [
      'Web Crypto (PKCE)',
      true,
      'This browser cannot secure the sign-in',
      () => {
        const {subtle} = window.crypto;
        Object.defineProperty(window.crypto, 'subtle', {value: undefined, configurable: true});
        return () => Object.defineProperty(window.crypto, 'subtle', {value: subtle, configurable: true});
      },
    ],
  ];

  it.each(refusals)(
    'says a start without %s could not be, and keeps the fields',
    async (_what, pkce, title, refuse) => {
      const giveBack = refuse();
      try {
        const navigate = jest.fn();
        render(<TestStart pkce={pkce} navigate={navigate} />);
        fill(screen.getByLabelText('Client ID (client_id)'), 'my-id');
        fill(screen.getByLabelText('Client secret (client_secret)'), 'my-secret');
        await userEvent.click(screen.getByRole('button', {name: 'Sign in'}));
        expect(await screen.findByRole('alert')).toHaveTextContent(title);
        expect(navigate).not.toHaveBeenCalled();
        expect(screen.getByLabelText('Client secret (client_secret)')).toHaveValue('my-secret');
        expect(screen.getByLabelText('Client ID (client_id)')).toHaveValue('my-id');
      } finally {
        giveBack();
      }
    },
  );
});

/** A form on RequestForm: one field, checked before the request; the answer's `name` is the result. */
function TestLookup(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const request = useRequest<string>(env);
  const [id, setId] = useState('');
  const [invalid, setInvalid] = useState(false);
  const lookUp = (): void => {
    const ok = /^\d+$/.test(id.trim());
    setInvalid(!ok);
    if (ok)
      void request.run(get(`${env.apiBase}/item/${id.trim()}`), (o) =>
        mapOutcome(o, (b) => text((b as {name?: unknown}).name)),
      );
  };
  return (
    <RequestForm
      env={env}
      request={request}
      onSubmit={lookUp}
      submit="Look up"
      result={(name) => <ValueField name="name" label="name" value={name} />}>
      <Field name="id" label="Item ID" value={id} onChange={setId} error={invalid ? 'A number, please.' : undefined} />
    </RequestForm>
  );
}

describe('<RequestForm />', () => {
  it('sends nothing while the field is wrong, and keeps what was typed', async () => {
    const {fetch, calls} = fakeFetch(() => ({body: {name: 'x'}}));
    render(<TestLookup fetchImpl={fetch} apiBase={API} />);
    fill(screen.getByLabelText('Item ID'), 'twelve');
    await userEvent.click(screen.getByRole('button', {name: 'Look up'}));
    expect(screen.getByRole('alert')).toHaveTextContent('A number, please.');
    expect(screen.getByLabelText('Item ID')).toHaveValue('twelve');
    expect(calls).toHaveLength(0);
  });

  it('waits while the request runs, shows a failure with "Try again", and the answer after a retry', async () => {
    const releases: (() => void)[] = [];
    const {fetch, calls} = fakeFetch((_call, index) =>
      index === 0 ? {status: 502, body: {}} : {body: {name: 'found'}},
    );
    const slowFetch: typeof fetch = (url, init) =>
      new Promise((resolve) => {
        releases.push(() => resolve(fetch(url, init)));
      });
    render(<TestLookup fetchImpl={slowFetch} apiBase={API} />);
    fill(screen.getByLabelText('Item ID'), ' 12 ');
    await userEvent.click(screen.getByRole('button', {name: 'Look up'}));
    expect(screen.getByRole('button', {name: 'Look up'})).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Asking the server…');
    releases[0]?.();
    expect(await screen.findByText('The server answered with an error (HTTP 502)')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Look up'})).toBeEnabled();
    expect(calls).toEqual([{url: `${API}/item/12`, method: 'GET', body: undefined}]);

    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    await waitFor(() => expect(releases).toHaveLength(2));
    releases[1]?.();
    expect(await screen.findByLabelText('name')).toHaveValue('found');
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('The server answered with an error (HTTP 502)')).toBeNull();
  });
});

// The first step of the OAuth tools (OneDrive, Aliyundrive, Dropbox, Baidu,
// Google, Yandex): `useSignInForm` holds what every start form keeps (the
// draft, the secret, the missing fields, why a sign-in could not start) and
// starts the sign-in; `SignInForm` is the form around it: the "use my own app"
// block, the start problem, the console button and the submit button.
import '@site/src/i18n/tools';
import {useState, type ReactNode} from 'react';
import {redirectUriFor, type CallbackProvider} from '@site/src/lib/oauth/common';
import type {ToolClients} from '@site/src/lib/tools/toolsConfig';
import {ConsoleLink, OwnApp, type OwnAppProps} from './ownApp';
import {StartProblemNotice} from './status';
import {Actions, Form} from './ui';
import {useDraft} from './useDraft';
import {useToolsConfig} from './useToolsConfig';
import {useStartSignIn, type SignInStart, type StartProblem} from './useStartSignIn';
import {useToolEnv, type ToolEnv, type ToolProps} from './useToolEnv';

/** A start form's draft: what survives the trip to the provider (never a secret); `own` is "1" for the visitor's app. */
export type SignInDraft = Readonly<Record<string, string>> & {readonly clientId: string; readonly own?: string};

/** How a sign-in starts: `SignInStart.start` or `startWithPkce`, with the flow's details and the authorize URL. */
export type Launch = (signIn: SignInStart) => StartProblem | undefined | Promise<StartProblem | undefined>;

export interface SignInFormState<D extends SignInDraft, P> {
  readonly env: ToolEnv;
  readonly draft: D;
  readonly setDraft: (patch: Partial<D>) => void;
  /** The client secret, in the page's memory only. */
  readonly clientSecret: string;
  readonly setClientSecret: (value: string) => void;
  /** The visitor's own app as typed. */
  readonly ownClient: {readonly clientId: string; readonly clientSecret: string};
  /** The fields marked as required and missing by the last submit. */
  readonly missing: readonly string[];
  readonly clearMissing: () => void;
  /** This site's callback address for the provider. */
  readonly redirectUri: string;
  readonly startProblem: StartProblem | undefined;
  /** The visitor's own app signs in: always without a default app, otherwise when they chose it. */
  readonly own: boolean;
  /** The default app when it signs in (there is one and the visitor did not choose their own). */
  readonly defaultApp: P | undefined;
  /** The `OwnApp` props that come from this state. */
  readonly appProps: OwnAppState;
  /**
   * Marks the `missing` fields; when there are none, starts the sign-in with
   * `launch` and keeps why it could not start (no storage, no Web Crypto).
   */
  readonly start: (missing: readonly string[], launch: Launch) => void;
}

export type OwnAppState = Pick<
  OwnAppProps,
  | 'hasDefault'
  | 'own'
  | 'onOwnChange'
  | 'clientId'
  | 'onClientId'
  | 'clientSecret'
  | 'onClientSecret'
  | 'missing'
  | 'redirectUri'
>;

/**
 * The state of a sign-in start form: the draft in session storage under
 * `draftKey` (`alist_tool_<provider>_<step>`), the secret in memory, the
 * default app (`presetOf`, from the build's default clients and the draft)
 * or the visitor's own, and the sign-in of `provider` (useStartSignIn.ts).
 */
export function useSignInForm<D extends SignInDraft, P>(
  props: ToolProps,
  provider: CallbackProvider,
  draftKey: string,
  initialDraft: D,
  presetOf: (clients: ToolClients, draft: D) => P | undefined,
): SignInFormState<D, P> {
  const env = useToolEnv(props);
  const {clients} = useToolsConfig();
  const [draft, setDraft] = useDraft(draftKey, initialDraft);
  const [clientSecret, setClientSecret] = useState('');
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [startProblem, setStartProblem] = useState<StartProblem | undefined>();
  const signIn = useStartSignIn(provider, env);
  const redirectUri = redirectUriFor(window.location.origin, provider);
  const preset = presetOf(clients, draft);
  const own = preset === undefined || draft.own === '1';

  return {
    env,
    draft,
    setDraft,
    clientSecret,
    setClientSecret,
    ownClient: {clientId: draft.clientId, clientSecret},
    missing,
    clearMissing: () => setMissing([]),
    redirectUri,
    startProblem,
    own,
    defaultApp: own ? undefined : preset,
    appProps: {
      hasDefault: preset !== undefined,
      own,
      onOwnChange: (value) => setDraft({own: value ? '1' : ''} as Partial<D>),
      clientId: draft.clientId,
      onClientId: (value) => setDraft({clientId: value} as Partial<D>),
      clientSecret,
      onClientSecret: setClientSecret,
      missing,
      redirectUri,
    },
    start: (found, launch) => {
      setMissing(found);
      if (found.length > 0) return;
      const started = launch(signIn);
      if (started instanceof Promise) void started.then(setStartProblem);
      else setStartProblem(started);
    },
  };
}

/** The app a start form signs in with, and the provider's console. */
export interface AppOptions extends Pick<OwnAppProps, 'choice' | 'clientIdHint' | 'clientSecretHint'> {
  /** The console: its address, its name in the "no default app" note, and the label of the button that opens it. */
  readonly console: {readonly url: string; readonly name: string; readonly create: ReactNode};
  /** Show the console button with the default app too (by default only with the visitor's own). */
  readonly consoleAlways?: boolean;
  /** The redirect URI to show, when it is not this site's callback (a preset client registered elsewhere). */
  readonly redirectUri?: string;
}

export interface SignInFormProps<D extends SignInDraft, P> {
  readonly form: SignInFormState<D, P>;
  /** The "use my own app" block; none for a tool without one (Baidu). */
  readonly app?: AppOptions;
  /** Checks the fields and starts the sign-in (`form.start`). */
  readonly onSubmit: () => void;
  /** The submit button's label. */
  readonly submit: ReactNode;
  /** Fields above the app block. */
  readonly before?: ReactNode;
  /** Fields and notes under it. */
  readonly children?: ReactNode;
}

/** A sign-in start form: fields, the app block, why a sign-in could not start, the console and submit buttons. */
export function SignInForm<D extends SignInDraft, P>({
  form,
  app,
  onSubmit,
  submit,
  before,
  children,
}: SignInFormProps<D, P>): ReactNode {
  return (
    <Form onSubmit={onSubmit}>
      {before}
      {app ? (
        <OwnApp
          {...form.appProps}
          choice={app.choice}
          console={app.console}
          clientIdHint={app.clientIdHint}
          clientSecretHint={app.clientSecretHint}
          redirectUri={app.redirectUri ?? form.redirectUri}
        />
      ) : null}
      {children}
      <StartProblemNotice problem={form.startProblem} />
      <Actions>
        {app && (form.own || app.consoleAlways) ? (
          <ConsoleLink href={app.console.url}>{app.console.create}</ConsoleLink>
        ) : null}
        <button type="submit" className="button button--primary">
          {submit}
        </button>
      </Actions>
    </Form>
  );
}

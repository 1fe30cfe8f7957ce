// The API request console: the reader's server and token, a route picked
// from the reference data (`?route=` preselects one that only reads; one that
// changes data waits for the reader's confirmation), its form, and the reply.
// Requests go from the browser to the typed server only. The address and the
// token live in this page's memory, gone when the page is left or reloaded;
// only when the reader ticks "Remember in this tab" are they kept in the
// tab's session storage, which every ordinary page of the site clears before
// its own scripts run (src/lib/tools/storageSweep.ts). Never in an address.
import '@site/src/i18n/tools';
import {useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {API_GROUPS, findRoute} from '@site/src/data/api';
import type {ApiRoute} from '@site/src/data/api/types';
import {CONSOLE_STORAGE_KEY} from '@site/src/lib/tools/storageSweep';
import {
  CONSOLE_TIMEOUT_MS,
  buildRequest,
  changesData,
  diagnoseFailure,
  envelopeCode,
  formatBody,
  hashPassword,
  initialValues,
  isMixedContent,
  normalizeServer,
  sendConsoleRequest,
  takesToken,
  tokenOf,
  type ConsoleOutcome,
  type FailureCause,
  type FieldProblem,
  type ServerProblem,
} from '@site/src/lib/tools/apiConsole';
import {useLocalized} from '@site/src/components/ReferenceTable';
import type {FetchLike} from '@site/src/lib/http';
import {Actions, Field, Notice, Section, Spinner, ToolFrame} from '../shared/ui';
import shared from '../shared/styles.module.css';
import RouteForm from './RouteForm';
import {failureText, serverProblemText} from './messages';
import styles from './styles.module.css';

export interface ConsoleProps {
  /** Replaces `window.fetch` (tests). */
  readonly fetchImpl?: FetchLike;
  /** Replaces the request timeout. */
  readonly timeoutMs?: number;
}

const DEFAULT_ROUTE = 'fs-list';

interface Saved {
  readonly server: string;
  /** The normalized server the token belongs to. */
  readonly tokenBase: string;
  readonly token: string;
}

const EMPTY: Saved = {server: '', tokenBase: '', token: ''};

/** What the reader asked this tab to remember, if anything. */
function restore(): Saved | undefined {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(CONSOLE_STORAGE_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null) {
      const p = parsed as Record<string, unknown>;
      return {
        server: typeof p.server === 'string' ? p.server : '',
        tokenBase: typeof p.tokenBase === 'string' ? p.tokenBase : '',
        token: typeof p.token === 'string' ? p.token : '',
      };
    }
  } catch {
    // Storage disabled or damaged: start empty.
  }
  return undefined;
}

/** Keeps `value` in the tab's session storage, or (undefined) forgets it there. */
function save(value: Saved | undefined): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(CONSOLE_STORAGE_KEY);
    else window.sessionStorage.setItem(CONSOLE_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the console still works for this page view.
  }
}

const usable = (r: ApiRoute | undefined): r is ApiRoute => Boolean(r && !r.noConsole);

type RouteNotice =
  | {readonly kind: 'unknown'; readonly id: string}
  | {readonly kind: 'unsupported'; readonly route: ApiRoute}
  /** The address names a route that changes data: selected only when the reader confirms. */
  | {readonly kind: 'confirm'; readonly route: ApiRoute};

/** The route named by `?route=`, or why it is not selected. */
function routeFromAddress(): {route: ApiRoute; notice?: RouteNotice} {
  const fallback = findRoute(DEFAULT_ROUTE)!;
  const id = new URLSearchParams(window.location.search).get('route');
  if (!id) return {route: fallback};
  const route = findRoute(id);
  if (usable(route)) return changesData(route) ? {route: fallback, notice: {kind: 'confirm', route}} : {route};
  return {route: fallback, notice: route ? {kind: 'unsupported', route} : {kind: 'unknown', id}};
}

type Result =
  | {readonly kind: 'idle'}
  | {readonly kind: 'sending'}
  | {readonly kind: 'done'; readonly outcome: ConsoleOutcome & {kind: 'response'}}
  | {readonly kind: 'failed'; readonly cause: FailureCause | 'timeout' | 'redirect'; readonly base: string};

const browserFetch: FetchLike = (input, init) => window.fetch(input, init);

function ResultView({result, timeoutMs}: {readonly result: Result; readonly timeoutMs: number}): ReactNode {
  if (result.kind === 'idle') return null;
  if (result.kind === 'sending') {
    return (
      <Spinner>
        <Translate id="tools.api.sending" description="Shown while a request is on its way">
          Waiting for the server…
        </Translate>
      </Spinner>
    );
  }
  if (result.kind === 'failed') {
    const text = failureText(result.cause, result.base, window.location.origin, Math.round(timeoutMs / 1000));
    return (
      <Notice kind="danger" title={text.title}>
        <p className={shared.noticeText}>{text.detail}</p>
      </Notice>
    );
  }
  const o = result.outcome;
  const code = envelopeCode(o.json);
  const ok = o.status < 400 && (code === undefined || code === 200);
  return (
    <section className={styles.result} aria-live="polite">
      <p className={styles.status}>
        <span className={clsx('badge', ok ? 'badge--success' : 'badge--danger')} data-testid="api-status">
          {`HTTP ${o.status}`}
        </span>
        {code === undefined ? null : (
          <span className={clsx('badge', code === 200 ? 'badge--success' : 'badge--danger')} data-testid="api-code">
            {`code ${code}`}
          </span>
        )}
        <span className={styles.time}>
          <Translate id="tools.api.time" description="Time the request took" values={{ms: String(Math.round(o.ms))}}>
            {'{ms} ms'}
          </Translate>
        </span>
      </p>
      {code !== undefined && code !== 200 ? (
        <p className={styles.envelopeNote}>
          <Translate
            id="tools.api.envelopeError"
            description="Explains an error reply that came with HTTP 200"
            values={{code: <code>{String(code)}</code>}}>
            {
              'AList refused the call: it reports errors with HTTP 200 and the error in code ({code}) and message, below.'
            }
          </Translate>
        </p>
      ) : null}
      <pre className={styles.body} data-testid="api-body" tabIndex={0}>
        <code>{formatBody(o)}</code>
      </pre>
    </section>
  );
}

function ConsoleInner({fetchImpl, timeoutMs = CONSOLE_TIMEOUT_MS}: ConsoleProps): ReactNode {
  const localized = useLocalized();
  const fetchFn = fetchImpl ?? browserFetch;
  const [remembered] = useState(restore);
  const [saved, setSaved] = useState<Saved>(remembered ?? EMPTY);
  // Off unless the reader ticked it in this tab before (then the values came back from the tab's storage).
  const [remember, setRemember] = useState(remembered !== undefined);
  const rememberRef = useRef(remember);
  const [serverProblem, setServerProblem] = useState<ServerProblem | undefined>();
  const initial = useMemo(() => routeFromAddress(), []);
  const [route, setRoute] = useState<ApiRoute>(initial.route);
  const [notice, setNotice] = useState<RouteNotice | undefined>(initial.notice);
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(initial.route));
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [result, setResult] = useState<Result>({kind: 'idle'});
  const [login, setLogin] = useState({username: '', password: '', otp: ''});
  const [loginResult, setLoginResult] = useState<Result>({kind: 'idle'});
  const inflight = useRef<AbortController | null>(null);

  useEffect(() => () => inflight.current?.abort(), []);

  const update = useCallback((patch: Partial<Saved>) => {
    setSaved((current) => {
      const next = {...current, ...patch};
      if (rememberRef.current) save(next);
      return next;
    });
  }, []);

  const toggleRemember = (on: boolean): void => {
    rememberRef.current = on;
    setRemember(on);
    save(on ? saved : undefined);
  };

  const normalized = normalizeServer(saved.server);
  const base = normalized.ok ? normalized.base : undefined;
  // A token belongs to the server it was entered for (bound on first use when typed before the
  // address); typing another address forgets it, so no other server ever receives it.
  const token = saved.tokenBase === '' || saved.tokenBase === base ? saved.token : '';

  const chooseRoute = (id: string): void => {
    const next = findRoute(id);
    if (!usable(next)) return;
    setRoute(next);
    setNotice(undefined);
    setValues(initialValues(next));
    setFiles({});
    setProblems({});
    setResult({kind: 'idle'});
    const url = new URL(window.location.href);
    url.searchParams.set('route', next.id);
    window.history.replaceState(window.history.state, '', url.toString());
  };

  /** Checks the address; returns the base to call, or shows why not. */
  const checkedBase = (): string | undefined => {
    const n = normalizeServer(saved.server);
    if (!n.ok) {
      setServerProblem(n.problem);
      return undefined;
    }
    setServerProblem(undefined);
    return n.base;
  };

  /** Sends a request and turns every way it can fail into words. */
  const run = async (
    target: string,
    request: Parameters<typeof sendConsoleRequest>[1],
    setState: (r: Result) => void,
  ): Promise<(ConsoleOutcome & {kind: 'response'}) | undefined> => {
    if (isMixedContent(window.location.protocol, target)) {
      setState({kind: 'failed', cause: 'mixed-content', base: target});
      return undefined;
    }
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setState({kind: 'sending'});
    const outcome = await sendConsoleRequest(fetchFn, request, {timeoutMs, signal: controller.signal});
    if (controller.signal.aborted && outcome.kind === 'aborted') return undefined;
    inflight.current = null;
    switch (outcome.kind) {
      case 'response':
        setState({kind: 'done', outcome});
        return outcome;
      case 'redirect':
        setState({kind: 'failed', cause: 'redirect', base: target});
        return undefined;
      case 'timeout':
        setState({kind: 'failed', cause: 'timeout', base: target});
        return undefined;
      case 'aborted':
        setState({kind: 'idle'});
        return undefined;
      case 'network': {
        const cause = await diagnoseFailure(fetchFn, target, window.location.protocol);
        setState({kind: 'failed', cause, base: target});
        return undefined;
      }
    }
  };

  const send = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const target = checkedBase();
    if (!target) return;
    if (token && saved.tokenBase === '') update({tokenBase: target});
    const built = buildRequest(route, target, values, token, files);
    if (!built.ok) {
      setProblems(built.problems);
      return;
    }
    setProblems({});
    await run(target, built.request, setResult);
  };

  const signIn = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const target = checkedBase();
    if (!target) return;
    // crypto.subtle exists only in secure contexts; elsewhere fall back to the plain-password route.
    let password = login.password;
    let hashed = false;
    const subtle = window.crypto?.subtle;
    if (subtle) {
      try {
        password = await hashPassword(login.password, subtle);
        hashed = true;
      } catch {
        // Hashing unavailable: the plain-password route below.
      }
    }
    const body: Record<string, string> = {username: login.username, password};
    if (login.otp.trim()) body.otp_code = login.otp.trim();
    const outcome = await run(
      target,
      {
        url: `${target}${hashed ? '/api/auth/login/hash' : '/api/auth/login'}`,
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(body),
      },
      setLoginResult,
    );
    const newToken = outcome ? tokenOf(outcome.json) : undefined;
    if (newToken) {
      update({token: newToken, tokenBase: target});
      setLogin((l) => ({...l, password: '', otp: ''}));
    }
  };

  const routeLabel = (r: ApiRoute): string => `${localized(r.summary)} — ${r.method} ${r.path}`;

  return (
    <>
      <Section
        title={
          <Translate id="tools.api.server.title" description="Heading of the server part of the console">
            Your server
          </Translate>
        }>
        <Field
          name="server"
          type="url"
          inputMode="url"
          label={
            <Translate id="tools.api.server.label" description="Label of the server address field">
              AList address
            </Translate>
          }
          placeholder="http://192.168.1.10:5244"
          value={saved.server}
          onChange={(value) => {
            setServerProblem(undefined);
            const next = normalizeServer(value);
            const moved = next.ok && saved.tokenBase !== '' && next.base !== saved.tokenBase;
            update(moved ? {server: value, token: '', tokenBase: ''} : {server: value});
          }}
          error={serverProblem ? serverProblemText(serverProblem) : undefined}
          hint={
            <Translate id="tools.api.server.hint" description="Hint under the server address field">
              The address you open AList at, with the path of site_url if it has one. Requests go from your browser
              straight to it; nothing passes through this site.
            </Translate>
          }
        />
        <Field
          name="token"
          type="password"
          label={
            <Translate id="tools.api.token.label" description="Label of the token field">
              Token
            </Translate>
          }
          value={token}
          onChange={(value) => update({token: value, tokenBase: base ?? ''})}
          hint={
            <Translate id="tools.api.token.hint" description="Hint under the token field">
              A token from signing in (below) or the admin token. It is sent only to the address above; changing the
              address forgets it. Where it is kept: see "Remember in this tab" below.
            </Translate>
          }
        />
        <div className={shared.field}>
          <label className={styles.remember}>
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => toggleRemember(event.target.checked)}
            />{' '}
            <Translate id="tools.api.remember.label" description="Checkbox: keep the address and token in this tab">
              Remember in this tab
            </Translate>
          </label>
          <div className={shared.hint} data-testid="api-remember-note">
            <Translate id="tools.api.remember.note" description="What ticking 'Remember in this tab' means">
              Unticked, the address and the token live only in this page: reloading it or leaving it forgets them.
              Ticked, they are kept in this tab's session storage too, so a reload or another tool page keeps them,
              until you close the tab, untick the box, or open any other page of this site in this tab (that clears them
              first). Anything running on this site's pages could read that storage; tick it only on a device that is
              yours.
            </Translate>
          </div>
        </div>
        {token ? (
          <Actions>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => update({token: '', tokenBase: ''})}>
              <Translate id="tools.api.token.forget" description="Button that clears the stored token">
                Forget the token
              </Translate>
            </button>
          </Actions>
        ) : null}
        <details className={styles.login}>
          <summary>
            <Translate id="tools.api.login.summary" description="Disclosure that opens the sign-in form">
              Sign in to get a token
            </Translate>
          </summary>
          <form onSubmit={(e) => void signIn(e)} noValidate>
            <Field
              name="username"
              autoComplete="username"
              label={
                <Translate id="tools.api.login.username" description="Label: user name">
                  User name
                </Translate>
              }
              value={login.username}
              onChange={(username) => setLogin((l) => ({...l, username}))}
            />
            <Field
              name="password"
              type="password"
              autoComplete="current-password"
              label={
                <Translate id="tools.api.login.password" description="Label: password">
                  Password
                </Translate>
              }
              value={login.password}
              onChange={(password) => setLogin((l) => ({...l, password}))}
              hint={
                <Translate id="tools.api.login.passwordHint" description="Hint under the password field">
                  Hashed in your browser (salted SHA-256) before it is sent, as the web interface does. Where the
                  browser offers no Web Crypto (a page on plain http), it goes as is to /api/auth/login.
                </Translate>
              }
            />
            <Field
              name="otp_code"
              inputMode="numeric"
              label={
                <Translate id="tools.api.login.otp" description="Label: two-factor code">
                  2FA code (if enabled)
                </Translate>
              }
              value={login.otp}
              onChange={(otp) => setLogin((l) => ({...l, otp}))}
            />
            <Actions>
              <button type="submit" className="button button--primary" disabled={loginResult.kind === 'sending'}>
                <Translate id="tools.api.login.submit" description="Button that signs in">
                  Sign in
                </Translate>
              </button>
            </Actions>
          </form>
          {loginResult.kind === 'done' && tokenOf(loginResult.outcome.json) ? (
            <Notice kind="success">
              <Translate id="tools.api.login.done" description="Shown after a successful sign-in">
                Signed in: the token field now holds the new token.
              </Translate>
            </Notice>
          ) : (
            <ResultView result={loginResult} timeoutMs={timeoutMs} />
          )}
        </details>
      </Section>

      <Section
        title={
          <Translate id="tools.api.request.title" description="Heading of the request part of the console">
            Request
          </Translate>
        }>
        {notice ? (
          <Notice kind="warning">
            {notice.kind === 'confirm' ? (
              <>
                <p className={shared.noticeText}>
                  <Translate
                    id="tools.api.route.confirm"
                    description="The address names a route that changes data; the console waits for the reader"
                    values={{route: <code>{`${notice.route.method} ${notice.route.path}`}</code>}}>
                    {
                      'The link you followed asks for {route}, which changes data on your server. It is not selected: pick it only if you meant to call it.'
                    }
                  </Translate>
                </p>
                <Actions>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    onClick={() => chooseRoute(notice.route.id)}>
                    <Translate
                      id="tools.api.route.confirmButton"
                      description="Button that selects the route the link asked for"
                      values={{route: localized(notice.route.summary)}}>
                      {'Select {route}'}
                    </Translate>
                  </button>
                </Actions>
              </>
            ) : notice.kind === 'unknown' ? (
              <Translate
                id="tools.api.route.unknown"
                description="The address names a route the console does not know"
                values={{id: <code>{notice.id}</code>}}>
                {'No route is called {id}; pick one below.'}
              </Translate>
            ) : (
              <>
                <Translate
                  id="tools.api.route.unsupported"
                  description="The address names a route the console cannot call"
                  values={{route: <code>{`${notice.route.method} ${notice.route.path}`}</code>}}>
                  {'{route} cannot be tried here:'}
                </Translate>{' '}
                {notice.route.noConsole ? localized(notice.route.noConsole) : null}
              </>
            )}
          </Notice>
        ) : null}
        <form onSubmit={(e) => void send(e)} noValidate>
          <div className={shared.field}>
            <label htmlFor="api-console-route" className={shared.label}>
              <Translate id="tools.api.route.label" description="Label of the route picker">
                Route
              </Translate>
            </label>
            <select
              id="api-console-route"
              name="route"
              className={shared.input}
              value={route.id}
              onChange={(e) => chooseRoute(e.target.value)}>
              {API_GROUPS.map((g) => {
                const routes = g.routes.filter((r) => !r.noConsole);
                return routes.length === 0 ? null : (
                  <optgroup key={g.id} label={localized(g.title)}>
                    {routes.map((r) => (
                      <option key={r.id} value={r.id}>
                        {routeLabel(r)}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
            <div className={shared.hint}>
              {localized(route.description)}{' '}
              {takesToken(route) && !token ? (
                <strong>
                  <Translate
                    id="tools.api.route.needsToken"
                    description="Hint: the chosen route needs a token and none is set">
                    This route needs a token.
                  </Translate>
                </strong>
              ) : null}
            </div>
          </div>
          <RouteForm
            route={route}
            values={values}
            problems={problems}
            onChange={(key, value) => {
              setValues((v) => ({...v, [key]: value}));
              setProblems(({[key]: _dropped, ...rest}) => rest);
            }}
            onFile={(key, file) => setFiles((f) => ({...f, [key]: file}))}
          />
          <Actions>
            <button type="submit" className="button button--primary" disabled={result.kind === 'sending'}>
              <Translate id="tools.api.send" description="Button that sends the request">
                Send request
              </Translate>
            </button>
            {result.kind === 'sending' ? (
              <button type="button" className="button button--secondary" onClick={() => inflight.current?.abort()}>
                <Translate id="tools.api.cancel" description="Button that cancels the request on its way">
                  Cancel
                </Translate>
              </button>
            ) : null}
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                setValues(initialValues(route));
                setProblems({});
              }}>
              <Translate id="tools.api.reset" description="Button that puts the example values back in the form">
                Restore the example
              </Translate>
            </button>
          </Actions>
        </form>
        <ResultView result={result} timeoutMs={timeoutMs} />
      </Section>
    </>
  );
}

/** The API request console of /tool/api; browser only, like every tool. */
export default function ApiConsole(props: ConsoleProps): ReactNode {
  return <ToolFrame>{() => <ConsoleInner {...props} />}</ToolFrame>;
}

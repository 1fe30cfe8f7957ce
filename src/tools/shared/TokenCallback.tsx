import '@site/src/i18n/tools';
import {useCallback, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {HttpOutcome, HttpRequest} from '@site/src/lib/http';
import type {CallbackProvider, CallbackStart, Result, Tokens} from '@site/src/lib/oauth/common';
import {CallbackProblem, Forwarding} from './callback';
import type {ErrorSource} from './errors';
import {ErrorNotice, InfoList, Spinner, ValueField} from './ui';
import {useCallbackQuery} from './useCallbackQuery';
import {useOnce, useRequest} from './useRequest';
import {useToolEnv, type ToolEnv, type ToolProps} from './useToolEnv';

export interface TokenCallbackProps<T, R extends Tokens> extends ToolProps {
  readonly provider: CallbackProvider;
  readonly read: (search: string) => CallbackStart<T>;
  /** The request page, without locale prefix. */
  readonly restartPath: string;
  readonly info: (data: T) => readonly {readonly label: ReactNode; readonly value: string}[];
  readonly request: (env: ToolEnv, code: string, data: T) => HttpRequest;
  readonly map: (outcome: HttpOutcome) => Result<R>;
  /** Who exchanges the code: the API server or the provider's own endpoint. */
  readonly source: ErrorSource;
  /** Shown under the tokens (a next step). */
  readonly after?: (tokens: R, data: T, env: ToolEnv) => ReactNode;
}

/**
 * A callback page: forwards to the starting locale, reads and removes the
 * OAuth answer, exchanges the code once (with a retry when the failure allows
 * one) and shows the tokens in copyable read-only fields.
 */
export function TokenCallback<T, R extends Tokens>(props: TokenCallbackProps<T, R>): ReactNode {
  const {provider, read, restartPath, info, request: buildRequest, map, source, after} = props;
  const env = useToolEnv(props);
  const restart = useBaseUrl(restartPath);
  const phase = useCallbackQuery(provider, read, env);
  const request = useRequest<R>(env);
  const start = phase.phase === 'read' ? phase.start : undefined;
  const ready = start?.kind === 'ready' ? start : undefined;
  const {run} = request;

  const exchange = useCallback(() => {
    if (ready) void run(buildRequest(env, ready.code, ready.data), map);
  }, [ready, run, buildRequest, env, map]);
  useOnce(Boolean(ready) && env.ready, exchange);

  if (phase.phase === 'forwarding') return <Forwarding />;
  if (start === undefined) return null;
  if (start.kind !== 'ready') return <CallbackProblem start={start} restartPath={restart} />;

  return (
    <>
      <InfoList items={info(start.data)} />
      {request.state.status === 'idle' || request.state.status === 'loading' ? (
        <Spinner>
          <Translate
            id="tools.common.exchanging"
            description="Shown while the authorization code is exchanged for tokens">
            Exchanging the authorization code for tokens…
          </Translate>
        </Spinner>
      ) : null}
      {request.state.status === 'error' ? (
        <ErrorNotice error={request.state.error} source={source} timeoutMs={env.timeoutMs} onRetry={exchange} />
      ) : null}
      {request.state.status === 'done' ? (
        <>
          {request.state.value.refreshToken ? (
            <ValueField name="refresh_token" label="refresh_token" value={request.state.value.refreshToken} />
          ) : null}
          {request.state.value.accessToken ? (
            <ValueField name="access_token" label="access_token" value={request.state.value.accessToken} />
          ) : null}
          {after ? after(request.state.value, start.data, env) : null}
        </>
      ) : null}
    </>
  );
}

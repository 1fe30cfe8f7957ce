import {useCallback, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {HttpOutcome, HttpRequest} from '@site/src/lib/http';
import type {CallbackProvider, CallbackStart, Result, Tokens} from '@site/src/lib/oauth/common';
import {CallbackProblem, Forwarding} from './callback';
import type {ErrorSource} from './errors';
import {RequestStatus} from './status';
import {InfoList, ToolFrame, ValueField} from './ui';
import {useCallbackQuery} from './useCallbackQuery';
import {useOnce, useRequest} from './useRequest';
import {useToolEnv, type ToolEnv, type ToolProps} from './useToolEnv';

/** What differs between the providers' callback pages. */
export interface CallbackConfig<T, R extends Tokens> {
  readonly provider: CallbackProvider;
  readonly read: (search: string) => CallbackStart<T>;
  /** The page that starts the sign-in, without locale prefix. */
  readonly restartPath: string;
  /** What the exchange is for (client ID, zone, redirect URI), shown above the tokens. */
  readonly info: (data: T) => readonly {readonly label: ReactNode; readonly value: string}[];
  readonly request: (env: ToolEnv, code: string, data: T) => HttpRequest;
  readonly map: (outcome: HttpOutcome) => Result<R>;
  /** Who exchanges the code: the API server or the provider's own endpoint. */
  readonly source: ErrorSource;
  /** Shown under the tokens (a next step). */
  readonly after?: (tokens: R, data: T, env: ToolEnv) => ReactNode;
}

function CallbackInner<T, R extends Tokens>({
  config,
  ...props
}: ToolProps & {readonly config: CallbackConfig<T, R>}): ReactNode {
  const {provider, read, restartPath, info, request: buildRequest, map, source, after} = config;
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
      <RequestStatus
        state={request.state}
        source={source}
        timeoutMs={env.timeoutMs}
        onRetry={exchange}
        spinWhenIdle
        working={
          <Translate
            id="tools.common.exchanging"
            description="Shown while the authorization code is exchanged for tokens">
            Exchanging the authorization code for tokens…
          </Translate>
        }>
        {(tokens) => (
          <>
            {tokens.refreshToken ? (
              <ValueField name="refresh_token" label="refresh_token" value={tokens.refreshToken} />
            ) : null}
            {tokens.accessToken ? (
              <ValueField name="access_token" label="access_token" value={tokens.accessToken} />
            ) : null}
            {after ? after(tokens, start.data, env) : null}
          </>
        )}
      </RequestStatus>
    </>
  );
}

/**
 * A callback page, in its tool frame: forwards to the starting locale, reads
 * and removes the OAuth answer, exchanges the code once (with a retry when
 * the failure allows one) and shows the tokens in copyable read-only fields.
 */
export function TokenCallback<T, R extends Tokens>(
  props: ToolProps & {readonly config: CallbackConfig<T, R>},
): ReactNode {
  return <ToolFrame>{() => <CallbackInner {...props} />}</ToolFrame>;
}

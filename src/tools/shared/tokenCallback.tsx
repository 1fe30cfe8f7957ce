import '@site/src/i18n/tools';
import {useCallback, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {HttpOutcome, HttpRequest} from '@site/src/lib/http';
import {
  isRetryable,
  startCallback,
  type CallbackProvider,
  type CallbackReader,
  type Result,
  type Tokens,
} from '@site/src/lib/oauth/common';
import type {FlowLookup} from '@site/src/lib/oauth/flow';
import {CallbackProblem, ConfirmElsewhere, Forwarding, SingleUseNote, StartAgain} from './callback';
import {ApiServerLabel, ClientIdLabel, RedirectUriLabel} from './labels';
import type {ErrorSource} from './errors';
import {RequestStatus} from './status';
import {InfoList, ToolFrame, ValueField, type InfoItem} from './ui';
import {useCallbackQuery} from './useCallbackQuery';
import {useOnce, useRequest} from './useRequest';
import {useToolEnv, type ToolEnv, type ToolProps} from './useToolEnv';

/** What differs between the providers' callback pages. */
export interface CallbackConfig<T, R extends Tokens> {
  readonly provider: CallbackProvider;
  /** Turns the flow's stored details into the exchange's data; says whether a sign-in started elsewhere may be confirmed. */
  readonly reader: CallbackReader<T>;
  /** The page that starts the sign-in, without locale prefix. */
  readonly restartPath: string;
  /** What the exchange is for (client ID, zone, redirect URI), shown above the tokens. */
  readonly info: (data: T) => readonly InfoItem[];
  readonly request: (env: ToolEnv, code: string, data: T) => HttpRequest;
  readonly map: (outcome: HttpOutcome) => Result<R>;
  /** Who exchanges the code: the API server or the provider's own endpoint. */
  readonly source: ErrorSource;
  /** Shown under the tokens (a next step). */
  readonly after?: (tokens: R, data: T, env: ToolEnv) => ReactNode;
}

/**
 * A callback's `info` for an OAuth app: its client ID (no row when undefined),
 * the rows of `more`, and the redirect URI it is registered with.
 */
export function appInfo(
  clientId: string | undefined,
  redirectUri: string,
  more: readonly InfoItem[] = [],
): readonly InfoItem[] {
  return [
    ...(clientId === undefined ? [] : [{label: <ClientIdLabel />, value: clientId}]),
    ...more,
    {label: <RedirectUriLabel />, value: redirectUri},
  ];
}

function CallbackInner<T, R extends Tokens>({
  config,
  ...props
}: ToolProps & {readonly config: CallbackConfig<T, R>}): ReactNode {
  const {provider, reader, restartPath, info, request: buildRequest, map, source, after} = config;
  const env = useToolEnv(props);
  const restart = useBaseUrl(restartPath);
  const read = useCallback(
    (query: Parameters<typeof startCallback>[0], lookup: FlowLookup) => startCallback(query, lookup, reader),
    [reader],
  );
  const phase = useCallbackQuery(provider, read, env);
  const request = useRequest<R>(env);
  const [confirmed, setConfirmed] = useState(false);
  const start = phase.phase === 'read' ? phase.start : undefined;
  const exchangeable = start?.kind === 'ready' || start?.kind === 'confirm' ? start : undefined;
  const {run} = request;

  const exchange = useCallback(() => {
    if (exchangeable) void run(buildRequest(env, exchangeable.code, exchangeable.data), map);
  }, [exchangeable, run, buildRequest, env, map]);
  // A sign-in this tab started is finished at once; one started elsewhere after the reader confirms it.
  useOnce(Boolean(exchangeable) && (start?.kind === 'ready' || confirmed) && env.ready, exchange);

  if (phase.phase === 'forwarding') return <Forwarding />;
  if (start === undefined) return null;
  if (start.kind !== 'ready' && start.kind !== 'confirm')
    return <CallbackProblem start={start} restartPath={restart} />;
  if (start.kind === 'confirm' && !confirmed) {
    return (
      <ConfirmElsewhere
        items={[...info(start.data), ...(source === 'api' ? [{label: <ApiServerLabel />, value: env.apiBase}] : [])]}
        restartPath={restart}
        onConfirm={() => setConfirmed(true)}
      />
    );
  }

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
        }
        errorExtra={(error) =>
          isRetryable(error) ? <SingleUseNote restartPath={restart} /> : <StartAgain to={restart} />
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

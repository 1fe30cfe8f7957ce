import {useCallback} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {CallbackProvider} from '@site/src/lib/oauth/common';
import {startFlow, type FlowDetails} from '@site/src/lib/oauth/flow';
import {codeChallenge, newCodeVerifier} from '@site/src/lib/oauth/pkce';
import type {ToolEnv} from './useToolEnv';

/** Why a sign-in could not start: no session storage for its details, or no Web Crypto for its nonce or PKCE. */
export type StartProblem = 'storage' | 'crypto';

export interface SignInStart {
  /** Records a flow without leaving the page (a QR sign-in that already has its code); returns its nonce. */
  readonly record: (details: FlowDetails) => {readonly state: string} | {readonly problem: StartProblem};
  /**
   * Records the flow under a new nonce and sends the visitor to the URL
   * `buildUrl` makes with it. Returns the problem instead when it cannot.
   */
  readonly start: (details: FlowDetails, buildUrl: (state: string) => string) => StartProblem | undefined;
  /** The same with PKCE: the verifier joins the flow's details, the challenge goes to `buildUrl`. */
  readonly startWithPkce: (
    details: FlowDetails,
    buildUrl: (state: string, challenge: string) => string,
  ) => Promise<StartProblem | undefined>;
}

/**
 * Starts a provider's sign-in: the flow's details (and the locale to come
 * back to) stay in this tab's session storage under a random nonce, which is
 * all the authorize URL carries as `state` (src/lib/oauth/flow.ts).
 */
export function useStartSignIn(provider: CallbackProvider, env: ToolEnv): SignInStart {
  const localeBase = useBaseUrl('/');
  const {storage, random, sha256, navigate} = env;

  const record = useCallback(
    (details: FlowDetails): {readonly state: string} | {readonly problem: StartProblem} => {
      if (!random) return {problem: 'crypto'};
      if (!storage) return {problem: 'storage'};
      try {
        return {state: startFlow(storage, random, {provider, localeBase, details}, Date.now())};
      } catch {
        return {problem: 'storage'};
      }
    },
    [storage, random, provider, localeBase],
  );

  const start = useCallback<SignInStart['start']>(
    (details, buildUrl) => {
      const recorded = record(details);
      if ('problem' in recorded) return recorded.problem;
      navigate(buildUrl(recorded.state));
      return undefined;
    },
    [record, navigate],
  );

  const startWithPkce = useCallback<SignInStart['startWithPkce']>(
    async (details, buildUrl) => {
      if (!random || !sha256) return 'crypto';
      const verifier = newCodeVerifier(random);
      let challenge: string;
      try {
        challenge = await codeChallenge(verifier, sha256);
      } catch {
        return 'crypto';
      }
      const recorded = record({...details, codeVerifier: verifier});
      if ('problem' in recorded) return recorded.problem;
      navigate(buildUrl(recorded.state, challenge));
      return undefined;
    },
    [random, sha256, record, navigate],
  );

  return {record, start, startWithPkce};
}

// The sign-in-page part of the Aliyundrive start page: the authorize page of
// Aliyundrive Open, with the visitor's own app or the site's default one.
import {useCallback} from 'react';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {aliyunFlowDetails, buildAuthorizeUrl, SERVER_CLIENT, type AliyunClient} from '@site/src/lib/oauth/aliyundrive';
import type {ClientIdOnly} from '@site/src/lib/tools/toolsConfig';
import {useStartSignIn, type StartProblem} from '../shared/useStartSignIn';
import type {ToolEnv} from '../shared/useToolEnv';

/** Why the login cannot start: a field of the own app is empty, no default app is configured, or the browser refused. */
export type LoginProblem = 'clientId' | 'clientSecret' | 'noDefault' | StartProblem;

/**
 * Starts the sign-in on Aliyundrive's authorize page: with the visitor's own
 * app when `own` is given, else with the site's default app (whose secret the
 * API server holds, so the exchange sends an empty client). Returns the
 * problem instead when it cannot start.
 */
export function useAppLogin(
  env: ToolEnv,
  preset: ClientIdOnly | undefined,
): (own: AliyunClient | undefined) => LoginProblem | undefined {
  const {start} = useStartSignIn('aliyundrive', env);
  return useCallback(
    (own) => {
      const redirectUri = redirectUriFor(window.location.origin, 'aliyundrive');
      if (own) {
        if (own.clientId === '') return 'clientId';
        if (own.clientSecret === '') return 'clientSecret';
        return start(aliyunFlowDetails(own), (state) => buildAuthorizeUrl(own.clientId, redirectUri, state));
      }
      if (!preset) return 'noDefault';
      return start(aliyunFlowDetails(SERVER_CLIENT), (state) => buildAuthorizeUrl(preset.clientId, redirectUri, state));
    },
    [start, preset],
  );
}

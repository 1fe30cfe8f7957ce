// The sign-in-page part of the Aliyundrive start page: the authorize page of
// Aliyundrive Open, with the visitor's own app or the site's default one.
import {useCallback} from 'react';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {buildAuthorizeUrl, SERVER_CLIENT, type AliyunClient} from '@site/src/lib/oauth/aliyundrive';
import type {ClientIdOnly} from '@site/src/lib/siteConfig';
import {useStartAuthorization} from '../shared/useStartAuthorization';
import type {ToolEnv} from '../shared/useToolEnv';

/** Why the login cannot start: a field of the own app is empty, or no default app is configured. */
export type LoginProblem = 'clientId' | 'clientSecret' | 'noDefault';

/**
 * Starts the sign-in on Aliyundrive's authorize page: with the visitor's own
 * app when `own` is given, else with the site's default app (whose secret the
 * API server holds). Returns the problem instead when it cannot start.
 */
export function useAppLogin(
  env: ToolEnv,
  preset: ClientIdOnly | undefined,
): (own: AliyunClient | undefined) => LoginProblem | undefined {
  const start = useStartAuthorization('aliyundrive', env.navigate);
  return useCallback(
    (own) => {
      const redirectUri = redirectUriFor(window.location.origin, 'aliyundrive');
      if (own) {
        if (own.clientId === '') return 'clientId';
        if (own.clientSecret === '') return 'clientSecret';
        start(buildAuthorizeUrl(own.clientId, own, redirectUri));
        return undefined;
      }
      if (!preset) return 'noDefault';
      start(buildAuthorizeUrl(preset.clientId, SERVER_CLIENT, redirectUri));
      return undefined;
    },
    [start, preset],
  );
}

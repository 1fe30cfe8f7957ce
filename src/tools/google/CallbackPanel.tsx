import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {googleCallback, mapTokenResponse, tokenRequest, type GoogleCallbackData} from '@site/src/lib/oauth/google';
import type {Tokens} from '@site/src/lib/oauth/common';
import {appInfo, TokenCallback, type CallbackConfig} from '../shared/tokenCallback';
import {Actions, Notice} from '../shared/ui';
import type {ToolProps} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';
import {handOffAccessToken} from './handoff';

function NextSteps({tokens}: {readonly tokens: Tokens}): ReactNode {
  const history = useHistory();
  const albumPath = useBaseUrl('/tool/google/album');
  return (
    <>
      {tokens.refreshToken ? null : (
        <Notice kind="warning">
          <p className={styles.noticeText}>
            <Translate id="tools.google.callback.noRefresh" description="Shown when Google returned no refresh token">
              Google returned no refresh token. It sends one only when you consent; start again, and if you approved
              this client before, remove its access from your Google account first.
            </Translate>
          </p>
        </Notice>
      )}
      {tokens.accessToken ? (
        <Actions>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (tokens.accessToken) handOffAccessToken(tokens.accessToken);
              history.push(albumPath);
            }}>
            <Translate
              id="tools.google.callback.albums"
              description="Button that opens the album list with the new access token">
              List Google Photos albums
            </Translate>
          </button>
        </Actions>
      ) : null}
    </>
  );
}

const CONFIG: CallbackConfig<GoogleCallbackData, Tokens & {readonly accessToken: string}> = {
  provider: 'google',
  reader: googleCallback,
  restartPath: '/tool/google/request',
  info: (data) => appInfo(data.clientId, data.redirectUri),
  request: (_env, code, data) => tokenRequest(code, data),
  map: mapTokenResponse,
  source: 'provider',
  after: (tokens) => <NextSteps tokens={tokens} />,
};

/** Finishes the Google sign-in at Google's token endpoint. */
export default function GoogleCallback(props: ToolProps): ReactNode {
  return <TokenCallback {...props} config={CONFIG} />;
}

import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {mapTokenResponse, readGoogleCallback, tokenRequest, type GoogleClient} from '@site/src/lib/oauth/google';
import type {Tokens} from '@site/src/lib/oauth/common';
import {ClientIdLabel, RedirectUriLabel} from '../shared/labels';
import {TokenCallback} from '../shared/TokenCallback';
import {Actions, Notice, ToolFrame} from '../shared/ui';
import type {ToolEnv, ToolProps} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';

/** History state the album page reads, so the access token never goes into an address. */
export interface AlbumLocationState {
  readonly accessToken?: string;
}

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
            onClick={() => history.push(albumPath, {accessToken: tokens.accessToken} satisfies AlbumLocationState)}>
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

const info = (data: GoogleClient): {label: ReactNode; value: string}[] => [
  {label: <ClientIdLabel />, value: data.clientId},
  {label: <RedirectUriLabel />, value: data.redirectUri},
];
const request = (_env: ToolEnv, code: string, data: GoogleClient) => tokenRequest(code, data);
const after = (tokens: Tokens): ReactNode => <NextSteps tokens={tokens} />;

/** Finishes the Google sign-in at Google's token endpoint. */
export default function GoogleCallback(props: ToolProps): ReactNode {
  return (
    <ToolFrame>
      {() => (
        <TokenCallback
          {...props}
          provider="google"
          read={readGoogleCallback}
          restartPath="/tool/google/request"
          info={info}
          request={request}
          map={mapTokenResponse}
          source="provider"
          after={after}
        />
      )}
    </ToolFrame>
  );
}

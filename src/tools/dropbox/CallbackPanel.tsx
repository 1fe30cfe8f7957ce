import type {ReactNode} from 'react';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {mapTokenResponse, readDropboxCallback, tokenRequest, type DropboxClient} from '@site/src/lib/oauth/dropbox';
import {ClientIdLabel, RedirectUriLabel} from '../shared/labels';
import {TokenCallback} from '../shared/TokenCallback';
import {ToolFrame} from '../shared/ui';
import type {ToolEnv, ToolProps} from '../shared/useToolEnv';

const info = (data: DropboxClient): {label: ReactNode; value: string}[] => [
  {label: <ClientIdLabel />, value: data.clientId},
  {label: <RedirectUriLabel />, value: redirectUriFor(window.location.origin, 'dropbox')},
];
const request = (env: ToolEnv, code: string, data: DropboxClient) =>
  tokenRequest(env.apiBase, code, data, redirectUriFor(window.location.origin, 'dropbox'));

/** Finishes the Dropbox authorization: the API server exchanges the code. */
export default function DropboxCallback(props: ToolProps): ReactNode {
  return (
    <ToolFrame>
      {() => (
        <TokenCallback
          {...props}
          provider="dropbox"
          read={readDropboxCallback}
          restartPath="/tool/dropbox/request"
          info={info}
          request={request}
          map={mapTokenResponse}
          source="api"
        />
      )}
    </ToolFrame>
  );
}

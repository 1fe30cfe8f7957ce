import type {ReactNode} from 'react';
import {redirectUriFor, type Tokens} from '@site/src/lib/oauth/common';
import {dropboxCallback, mapTokenResponse, tokenRequest, type DropboxClient} from '@site/src/lib/oauth/dropbox';
import {appInfo, TokenCallback, type CallbackConfig} from '../shared/tokenCallback';
import type {ToolProps} from '../shared/useToolEnv';

const CONFIG: CallbackConfig<DropboxClient, Tokens & {readonly refreshToken: string}> = {
  provider: 'dropbox',
  reader: dropboxCallback,
  restartPath: '/tool/dropbox/request',
  info: (data) => appInfo(data.clientId, redirectUriFor(window.location.origin, 'dropbox')),
  request: (env, code, data) =>
    tokenRequest(env.apiBase, code, data, redirectUriFor(window.location.origin, 'dropbox')),
  map: mapTokenResponse,
  source: 'api',
};

/** Finishes the Dropbox authorization: the API server exchanges the code. */
export default function DropboxCallback(props: ToolProps): ReactNode {
  return <TokenCallback {...props} config={CONFIG} />;
}

import type {ReactNode} from 'react';
import {redirectUriFor, type Tokens} from '@site/src/lib/oauth/common';
import {baiduCallback, mapTokenResponse, tokenRequest, type BaiduCallbackData} from '@site/src/lib/oauth/baidu';
import {appInfo, TokenCallback, type CallbackConfig} from '../shared/tokenCallback';
import type {ToolProps} from '../shared/useToolEnv';

const CONFIG: CallbackConfig<BaiduCallbackData, Tokens & {readonly refreshToken: string}> = {
  provider: 'baidu',
  reader: baiduCallback,
  restartPath: '/tool/baidu/',
  info: (data) => appInfo(data.clientId || undefined, redirectUriFor(window.location.origin, 'baidu')),
  request: (env, code) => tokenRequest(env.apiBase, code),
  map: mapTokenResponse,
  source: 'api',
};

/** Finishes the Baidu Netdisk sign-in: the API server exchanges the code. */
export default function BaiduCallback(props: ToolProps): ReactNode {
  return <TokenCallback {...props} config={CONFIG} />;
}

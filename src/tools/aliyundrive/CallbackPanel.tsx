import type {ReactNode} from 'react';
import {aliyunCallback, codeRequest, mapTokenResponse, type AliyunClient} from '@site/src/lib/oauth/aliyundrive';
import type {Tokens} from '@site/src/lib/oauth/common';
import {ClientIdLabel, serverClientText} from '../shared/labels';
import {TokenCallback, type CallbackConfig} from '../shared/tokenCallback';
import type {ToolProps} from '../shared/useToolEnv';

const CONFIG: CallbackConfig<AliyunClient, Tokens & {readonly refreshToken: string}> = {
  provider: 'aliyundrive',
  reader: aliyunCallback,
  restartPath: '/tool/aliyundrive/request',
  info: (data) => [{label: <ClientIdLabel />, value: data.clientId || serverClientText()}],
  request: (env, code, data) => codeRequest(env.apiBase, code, data),
  map: mapTokenResponse,
  source: 'api',
};

/** Finishes the Aliyundrive Open authorization: the API server exchanges the code. */
export default function AliyundriveCallback(props: ToolProps): ReactNode {
  return <TokenCallback {...props} config={CONFIG} />;
}

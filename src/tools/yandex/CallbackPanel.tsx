import type {ReactNode} from 'react';
import {redirectUriFor, type Tokens} from '@site/src/lib/oauth/common';
import {mapTokenResponse, tokenRequest, yandexCallback, type YandexCallbackData} from '@site/src/lib/oauth/yandex';
import {appInfo, TokenCallback, type CallbackConfig} from '../shared/tokenCallback';
import type {ToolProps} from '../shared/useToolEnv';

const CONFIG: CallbackConfig<YandexCallbackData, Tokens & {readonly refreshToken: string}> = {
  provider: 'yandex',
  reader: yandexCallback,
  restartPath: '/tool/yandex/',
  info: (data) => appInfo(data.clientId, redirectUriFor(window.location.origin, 'yandex')),
  request: (_env, code, data) => tokenRequest(code, data),
  map: mapTokenResponse,
  source: 'provider',
};

/** Finishes the Yandex Disk sign-in at Yandex's token endpoint. */
export default function YandexCallback(props: ToolProps): ReactNode {
  return <TokenCallback {...props} config={CONFIG} />;
}

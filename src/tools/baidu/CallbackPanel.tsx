import type {ReactNode} from 'react';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {mapTokenResponse, readBaiduCallback, tokenRequest, type BaiduCallbackData} from '@site/src/lib/oauth/baidu';
import {ClientIdLabel, RedirectUriLabel} from '../shared/labels';
import {TokenCallback} from '../shared/TokenCallback';
import {ToolFrame} from '../shared/ui';
import type {ToolEnv, ToolProps} from '../shared/useToolEnv';

const info = (data: BaiduCallbackData): {label: ReactNode; value: string}[] => [
  ...(data.clientId ? [{label: <ClientIdLabel />, value: data.clientId}] : []),
  {label: <RedirectUriLabel />, value: redirectUriFor(window.location.origin, 'baidu')},
];
const request = (env: ToolEnv, code: string) => tokenRequest(env.apiBase, code);

/** Finishes the Baidu Netdisk sign-in: the API server exchanges the code. */
export default function BaiduCallback(props: ToolProps): ReactNode {
  return (
    <ToolFrame>
      {() => (
        <TokenCallback
          {...props}
          provider="baidu"
          read={readBaiduCallback}
          restartPath="/tool/baidu/"
          info={info}
          request={request}
          map={mapTokenResponse}
          source="api"
        />
      )}
    </ToolFrame>
  );
}

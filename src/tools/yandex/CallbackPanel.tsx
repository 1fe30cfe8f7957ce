import type {ReactNode} from 'react';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {mapTokenResponse, readYandexCallback, tokenRequest, type YandexClient} from '@site/src/lib/oauth/yandex';
import {ClientIdLabel, RedirectUriLabel} from '../shared/labels';
import {TokenCallback} from '../shared/TokenCallback';
import {ToolFrame} from '../shared/ui';
import type {ToolEnv, ToolProps} from '../shared/useToolEnv';

const info = (data: YandexClient): {label: ReactNode; value: string}[] => [
  {label: <ClientIdLabel />, value: data.clientId},
  {label: <RedirectUriLabel />, value: redirectUriFor(window.location.origin, 'yandex')},
];
const request = (_env: ToolEnv, code: string, data: YandexClient) => tokenRequest(code, data);

/** Finishes the Yandex Disk sign-in at Yandex's token endpoint. */
export default function YandexCallback(props: ToolProps): ReactNode {
  return (
    <ToolFrame>
      {() => (
        <TokenCallback
          {...props}
          provider="yandex"
          read={readYandexCallback}
          restartPath="/tool/yandex/"
          info={info}
          request={request}
          map={mapTokenResponse}
          source="provider"
        />
      )}
    </ToolFrame>
  );
}

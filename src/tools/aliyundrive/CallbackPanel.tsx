import type {ReactNode} from 'react';
import {codeRequest, mapTokenResponse, readAliyunCallback, type AliyunClient} from '@site/src/lib/oauth/aliyundrive';
import {ClientIdLabel, serverClientText} from '../shared/labels';
import {TokenCallback} from '../shared/TokenCallback';
import {ToolFrame} from '../shared/ui';
import type {ToolEnv, ToolProps} from '../shared/useToolEnv';

const info = (data: AliyunClient): {label: ReactNode; value: string}[] => [
  {label: <ClientIdLabel />, value: data.clientId || serverClientText()},
];
const request = (env: ToolEnv, code: string, data: AliyunClient) => codeRequest(env.apiBase, code, data);

/** Finishes the Aliyundrive Open authorization: the API server exchanges the code. */
export default function AliyundriveCallback(props: ToolProps): ReactNode {
  return (
    <ToolFrame>
      {() => (
        <TokenCallback
          {...props}
          provider="aliyundrive"
          read={readAliyunCallback}
          restartPath="/tool/aliyundrive/request"
          info={info}
          request={request}
          map={mapTokenResponse}
          source="api"
        />
      )}
    </ToolFrame>
  );
}

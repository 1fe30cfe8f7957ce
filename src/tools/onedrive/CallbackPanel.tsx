import '@site/src/i18n/tools';
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {redirectUriFor, type Tokens} from '@site/src/lib/oauth/common';
import {
  checkSiteUrl,
  mapSiteIdResponse,
  mapTokenResponse,
  oneDriveCallback,
  siteIdRequest,
  tokenRequest,
  type OneDriveCallbackData,
  type SiteUrlProblem,
} from '@site/src/lib/oauth/onedrive';
import {requiredText} from '../shared/labels';
import {RequestForm} from '../shared/requestForm';
import {appInfo, TokenCallback, type CallbackConfig} from '../shared/tokenCallback';
import {Field, Section, ValueField} from '../shared/ui';
import {useRequest} from '../shared/useRequest';
import type {ToolEnv, ToolProps} from '../shared/useToolEnv';
import {ZoneLabel, zoneLabel} from './zones';

function siteUrlMessage(reason: SiteUrlProblem): string {
  switch (reason) {
    case 'empty':
      return requiredText();
    case 'invalid':
      return translate({
        id: 'tools.onedrive.site.invalid',
        message: 'This is not a web address.',
        description: 'Error: the SharePoint site URL is not a URL',
      });
    case 'not-site':
      return translate({
        id: 'tools.onedrive.site.notSite',
        message: 'Enter the address of a site, such as https://contoso.sharepoint.com/sites/team.',
        description: 'Error: the URL is not a SharePoint site address',
      });
  }
}

function SiteId({
  env,
  accessToken,
  data,
}: {
  readonly env: ToolEnv;
  readonly accessToken: string;
  readonly data: OneDriveCallbackData;
}): ReactNode {
  const [siteUrl, setSiteUrl] = useState('');
  const [problem, setProblem] = useState<SiteUrlProblem | undefined>();
  const request = useRequest<string>(env);

  const lookUp = (): void => {
    const checked = checkSiteUrl(siteUrl);
    if (!checked.ok) {
      setProblem(checked.reason);
      return;
    }
    setProblem(undefined);
    void request.run(siteIdRequest(env.apiBase, checked.url, accessToken, data.zone), mapSiteIdResponse);
  };

  return (
    <Section
      title={
        <Translate id="tools.onedrive.site.title" description="Heading of the SharePoint site ID part">
          SharePoint site ID
        </Translate>
      }>
      <RequestForm
        env={env}
        request={request}
        onSubmit={lookUp}
        submit={
          <Translate id="tools.onedrive.site.submit" description="Button that looks up the SharePoint site ID">
            Get site ID
          </Translate>
        }
        result={(siteId) => <ValueField name="site_id" label="site_id" value={siteId} rows={1} />}>
        <Field
          name="site_url"
          type="url"
          inputMode="url"
          label={
            <Translate id="tools.onedrive.site.url" description="Label of the SharePoint site URL field">
              Site address
            </Translate>
          }
          placeholder="https://contoso.sharepoint.com/sites/team"
          value={siteUrl}
          onChange={setSiteUrl}
          error={problem ? siteUrlMessage(problem) : undefined}
          hint={
            <Translate id="tools.onedrive.site.hint" description="Hint under the SharePoint site URL field">
              Only for SharePoint: the site's ID goes into the storage's site_id field, with is_sharepoint turned on.
            </Translate>
          }
        />
      </RequestForm>
    </Section>
  );
}

const CONFIG: CallbackConfig<OneDriveCallbackData, Tokens & {readonly refreshToken: string}> = {
  provider: 'onedrive',
  reader: oneDriveCallback,
  restartPath: '/tool/onedrive/request',
  info: (data) =>
    appInfo(data.clientId, redirectUriFor(window.location.origin, 'onedrive'), [
      {label: <ZoneLabel />, value: `${zoneLabel(data.zone)} (${data.zone})`},
    ]),
  request: (env, code, data) => tokenRequest(env.apiBase, code, data.client),
  map: mapTokenResponse,
  source: 'api',
  after: (tokens, data, env) =>
    tokens.accessToken ? <SiteId env={env} accessToken={tokens.accessToken} data={data} /> : null,
};

/** Finishes the OneDrive sign-in: tokens from the API server, then an optional SharePoint site ID. */
export default function OneDriveCallback(props: ToolProps): ReactNode {
  return <TokenCallback {...props} config={CONFIG} />;
}

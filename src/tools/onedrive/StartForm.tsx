import '@site/src/i18n/tools';
import {useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {
  appRegistrationUrl,
  buildAuthorizeUrl,
  isOneDriveZone,
  missingClientFields,
  oneDriveFlowDetails,
  ONEDRIVE_ZONE_ORDER,
  type ClientField,
  type OneDriveZone,
} from '@site/src/lib/oauth/onedrive';
import {ConsoleLink, OwnApp} from '../shared/ownApp';
import {Actions, SelectField, ToolFrame} from '../shared/ui';
import {useDraft} from '../shared/useDraft';
import {StartProblemNotice} from '../shared/status';
import {useStartSignIn, type StartProblem} from '../shared/useStartSignIn';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import {useToolsConfig} from '../shared/useToolsConfig';
import {zoneLabel} from './zones';

const DRAFT = {zone: 'global', clientId: '', own: ''};

function StartInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const {clients} = useToolsConfig();
  const [draft, setDraft] = useDraft('alist_tool_onedrive_request', DRAFT);
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<readonly ClientField[]>([]);
  const signIn = useStartSignIn('onedrive', env);
  const [startProblem, setStartProblem] = useState<StartProblem | undefined>();

  const zone: OneDriveZone = isOneDriveZone(draft.zone) ? draft.zone : 'global';
  const preset = clients.onedrive[zone];
  const useOwn = !preset || draft.own === '1';
  const redirectUri = redirectUriFor(window.location.origin, 'onedrive');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const client = useOwn
      ? {clientId: draft.clientId, clientSecret}
      : {clientId: preset.clientId, clientSecret: preset.clientSecret};
    const missing = missingClientFields(client);
    setErrors(missing);
    if (missing.length > 0) return;
    const chosen = {...client, zone};
    setStartProblem(
      signIn.start(oneDriveFlowDetails(chosen), (state) => buildAuthorizeUrl(chosen, redirectUri, state)),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <SelectField
        name="zone"
        label={
          <Translate id="tools.onedrive.request.zone" description="Label of the zone (national cloud) drop-down">
            Zone
          </Translate>
        }
        value={zone}
        options={ONEDRIVE_ZONE_ORDER.map((z) => ({value: z, label: zoneLabel(z)}))}
        onChange={(value) => {
          setDraft({zone: value});
          setErrors([]);
        }}
      />
      <OwnApp
        hasDefault={preset !== undefined}
        own={useOwn}
        onOwnChange={(own) => setDraft({own: own ? '1' : ''})}
        console={{
          url: appRegistrationUrl(zone),
          name: translate({
            id: 'tools.onedrive.request.portal',
            message: "the zone's Azure portal (App registrations)",
            description: 'Name of the Azure portal link in the help note',
          }),
        }}
        clientId={draft.clientId}
        onClientId={(value) => setDraft({clientId: value})}
        clientSecret={clientSecret}
        onClientSecret={setClientSecret}
        missing={errors}
        clientSecretHint={
          <Translate id="tools.onedrive.request.secretHint" description="Hint under the OneDrive client secret field">
            The secret's value (not its ID), from Certificates & secrets of the app registration.
          </Translate>
        }
        redirectUri={redirectUri}
      />
      <StartProblemNotice problem={startProblem} />
      <Actions>
        <ConsoleLink href={appRegistrationUrl(zone)}>
          <Translate
            id="tools.onedrive.request.createClient"
            description="Button that opens the app registrations of the zone's Azure portal">
            Create client
          </Translate>
        </ConsoleLink>
        <button type="submit" className="button button--primary">
          <Translate id="tools.onedrive.request.submit" description="Button that starts the Microsoft sign-in">
            Get refresh token
          </Translate>
        </button>
      </Actions>
    </form>
  );
}

/** Starts the OneDrive / SharePoint sign-in in the chosen zone. */
export default function OneDriveStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}

import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  appRegistrationUrl,
  buildAuthorizeUrl,
  isOneDriveZone,
  missingClientFields,
  oneDriveFlowDetails,
  ONEDRIVE_ZONE_ORDER,
  type OneDriveZone,
} from '@site/src/lib/oauth/onedrive';
import {SignInForm, useSignInForm} from '../shared/signInForm';
import {SelectField, ToolFrame} from '../shared/ui';
import type {ToolProps} from '../shared/useToolEnv';
import {zoneLabel} from './zones';

const DRAFT = {zone: 'global', clientId: '', own: ''};

function zoneOf(draft: typeof DRAFT): OneDriveZone {
  return isOneDriveZone(draft.zone) ? draft.zone : 'global';
}

function StartInner(props: ToolProps): ReactNode {
  const form = useSignInForm(
    props,
    'onedrive',
    'alist_tool_onedrive_request',
    DRAFT,
    (clients, draft) => clients.onedrive[zoneOf(draft)],
  );
  const zone = zoneOf(form.draft);

  const submit = (): void => {
    const client = form.defaultApp ?? form.ownClient;
    const chosen = {clientId: client.clientId, clientSecret: client.clientSecret, zone};
    form.start(missingClientFields(client), (signIn) =>
      signIn.start(oneDriveFlowDetails(chosen), (state) => buildAuthorizeUrl(chosen, form.redirectUri, state)),
    );
  };

  return (
    <SignInForm
      form={form}
      before={
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
            form.setDraft({zone: value});
            form.clearMissing();
          }}
        />
      }
      app={{
        console: {
          url: appRegistrationUrl(zone),
          name: translate({
            id: 'tools.onedrive.request.portal',
            message: "the zone's Azure portal (App registrations)",
            description: 'Name of the Azure portal link in the help note',
          }),
          create: (
            <Translate
              id="tools.onedrive.request.createClient"
              description="Button that opens the app registrations of the zone's Azure portal">
              Create client
            </Translate>
          ),
        },
        consoleAlways: true,
        clientSecretHint: (
          <Translate id="tools.onedrive.request.secretHint" description="Hint under the OneDrive client secret field">
            The secret's value (not its ID), from Certificates & secrets of the app registration.
          </Translate>
        ),
      }}
      onSubmit={submit}
      submit={
        <Translate id="tools.onedrive.request.submit" description="Button that starts the Microsoft sign-in">
          Get refresh token
        </Translate>
      }
    />
  );
}

/** Starts the OneDrive / SharePoint sign-in in the chosen zone. */
export default function OneDriveStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}

// The client ID and secret fields of a tool that signs in with the visitor's
// own app (OneDrive, Aliyundrive, Dropbox, Google, Yandex).
import type {ReactNode} from 'react';
import {ClientIdLabel, ClientSecretLabel, requiredText} from './labels';
import {Field} from './ui';

interface Props {
  readonly clientId: string;
  readonly onClientId: (value: string) => void;
  readonly clientSecret: string;
  readonly onClientSecret: (value: string) => void;
  /** The fields to mark as required and missing: `clientId`, `clientSecret`. */
  readonly missing: readonly string[];
  readonly clientIdHint?: ReactNode;
  readonly clientSecretHint?: ReactNode;
}

export function ClientFields({
  clientId,
  onClientId,
  clientSecret,
  onClientSecret,
  missing,
  clientIdHint,
  clientSecretHint,
}: Props): ReactNode {
  return (
    <>
      <Field
        name="client_id"
        label={<ClientIdLabel />}
        value={clientId}
        onChange={onClientId}
        error={missing.includes('clientId') ? requiredText() : undefined}
        hint={clientIdHint}
      />
      <Field
        name="client_secret"
        type="password"
        label={<ClientSecretLabel />}
        value={clientSecret}
        onChange={onClientSecret}
        error={missing.includes('clientSecret') ? requiredText() : undefined}
        hint={clientSecretHint}
      />
    </>
  );
}

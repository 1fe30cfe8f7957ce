// Labels several tools share, so their translations are written once.
import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

export function ClientIdLabel(): ReactNode {
  return (
    <Translate id="tools.common.clientId" description="Label of the client ID field">
      Client ID (client_id)
    </Translate>
  );
}

export function ClientSecretLabel(): ReactNode {
  return (
    <Translate id="tools.common.clientSecret" description="Label of the client secret field">
      Client secret (client_secret)
    </Translate>
  );
}

export function RedirectUriLabel(): ReactNode {
  return (
    <Translate id="tools.common.redirectUri" description="Label of the redirect URI line">
      Redirect URI
    </Translate>
  );
}

export function ApiServerLabel(): ReactNode {
  return (
    <Translate id="tools.common.apiServer" description="Label of the API server that exchanges a code">
      API server
    </Translate>
  );
}

export function UseOwnClientLabel(): ReactNode {
  return (
    <Translate
      id="tools.common.useOwnClient"
      description="Checkbox: sign in with the visitor's own app instead of the site's default">
      Use my own app
    </Translate>
  );
}

export function WorkingLabel(): ReactNode {
  return (
    <Translate id="tools.common.working" description="Shown while a request runs">
      Asking the server…
    </Translate>
  );
}

export function requiredText(): string {
  return translate({
    id: 'tools.common.required',
    message: 'Required',
    description: 'Error under an empty required field',
  });
}

export function serverClientText(): string {
  return translate({
    id: 'tools.common.serverClient',
    message: "the API server's app",
    description: 'Shown instead of a client ID when the API server uses its own app',
  });
}

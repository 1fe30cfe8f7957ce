import '@site/src/i18n/tools';
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {webDavAddress, type WebDavProblem} from '@site/src/lib/oauth/onedrive';
import {requiredText} from '../shared/labels';
import {Actions, Field, Form, InfoList, ToolFrame, ValueField} from '../shared/ui';

function problemText(reason: WebDavProblem): string {
  switch (reason) {
    case 'empty':
      return requiredText();
    case 'invalid':
      return translate({
        id: 'tools.onedrive.webdav.invalid',
        message: 'This is not a web address.',
        description: 'Error: the text is not a URL',
      });
    case 'unknown-kind':
      return translate({
        id: 'tools.onedrive.webdav.unknownKind',
        message: 'The address must contain /sites/<name>, /teams/<name> (SharePoint) or /personal/<name> (OneDrive).',
        description: 'Error: the URL is neither a SharePoint site nor a personal OneDrive',
      });
  }
}

function WebDavInner(): ReactNode {
  const [input, setInput] = useState('');
  const [result, setResult] = useState<ReturnType<typeof webDavAddress> | undefined>();

  const submit = (): void => setResult(webDavAddress(input));

  return (
    <Form onSubmit={submit}>
      <Field
        name="url"
        type="url"
        inputMode="url"
        label={
          <Translate id="tools.onedrive.webdav.input" description="Label of the OneDrive/SharePoint address field">
            OneDrive or SharePoint address
          </Translate>
        }
        value={input}
        onChange={setInput}
        error={result && !result.ok ? problemText(result.reason) : undefined}
      />
      <InfoList
        items={[
          {
            label: 'OneDrive',
            value: 'https://contoso-my.sharepoint.com/personal/user_contoso_com/_layouts/15/onedrive.aspx',
          },
          {label: 'SharePoint', value: 'https://contoso.sharepoint.com/sites/team'},
        ]}
      />
      <Actions>
        <button type="submit" className="button button--primary">
          <Translate id="tools.onedrive.webdav.submit" description="Button that works out the WebDAV address">
            Get WebDAV address
          </Translate>
        </button>
      </Actions>
      {result?.ok ? (
        <ValueField
          name="webdav_url"
          label={
            <Translate id="tools.onedrive.webdav.result" description="Label of the resulting WebDAV address">
              WebDAV address
            </Translate>
          }
          value={result.url}
          rows={1}
        />
      ) : null}
    </Form>
  );
}

/** Works out the WebDAV address of a OneDrive or SharePoint library, in the browser. */
export default function OneDriveWebDav(): ReactNode {
  return <ToolFrame>{() => <WebDavInner />}</ToolFrame>;
}

import '@site/src/i18n/reference';
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {translate} from '@docusaurus/Translate';
import {CONFIG_ENTRIES, type ConfigEntry} from '@site/src/data/config/configFile';
import {LATEST_DOCUMENTED_VERSION} from '@site/src/data/config/types';
import {buildDefaultConfig} from '@site/src/lib/content/configReference';

export interface ConfigFileExampleProps {
  /** Entries to render instead of the site's data (tests). */
  readonly entries?: readonly ConfigEntry[];
}

/**
 * The `config.json` a fresh AList writes, rebuilt from the reference data so it
 * can never disagree with the tables.
 */
export default function ConfigFileExample({entries = CONFIG_ENTRIES}: ConfigFileExampleProps): ReactNode {
  const placeholder = translate({
    id: 'config.example.generated',
    message: '(generated at first start)',
    description: 'Placeholder for a value of config.json that AList generates, such as jwt_secret',
  });
  const json = JSON.stringify(buildDefaultConfig(entries, placeholder), null, 2);
  return (
    <CodeBlock
      language="json"
      title={translate(
        {
          id: 'config.example.title',
          message: 'data/config.json as {version} creates it',
          description: 'Title of the code block showing the default config.json; {version} is an AList version',
        },
        {version: LATEST_DOCUMENTED_VERSION},
      )}>
      {json}
    </CodeBlock>
  );
}

// The theme's code block with Prism and the configured extra languages
// (themeConfig.prism.additionalLanguages): the part of a code block that is
// loaded on demand (see ./index.tsx).
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default function Highlighted(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}

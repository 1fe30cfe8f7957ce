// @docusaurus/theme-mermaid's diagram (its glue, which loads mermaid itself):
// the part of a diagram loaded on demand (see ./index.tsx).
import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

export default function Diagram(props: Props): ReactNode {
  return <Mermaid {...props} />;
}

// @docusaurus/theme-mermaid's diagram (its glue, which loads mermaid itself):
// the part of a diagram loaded on demand (see ./index.tsx).
//
// Mermaid's flowcharts call d3's `selection.transition()` (their node
// tooltips, on mouseover) but import d3 by names only; d3 declares itself
// free of side effects, so the bundler dropped d3-transition, the module that
// adds that method, and pointing at a node threw "transition is not a
// function". Importing it here (d3's own dependency, through mermaid) keeps it.
import 'd3-transition';
import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

export default function Diagram(props: Props): ReactNode {
  return <Mermaid {...props} />;
}

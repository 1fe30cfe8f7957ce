// The theme's warning admonition icon, drawn by CSS instead of inline SVG (src/components/AdmonitionIcon).
import type {ReactNode} from 'react';
import AdmonitionIcon from '@site/src/components/AdmonitionIcon';

export default function AdmonitionIconWarning(): ReactNode {
  return <AdmonitionIcon kind="warning" />;
}

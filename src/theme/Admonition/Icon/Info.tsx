// The theme's info admonition icon, drawn by CSS instead of inline SVG (src/components/AdmonitionIcon).
import type {ReactNode} from 'react';
import AdmonitionIcon from '@site/src/components/AdmonitionIcon';

export default function AdmonitionIconInfo(): ReactNode {
  return <AdmonitionIcon kind="info" />;
}

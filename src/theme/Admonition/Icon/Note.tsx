// The theme's note admonition icon, drawn by CSS instead of inline SVG (src/components/AdmonitionIcon).
import type {ReactNode} from 'react';
import AdmonitionIcon from '@site/src/components/AdmonitionIcon';

export default function AdmonitionIconNote(): ReactNode {
  return <AdmonitionIcon kind="note" />;
}

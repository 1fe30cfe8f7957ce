// Advertisement block (issue: home page and ads). That issue replaces this
// seam with the real block; the theme already renders it before the content
// of normal doc pages and the home page renders it below the hero.
import type {ReactNode} from 'react';

export interface AdBlockProps {
  readonly placement: 'home' | 'doc';
  readonly className?: string;
}

export default function AdBlock(_props: AdBlockProps): ReactNode {
  return null;
}

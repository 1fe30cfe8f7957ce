// The theme renders its back-to-top button on doc pages only; the site's own
// (src/components/BackToTop, rendered by the Layout wrapper) covers every page.
import type {ReactNode} from 'react';

export default function BackToTopButton(): ReactNode {
  return null;
}

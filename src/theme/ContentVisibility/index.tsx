// The theme's draft and unlisted banners, on the development server only: a
// production build has no drafts and no doc is unlisted (a unit test checks
// it), so the banners and their strings stay out of every doc page's scripts.
// Writers previewing a draft still see its banner.
import type {ComponentType, ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

// A constant condition: the production bundles do not contain the theme's component at all.
const Original: ComponentType<Props> | null =
  process.env.NODE_ENV === 'production'
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@theme-original/ContentVisibility') as {default: ComponentType<Props>}).default;

export default function ContentVisibility(props: Props): ReactNode {
  return Original ? <Original {...props} /> : null;
}

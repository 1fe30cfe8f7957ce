// The theme's navigation progress bar (nprogress) with the site's timings:
// shown only for pages that take time to load.
import nprogress from 'nprogress';
import {PROGRESS_BAR} from '@site/src/lib/chrome/constants';

nprogress.configure({showSpinner: false, ...PROGRESS_BAR});

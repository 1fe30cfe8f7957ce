import {test as base} from '@playwright/test';
import {answerSiteDialogs} from './support';

export {expect} from '@playwright/test';

/**
 * Playwright's `test` with the site's default visitor: every context of the
 * `page`/`context` fixtures starts with the site-wide dialogs answered, as a
 * returning visitor's (support.ts, answerSiteDialogs), so that they do not
 * cover the page a test is about. A spec about a first visit says
 * `test.use({returningVisitor: false})`; contexts a test creates itself start
 * empty.
 */
export const test = base.extend<{returningVisitor: boolean}>({
  returningVisitor: [true, {option: true}],
  context: async ({context, returningVisitor}, provide) => {
    if (returningVisitor) await answerSiteDialogs(context);
    await provide(context);
  },
});

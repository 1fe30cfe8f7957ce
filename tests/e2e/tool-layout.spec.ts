import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {SECTION_AND_PAGES, zhPath} from './pages';
import {waitForHydration} from './support';
import RESERVED from '../../src/data/toolFrameHeights.json';

/**
 * No layout shift on tool pages. A tool renders in the browser only, in place
 * of a placeholder, so its frame reserves the tool's height from the first
 * paint (ToolFrame in src/tools/shared/ui.tsx, heights in
 * src/data/toolFrameHeights.json). For every tool page in both locales this
 * checks that the tool fits its reserved height at the narrowest width of
 * each layout band (a phone of 360 px; the docs layout's 997 px breakpoint,
 * where the sidebar appears), where text wraps most, and that loading the
 * page on that phone shifts nothing. Geometry, not timing: the result is the
 * same on a busy machine.
 *
 * After changing a tool's form or texts: `npm run perf:tool-frames:update`
 * (TOOL_FRAMES_UPDATE=1) measures every tool page and rewrites the file,
 * with SLACK_PX to spare.
 */
const FILE = path.resolve(__dirname, '../../src/data/toolFrameHeights.json');
const UPDATE = Boolean(process.env.TOOL_FRAMES_UPDATE);
const SLACK_PX = 8;
const BANDS = [
  {name: 'narrow', viewport: {width: 360, height: 740}},
  {name: 'wide', viewport: {width: 997, height: 900}},
] as const;
type Band = (typeof BANDS)[number]['name'];
type Heights = Record<Band, number>;

const TOOL_PAGES = SECTION_AND_PAGES.filter((url) => url.startsWith('/tool/'));
const reserved = RESERVED as Readonly<Record<string, Heights>>;
/** Page → locale → natural heights (update mode). */
const measured = new Map<string, Map<string, Heights | null>>();

const keyOf = (url: string): string => url.replace(/\/+$/, '') || '/';

/** Loads the page and waits until its tool (if any) has replaced the placeholder; false without a tool. */
async function openTool(page: Page, url: string): Promise<boolean> {
  await page.goto(url, {waitUntil: 'load'});
  await waitForHydration(page);
  if ((await page.locator('[data-tool-frame]').count()) === 0) return false;
  await expect(page.locator('[data-tool-frame] [data-tool-placeholder]')).toHaveCount(0);
  return true;
}

/** The frame's height without its reserved minimum: what the tool itself takes. */
function naturalHeight(page: Page): Promise<number> {
  return page.locator('[data-tool-frame]').evaluate((frame: HTMLElement) => {
    frame.style.minHeight = '0px';
    const height = frame.getBoundingClientRect().height;
    frame.style.minHeight = '';
    return Math.ceil(height);
  });
}

if (UPDATE) test.describe.configure({mode: 'serial'});

test.describe('tool pages keep their layout', () => {
  for (const url of TOOL_PAGES) {
    for (const [locale, address] of [
      ['en', url],
      ['zh', zhPath(url)],
    ] as const) {
      test(`${address}: the tool fits the height reserved for it`, async ({page}) => {
        test.setTimeout(90_000);
        // Layout shifts from the page's start (the first load is the narrow one, a phone).
        await page.addInitScript(() => {
          const w = window as unknown as {__shift: number};
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[]) w.__shift += entry.value;
          }).observe({type: 'layout-shift', buffered: true});
        });
        const heights: Partial<Heights> = {};
        let shift = 0;
        for (const band of BANDS) {
          await page.setViewportSize(band.viewport);
          if (!(await openTool(page, address))) {
            if (UPDATE) measured.set(url, new Map([...(measured.get(url) ?? []), [locale, null]]));
            return;
          }
          if (band.name === 'narrow') {
            // One more frame for the observer to report the render that removed the placeholder.
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
            shift = await page.evaluate(() => (window as unknown as {__shift: number}).__shift);
          }
          heights[band.name] = await naturalHeight(page);
        }
        if (UPDATE) {
          measured.set(url, new Map([...(measured.get(url) ?? []), [locale, heights as Heights]]));
          return;
        }
        const reserve = reserved[keyOf(url)];
        expect(reserve, `${url} has a tool but no reserved height; run npm run perf:tool-frames:update`).toBeDefined();
        for (const band of BANDS) {
          expect(
            heights[band.name],
            `${address} at ${band.viewport.width} px: the tool is taller than the ${reserve?.[band.name]} px ` +
              `reserved for it (src/data/toolFrameHeights.json); run npm run perf:tool-frames:update`,
          ).toBeLessThanOrEqual(reserve?.[band.name] ?? 0);
        }
        expect(shift, `cumulative layout shift while ${address} loads on a phone`).toBeLessThan(0.001);
      });
    }
  }

  test.afterAll(() => {
    if (!UPDATE) return;
    const file: Record<string, Heights> = {};
    for (const url of TOOL_PAGES) {
      const byLocale = [...(measured.get(url)?.values() ?? [])].filter((h): h is Heights => h !== null);
      if (byLocale.length === 0) continue;
      file[keyOf(url)] = {
        narrow: Math.max(...byLocale.map((h) => h.narrow)) + SLACK_PX,
        wide: Math.max(...byLocale.map((h) => h.wide)) + SLACK_PX,
      };
    }
    writeFileSync(FILE, `${JSON.stringify(file, null, 2)}\n`);
  });
});

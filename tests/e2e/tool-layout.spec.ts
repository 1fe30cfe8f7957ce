import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {type Page} from '@playwright/test';
import {expect, test} from './test';
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
 * same on a busy machine. The page is loaded once, on the phone; the wider
 * band is measured after the window grows (the layout is CSS: the same
 * geometry as a load at that width).
 *
 * The same load checks what a tool page may talk to: nothing from other
 * hosts (third-party scripts would come after the load event), no referrer
 * (header and meta tag), and the tools' policy as a `<meta>` tag (the
 * API console: only its wider header policy).
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

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Loads a tool page, checks what it may talk to (see above), and waits until
 * its tool (if any) has replaced the placeholder; false without a tool.
 */
async function openTool(page: Page, url: string): Promise<boolean> {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const {protocol, hostname} = new URL(request.url());
    if ((protocol === 'http:' || protocol === 'https:') && !LOCAL_HOSTS.has(hostname)) foreign.push(request.url());
  });
  const response = await page.goto(url, {waitUntil: 'load'});
  expect(response?.status(), `${url} status`).toBe(200);
  expect(response?.headers()['referrer-policy'], `${url} Referrer-Policy`).toBe('no-referrer');
  await waitForHydration(page);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  const metaPolicy = page.locator('meta[http-equiv="Content-Security-Policy"]');
  if (keyOf(url).endsWith('/tool/api')) {
    // The request console reaches the reader's own server: only the (wider) header policy applies there.
    expect(response?.headers()['content-security-policy']).toMatch(/connect-src [^;]* http: https:/);
    await expect(metaPolicy).toHaveCount(0);
  } else {
    await expect(metaPolicy).toHaveAttribute('content', /connect-src 'self' .*http:\/\/localhost:3002/);
  }
  // Third-party scripts (ads, analytics) would be added after the load event.
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
  expect(foreign, `${url} asked other hosts`).toEqual([]);
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
      test(`${address}: asks no other host, and the tool fits the height reserved for it`, async ({page}) => {
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
        const nextFrame = () =>
          page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
        for (const band of BANDS) {
          await page.setViewportSize(band.viewport);
          if (band.name === BANDS[0].name) {
            if (!(await openTool(page, address))) {
              if (UPDATE) measured.set(url, new Map([...(measured.get(url) ?? []), [locale, null]]));
              return;
            }
            // One more frame for the observer to report the render that removed the placeholder.
            await nextFrame();
            shift = await page.evaluate(() => (window as unknown as {__shift: number}).__shift);
          } else {
            // The window has grown: one frame for the layout (and any resize handler) to follow.
            await nextFrame();
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

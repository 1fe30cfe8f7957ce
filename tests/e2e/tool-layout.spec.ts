import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {zhPath} from './pages';
import {expectNoProblems, waitForHydration, watchPage} from './support';
import {FIRST_CALLBACK, isCallback, keyOf, TOOL_PAGES, TOOL_PAGES_LOADED} from './toolSupport';
import RESERVED from '../../src/data/toolFrameHeights.json';

/**
 * No layout shift on tool pages. A tool renders in the browser only, in place
 * of a placeholder, so its frame reserves the tool's height from the first
 * paint (ToolFrame in src/tools/shared/ui.tsx, heights in
 * src/data/toolFrameHeights.json). For every page with a tool, in both
 * locales (text wraps differently in each), this checks that the tool fits its reserved height at the narrowest width of
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
 * Loaded in the browser: every page with a tool, and the tools' index
 * (`/tool/`, with its picture and video). Not loaded, in either locale:
 * - the callback pages but the first: without an answer in the address every
 *   one shows the same callback (TokenCallback in
 *   src/tools/shared/tokenCallback.tsx, the same notice and texts, only the
 *   restart link differs), so their frames ask the same question; the test
 *   below holds their reserved heights to the first's, which
 *   `perf:tool-frames:update` measures page by page;
 * - the tools' other index pages, which have no tool: text, links and the
 *   redirect URI. The first test checks every tool page, these included,
 *   without a browser: its status, the no-referrer header and meta tag, the
 *   tools' policy, no other host in its HTML, and a reserved height for each
 *   page whose HTML has a tool frame. That a tool document loads no
 *   third-party script is a rule of its path (src/lib/site/pageKind.ts), seen
 *   here on every loaded page and in tests/e2e/third-party.spec.ts.
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

const reserved = RESERVED as Readonly<Record<string, Heights>>;
/** The pages loaded in the browser; the update measures them all. */
const LOADED = UPDATE ? TOOL_PAGES : TOOL_PAGES_LOADED;
/** Page → locale → natural heights (update mode). */
const measured = new Map<string, Map<string, Heights | null>>();

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Loads a tool page, checks what it may talk to (see above), and waits until
 * its tool (if any) has replaced the placeholder; false without a tool.
 */
async function openTool(page: Page, url: string): Promise<boolean> {
  // Console errors and failed requests: routes.spec.ts leaves these pages' browser check to this load.
  const problems = watchPage(page);
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
  if ((await page.locator('[data-tool-frame]').count()) === 0) {
    expectNoProblems(problems);
    return false;
  }
  await expect(page.locator('[data-tool-frame] [data-tool-placeholder]')).toHaveCount(0);
  expectNoProblems(problems);
  return true;
}

/** Addresses on other hosts that a page's HTML loads (scripts, styles, images, posters, icons, preloads). */
function foreignLoads(html: string, address: string): string[] {
  const values = [...html.matchAll(/\s(?:src|srcset|poster|data-src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].flatMap(
    (m) => (m[1] ?? m[2] ?? m[3] ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''),
  );
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (
      !/\srel=["']?(?:stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)\b/.test(
        tag,
      )
    )
      continue;
    const href = /\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
    values.push(href?.[1] ?? href?.[2] ?? href?.[3] ?? '');
  }
  return values.filter((value) => {
    if (!/^(?:https?:)?\/\//.test(value)) return false;
    return !LOCAL_HOSTS.has(new URL(value, `http://127.0.0.1${address}`).hostname);
  });
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
  // Requests only, no browser: one test for every tool page in both locales.
  test("every tool page: no referrer, the tools' policy, nothing from other hosts in its HTML, a reserved height for its tool", async ({
    request,
  }) => {
    test.skip(UPDATE, 'the update measures every page in the browser');
    for (const url of TOOL_PAGES) {
      for (const address of [url, zhPath(url)]) {
        const response = await request.get(address);
        expect(response.status(), `${address} status`).toBe(200);
        const headers = response.headers();
        expect(headers['referrer-policy'], `${address} Referrer-Policy`).toBe('no-referrer');
        const html = await response.text();
        expect(html, `${address} referrer meta tag`).toMatch(
          /<meta [^>]*name=["']?referrer["']? content=["']?no-referrer/,
        );
        const metaPolicy = /<meta http-equiv=["']?Content-Security-Policy["']? content="([^"]*)"/.exec(html)?.[1];
        if (keyOf(url).endsWith('/tool/api')) {
          expect(headers['content-security-policy']).toMatch(/connect-src [^;]* http: https:/);
          expect(metaPolicy, `${address} policy meta tag`).toBeUndefined();
        } else {
          expect(metaPolicy, `${address} policy meta tag`).toMatch(/connect-src 'self' .*http:\/\/localhost:3002/);
        }
        expect(foreignLoads(html, address), `${address} loads from other hosts`).toEqual([]);
        if (html.includes('data-tool-frame'))
          expect(
            reserved[keyOf(url)],
            `${address} has a tool but no reserved height; run npm run perf:tool-frames:update`,
          ).toBeDefined();
      }
      // Measured page by page by the update: a callback that renders otherwise than the first shows here.
      if (isCallback(url) && FIRST_CALLBACK)
        expect(reserved[keyOf(url)], `${url} reserves what ${FIRST_CALLBACK} does`).toEqual(
          reserved[keyOf(FIRST_CALLBACK)],
        );
    }
  });

  for (const url of LOADED) {
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

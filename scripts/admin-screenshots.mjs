// Screenshots of AList's own admin panel (v3.45.0), taken from its published web front end served by the stand-in
// server (scripts/admin-standin), whose replies come from the site's data and are checked against the site's OpenAPI
// document. `npm run screenshots:admin -- --web-dist <folder> --web-version 3.45.0 [--only onedrive,settings-site] [--skip-existing]`.
//
// For each shot: English and Chinese (the panel's own `zh-CN` language), light and dark, at a fixed viewport, clock
// and data, cropped to the panel's content column, written as WebP at the widths the site's image component
// serves (480 and 880 px, never wider than the capture) under static/img/admin/, and recorded in
// src/data/adminScreenshots.json (the manifest: which front-end version, which files, their sizes). A run can be
// partial: `--only` picks shots by name (a driver's source folder or registered name, or a screen's name), and the
// manifest keeps the entries it did not retake. It fails when a reply did not match the API reference.
import {mkdirSync, readFileSync, writeFileSync, existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import sharp from 'sharp';
import {CHROMIUM_PATH} from './lib/browser.mjs';
import {startServer, TOKEN} from './admin-standin/server.mjs';
import {
  load,
  ALIST_VERSION,
  DRIVERS,
  FIXED_TIME,
  ROOT,
  driverInfo,
  exampleMountPath,
  exampleValue,
} from './admin-standin/data.mjs';

const OUT_DIR = path.join(ROOT, 'static/img/admin');
/** The manifest, in two files so that a page imports only the kind it shows: drivers.json and screens.json. */
const MANIFEST_DIR = path.join(ROOT, 'src/data/adminScreenshots');
const MANIFEST_FILES = {driver: 'drivers.json', screen: 'screens.json'};
/** The single-file manifest of the first runs, read once and replaced by the two files. */
const OLD_MANIFEST = path.join(ROOT, 'src/data/adminScreenshots.json');
/**
 * Widths written: 880 px, the middle one of those the site's image component serves (ideal-image: min 480, max
 * 1280, 3 steps). The captures are 2 × the panel's ~496 CSS px column and are shown at most 360 CSS px wide, so 880
 * is sharp on 2× screens and when zoomed; a 480 px copy as well would add 9 MB for the 1× screens (CONTRIBUTING).
 */
export const WIDTH = 880;
const VIEWPORT = {width: 720, height: 900};
const SCALE = 2;
const LOCALES = [
  {site: 'en', panel: 'en'},
  {site: 'zh', panel: 'zh-CN'},
];
const MODES = ['light', 'dark'];

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const webDistArg = option('web-dist') ?? process.env.ALIST_WEB_DIST;
if (!webDistArg) {
  console.error(
    'usage: npm run screenshots:admin -- --web-dist <alist web-dist dist folder> [--only a,b] [--skip-existing]',
  );
  process.exit(2);
}
const webDist = path.resolve(webDistArg);
const only = option('only')
  ?.split(',')
  .map((s) => s.trim().toLowerCase());
const skipExisting = process.argv.includes('--skip-existing');

/** The front end's version: the `web-dist` tag the folder was taken from (its files do not say it). */
function frontEndVersion() {
  const given = option('web-version') ?? process.env.ALIST_WEB_VERSION;
  if (!given || !/^\d+\.\d+\.\d+$/.test(given)) {
    console.error('give the web-dist tag the folder comes from: --web-version 3.45.0 (or ALIST_WEB_VERSION)');
    process.exit(2);
  }
  return given;
}

// ---------------------------------------------------------------------------------------------------------------
// What to capture

const {driverSlug, driverShotKey} = load('src/lib/content/adminScreenshots.ts');
const driverNames = [...DRIVERS.keys()];
const driverOrder = driverNames; // the driver select lists the keys of /api/admin/driver/list in reply order

const SCREENS = [
  ...['site', 'style', 'preview', 'global', 'sso', 'ldap', 'ftp', 'traffic'].map((group) => ({
    name: `settings-${group}`,
    url: `/@manage/settings/${group}`,
  })),
  {name: 'settings-s3', url: '/@manage/settings/s3'},
  {name: 'settings-other', url: '/@manage/settings/other'},
  {name: 'users', url: '/@manage/users', viewport: {width: 1200, height: 900}, scale: 1},
  {name: 'user-edit', url: '/@manage/users/edit/3'},
  {name: 'meta-edit', url: '/@manage/metas/edit/1'},
  {name: 'metas', url: '/@manage/metas'},
  // the task tables are wider than the phone-sized column: a desktop width, at 1× (still 880 px wide or so)
  {
    name: 'tasks-offline-download',
    url: '/@manage/tasks/offline_download',
    viewport: {width: 1200, height: 900},
    scale: 1,
  },
  {name: 'storages', url: '/@manage/storages'},
];

const shots = [
  ...driverNames.map((name) => ({
    key: driverShotKey(name),
    kind: 'driver',
    driver: name,
    match: [name.toLowerCase(), DRIVERS.get(name).dir.toLowerCase(), driverSlug(name)],
  })),
  ...SCREENS.map((s) => ({key: `screen/${s.name}`, kind: 'screen', ...s, match: [s.name]})),
]
  .filter((s) => !only || only.some((o) => s.match.includes(o) || s.key === o))
  // in the order `--only` names them (a partial run does the first ones first)
  .sort((a, b) => (only ? rank(a) - rank(b) : 0));

function rank(shot) {
  return only.findIndex((o) => shot.match.includes(o) || shot.key === o);
}

// ---------------------------------------------------------------------------------------------------------------
// Browser work

/** Fills the add-storage form of `driver`: the choice in the driver list, the mount path, empty required fields. */
async function fillDriverForm(page, driver) {
  const trigger = page.locator('#driver-trigger');
  const listbox = page.getByRole('listbox');
  const mountPath = page.locator('#mount_path');
  await trigger.waitFor();
  // the driver list: open it, pick the driver, and check that the form follows (a click that lands while the list
  // is still opening or closing picks nothing; try again)
  for (let attempt = 1; ; attempt++) {
    if (await listbox.isVisible()) {
      await page.keyboard.press('Escape');
      await listbox.waitFor({state: 'hidden', timeout: 5000}).catch(() => undefined);
    }
    await trigger.click();
    await listbox.waitFor({state: 'visible', timeout: 5000}).catch(() => undefined);
    const option = page.getByRole('option').nth(driverOrder.indexOf(driver.name));
    await option.scrollIntoViewIfNeeded({timeout: 5000}).catch(() => undefined);
    await page.waitForTimeout(200);
    const label = ((await option.textContent({timeout: 5000}).catch(() => '')) ?? '').trim();
    await option.click({timeout: 5000}).catch(() => undefined);
    await mountPath.waitFor({state: 'visible', timeout: 5000}).catch(() => undefined);
    // the trigger shows the chosen driver's label (in its input or as text): else the form is still the last one's
    const shown = `${await trigger.innerText()} ${await trigger
      .locator('input')
      .inputValue()
      .catch(() => '')}`;
    const chosen = label !== '' && shown.includes(label) && (await mountPath.isVisible());
    if (chosen && !(await listbox.isVisible())) break;
    if (attempt === 8) throw new Error(`could not choose ${driver.name} in the driver list`);
  }
  await page.locator('#mount_path').fill(exampleMountPath(driver));
  for (const field of driverInfo(driver).additional) {
    if (field.type !== 'string' && field.type !== 'text' && field.type !== 'number' && field.type !== 'float') continue;
    const value = exampleValue(field);
    if (value === field.default) continue;
    const input = page.locator(`[id="${field.name}"]`);
    if ((await input.count()) === 1) await input.fill(value);
  }
  // no field keeps the focus ring
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
}

/**
 * The content column of the admin panel (right of the side menu): the outermost element under a point of the
 * column that does not reach the side menu, marked so that a locator finds it.
 */
async function content(page) {
  await page.waitForFunction(() => {
    let el = document.elementFromPoint(Math.min(600, window.innerWidth - 40), 140);
    while (el?.parentElement && el.parentElement.getBoundingClientRect().left > 200) el = el.parentElement;
    if (!el || el.getBoundingClientRect().left < 200 || !el.getBoundingClientRect().height) return false;
    el.setAttribute('data-shot', '');
    return true;
  });
  return page.locator('[data-shot]');
}

/** A browser page signed in to the panel in one language and colour mode (fixed clock, no other host). */
async function openSession(browser, baseUrl, locale, mode, viewport = VIEWPORT, scale = SCALE) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: scale,
    locale: locale.panel,
    timezoneId: 'Asia/Shanghai',
    colorScheme: mode,
    reducedMotion: 'reduce',
  });
  await context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.abort(),
  );
  await context.addInitScript(
    ({token, lang, mode}) => {
      localStorage.setItem('token', token);
      localStorage.setItem('lang', lang);
      localStorage.setItem('hope-ui-color-mode', mode);
    },
    {token: TOKEN, lang: locale.panel, mode},
  );
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(FIXED_TIME));
  return {context, page, viewport};
}

/** Goes to `url` of the panel and waits until it has loaded its data. */
async function open(session, baseUrl, url) {
  await session.page.goto(baseUrl + url);
  await session.page.waitForLoadState('networkidle');
}

/** No caret, no scroll bars in a capture (the panel's menus need their animations to close: not turned off). */
const CAPTURE_STYLE = '*{caret-color:transparent!important} ::-webkit-scrollbar{display:none}';

/** Captures the content column, the whole of it (the viewport grows to its height for the capture). */
async function shootColumn(session) {
  const {page, viewport} = session;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // no hover state (the pointer rests where the last click was)
  await page.mouse.move(viewport.width - 2, 2);
  const style = await page.addStyleTag({content: CAPTURE_STYLE});
  const column = await content(page);
  await column.waitFor();
  const height = await column.evaluate((el) => Math.ceil(el.scrollHeight + el.getBoundingClientRect().top + 24));
  await page.setViewportSize({width: viewport.width, height: Math.max(viewport.height, height)});
  await page.waitForTimeout(100);
  // the column's own box, down to the bottom of what it holds (it stretches to the viewport's height)
  const box = await column.evaluate((el) => {
    const r = el.getBoundingClientRect();
    let bottom = r.top;
    for (const child of el.querySelectorAll('*')) {
      const c = child.getBoundingClientRect();
      if (c.width && c.height) bottom = Math.max(bottom, c.bottom);
    }
    const pad = parseFloat(getComputedStyle(el).paddingTop) || 16;
    return {x: r.left, y: r.top, width: r.width, height: Math.min(r.height, bottom - r.top + pad)};
  });
  const clip = {x: box.x, y: box.y, width: Math.min(viewport.width - box.x, box.width), height: box.height};
  const png = await page.screenshot({clip, animations: 'disabled', caret: 'hide'});
  await column.evaluate((el) => el.removeAttribute('data-shot'));
  await style.evaluate((el) => el.remove());
  await page.setViewportSize(viewport);
  return png;
}

async function writeVariants(png, base) {
  const meta = await sharp(png).metadata();
  const width = Math.min(WIDTH, meta.width);
  const file = `${base}.${width}.webp`;
  await sharp(png).resize({width}).webp({quality: 60, effort: 3}).toFile(path.join(OUT_DIR, file));
  return {src: `/img/admin/${file}`, width, height: Math.round((meta.height * width) / meta.width)};
}

/** An entry of an earlier manifest format (`files` per variant) in the current one. */
function normalize(entry) {
  const images = Object.fromEntries(
    Object.entries(entry.images).map(([variant, image]) =>
      image.files
        ? [variant, {src: image.files.at(-1).src, width: image.width, height: image.height}]
        : [variant, image],
    ),
  );
  return {...entry, images};
}

// ---------------------------------------------------------------------------------------------------------------

const version = frontEndVersion();
const manifest = {shots: {}};
for (const file of [OLD_MANIFEST, ...Object.values(MANIFEST_FILES).map((f) => path.join(MANIFEST_DIR, f))])
  if (existsSync(file)) Object.assign(manifest.shots, JSON.parse(readFileSync(file, 'utf8')).shots);
manifest.shots = Object.fromEntries(Object.entries(manifest.shots).map(([key, entry]) => [key, normalize(entry)]));
manifest.frontEnd = {repository: 'alist-org/web-dist', version};
manifest.alist = ALIST_VERSION;
manifest.note = 'Written by scripts/admin-screenshots.mjs; see CONTRIBUTING.md (admin panel screenshots).';

const server = await startServer({webDist, log: (m) => console.error(m)});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--font-render-hinting=none',
  ],
});
let failures = 0;
const entries = new Map();
const failed = new Set();

/** Writes a shot's images of one language and mode, and its manifest entry. */
async function record(shot, locale, mode, png) {
  const entry =
    entries.get(shot.key) ??
    entries
      .set(shot.key, {
        kind: shot.kind,
        frontEnd: version,
        ...(shot.driver ? {driver: shot.driver} : {url: shot.url}),
        images: {},
      })
      .get(shot.key);
  mkdirSync(path.join(OUT_DIR, path.dirname(shot.key)), {recursive: true});
  const variant = `${locale.site}${mode === 'dark' ? '.dark' : ''}`;
  const base = `${shot.key}.${variant}`;
  for (const w of [480, 880, 1280]) rmSync(path.join(OUT_DIR, `${base}.${w}.webp`), {force: true});
  entry.images[variant] = await writeVariants(png, base);
}

/** Shoots the panel's column and records it, unless the stand-in answered off the contract since `before`. */
async function capture(session, shot, locale, mode, before) {
  const png = await shootColumn(session);
  if (server.mismatches.length > before) throw new Error(server.mismatches.slice(before).join('\n'));
  await record(shot, locale, mode, png);
  console.log(`ok   ${shot.key} ${locale.site} ${mode} ${new Date().toISOString().slice(11, 19)}`);
}

/** Keeps a shot out of the manifest, and says why. */
function fail(shot, locale, mode, err) {
  failed.add(shot.key);
  console.error(`FAIL ${shot.key} ${locale.site} ${mode}: ${err.message.split('\n').slice(0, 6).join('\n')}`);
}

const todo = shots.filter((shot) => !(skipExisting && manifest.shots[shot.key]?.frontEnd === version));

function saveManifest() {
  for (const [key, entry] of entries)
    if (!failed.has(key) && Object.keys(entry.images).length === 4) manifest.shots[key] = entry;
  mkdirSync(MANIFEST_DIR, {recursive: true});
  for (const [kind, file] of Object.entries(MANIFEST_FILES)) {
    const shots = Object.entries(manifest.shots)
      .filter(([, entry]) => entry.kind === kind)
      .sort(([a], [b]) => a.localeCompare(b));
    const {frontEnd, alist, note} = manifest;
    writeFileSync(
      path.join(MANIFEST_DIR, file),
      `${JSON.stringify({frontEnd, alist, note, shots: Object.fromEntries(shots)}, null, 2)}\n`,
    );
  }
  rmSync(OLD_MANIFEST, {force: true});
}

/** Drivers in batches of 8, each batch in every language and mode, the manifest saved after each: a run cut short keeps whole shots. */
const BATCH = 8;
const driverShots = todo.filter((s) => s.kind === 'driver');
const batches = [];
for (let i = 0; i < driverShots.length; i += BATCH) batches.push(driverShots.slice(i, i + BATCH));
const screenShots = todo.filter((s) => s.kind === 'screen');

try {
  for (const locale of LOCALES) {
    for (const mode of MODES) {
      for (const shot of screenShots) {
        if (failed.has(shot.key)) continue;
        const session = await openSession(
          browser,
          server.url,
          locale,
          mode,
          shot.viewport ?? VIEWPORT,
          shot.scale ?? SCALE,
        );
        const before = server.mismatches.length;
        try {
          await open(session, server.url, shot.url);
          await capture(session, shot, locale, mode, before);
        } catch (err) {
          fail(shot, locale, mode, err);
        } finally {
          await session.context.close();
        }
      }
    }
  }
  saveManifest();
  for (const drivers of batches) {
    for (const locale of LOCALES) {
      for (const mode of MODES) {
        // one page, the add-storage form, one driver after the other (choosing a driver resets the form)
        const session = await openSession(browser, server.url, locale, mode);
        try {
          await open(session, server.url, '/@manage/storages/add');
          for (const shot of drivers) {
            if (failed.has(shot.key)) continue;
            const before = server.mismatches.length;
            try {
              await fillDriverForm(session.page, DRIVERS.get(shot.driver)).catch(async () => {
                await open(session, server.url, '/@manage/storages/add');
                await fillDriverForm(session.page, DRIVERS.get(shot.driver));
              });
              await capture(session, shot, locale, mode, before);
            } catch (err) {
              fail(shot, locale, mode, err);
              await open(session, server.url, '/@manage/storages/add');
            }
          }
        } finally {
          await session.context.close();
        }
      }
    }
    saveManifest();
  }
  failures = failed.size;
} finally {
  await browser.close();
  await server.close();
  saveManifest();
}
if (server.unanswered.size) console.error(`routes the stand-in does not answer: ${[...server.unanswered].join(', ')}`);
if (server.mismatches.length) {
  console.error(
    `${server.mismatches.length} replies did not match the API reference:\n${server.mismatches.join('\n')}`,
  );
  process.exit(1);
}
if (failures) process.exit(1);

/**
 * Screenshots of the admin panel (scripts/admin-screenshots.mjs, src/data/adminScreenshots/): every driver shown on
 * a driver page has its add-storage form captured, every capture comes from the documented front end (v3.45.0), its
 * four files exist with the size the manifest gives (the pages reserve that box), and every screen a guide page
 * shows is in the manifest.
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import {RELEASES} from '@site/src/data/releases';
import {
  DOCUMENTED_FRONT_END,
  SHOT_VARIANTS,
  driverShotKey,
  type ShotManifest,
} from '@site/src/lib/content/adminScreenshots';
import drivers from '@site/src/data/adminScreenshots/drivers.json';
import screens from '@site/src/data/adminScreenshots/screens.json';

const ROOT = path.resolve(__dirname, '../../..');
const ZH_DOCS = path.join(ROOT, 'i18n/zh-CN/docusaurus-plugin-content-docs/current');
const DRIVER_SHOTS = drivers as unknown as ShotManifest;
const SCREEN_SHOTS = screens as unknown as ShotManifest;

/**
 * Drivers whose form is not captured yet (none: all 78 are). A new driver may be listed here until
 * `npm run screenshots:admin -- … --only <driver>` has captured it; a driver listed here must have no screenshot, so
 * the list only shrinks.
 */
const PENDING: readonly string[] = [];

function files(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p, ext);
    return ext.test(e.name) ? [p] : [];
  });
}

/** Registered driver names of the `<DriverOptions driver="…" />` tables of the driver pages of one locale. */
function driversOnPages(dir: string): string[] {
  return files(dir, /\.mdx?$/).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/<DriverOptions\b[^>]*\bdriver="([^"]+)"/g)].map((m) => m[1]!),
  );
}

describe('admin panel screenshots', () => {
  test('the documented front end is the documented AList release', () => {
    expect(`v${DOCUMENTED_FRONT_END}`).toBe(RELEASES[0]!.version);
    for (const manifest of [DRIVER_SHOTS, SCREEN_SHOTS]) {
      expect(manifest.frontEnd.version).toBe(DOCUMENTED_FRONT_END);
      expect(manifest.alist).toBe(`v${DOCUMENTED_FRONT_END}`);
    }
  });

  test('every entry comes from the documented front end', () => {
    const wrong = Object.entries({...DRIVER_SHOTS.shots, ...SCREEN_SHOTS.shots})
      .filter(([, entry]) => entry.frontEnd !== DOCUMENTED_FRONT_END)
      .map(([key, entry]) => `${key}: ${entry.frontEnd}`);
    expect(wrong).toEqual([]);
  });

  test.each([
    ['en', path.join(ROOT, 'docs/guide/drivers')],
    ['zh', path.join(ZH_DOCS, 'guide/drivers')],
  ])('every driver on a driver page (%s) has its form screenshot', (_locale, dir) => {
    const names = [...new Set(driversOnPages(dir))];
    expect(names.length).toBeGreaterThanOrEqual(78);
    const missing = names.filter((name) => !DRIVER_SHOTS.shots[driverShotKey(name)] && !PENDING.includes(name));
    expect(missing).toEqual([]);
    const stale = PENDING.filter((name) => DRIVER_SHOTS.shots[driverShotKey(name)]);
    expect(stale).toEqual([]);
  });

  test('every image exists, as WebP, with the size the manifest gives', async () => {
    const problems: string[] = [];
    for (const [key, entry] of Object.entries({...DRIVER_SHOTS.shots, ...SCREEN_SHOTS.shots})) {
      for (const variant of SHOT_VARIANTS) {
        const image = entry.images[variant];
        if (!image) {
          problems.push(`${key}: no ${variant}`);
          continue;
        }
        const file = path.join(ROOT, 'static', image.src);
        if (!fs.existsSync(file)) {
          problems.push(`${key} ${variant}: ${image.src} is missing`);
          continue;
        }
        const meta = await sharp(file).metadata();
        if (meta.format !== 'webp' || meta.width !== image.width || Math.abs((meta.height ?? 0) - image.height) > 1)
          problems.push(
            `${key} ${variant}: ${meta.format} ${meta.width}×${meta.height}, manifest ${image.width}×${image.height}`,
          );
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  test('every screen a guide page shows is captured, in both locales', () => {
    const used = [path.join(ROOT, 'docs'), ZH_DOCS].flatMap((dir) =>
      files(dir, /\.mdx?$/).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/<AdminScreen\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!),
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !SCREEN_SHOTS.shots[`screen/${name}`])).toEqual([]);
  });
});

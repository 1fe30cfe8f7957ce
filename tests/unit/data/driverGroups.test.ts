/**
 * The Storage sidebar groups the driver pages by kind (src/data/driverGroups.ts):
 * every driver page of both locales is in exactly one group, and the sidebar
 * shows each group with its pages, under its translated label.
 */
import fs from 'fs';
import path from 'path';
import sidebars from '@site/sidebars';
import {DRIVER_GROUPS, DRIVER_PAGE_GROUPS, driverPagesOf, type DriverGroupId} from '@site/src/data/driverGroups';

const root = path.join(__dirname, '../../..');
const PAGE_DIRS = {
  en: path.join(root, 'docs/guide/drivers'),
  zh: path.join(root, 'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/drivers'),
};
/** The section's own pages, placed by sidebars.ts around the groups. */
const SECTION_PAGES = ['index', 'common', 'develop', 'develop-example'];

function driverPages(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.replace(/\.mdx?$/, ''))
    .filter((p) => !SECTION_PAGES.includes(p))
    .sort();
}

interface Item {
  type?: string;
  label?: string;
  link?: {type: string; id: string};
  items?: (string | Item)[];
}

function storageSection(): Item {
  const guide = (sidebars as unknown as Record<string, (string | Item)[]>).guide ?? [];
  const storage = guide.find((item): item is Item => typeof item !== 'string' && item.label === 'Storage');
  if (!storage) throw new Error('no Storage category in the guide sidebar');
  return storage;
}

/** Every doc id of a sidebar subtree, in order. */
function docIds(items: readonly (string | Item)[]): string[] {
  return items.flatMap((item) => (typeof item === 'string' ? [item] : docIds(item.items ?? [])));
}

describe('driver groups', () => {
  it.each(Object.entries(PAGE_DIRS))('list every driver page of the %s locale, and only those', (_locale, dir) => {
    expect(Object.keys(DRIVER_PAGE_GROUPS).sort()).toEqual(driverPages(dir));
  });

  it('have unique labels, and each has pages', () => {
    expect(new Set(DRIVER_GROUPS.map((g) => g.label)).size).toBe(DRIVER_GROUPS.length);
    expect(new Set(DRIVER_GROUPS.map((g) => g.id)).size).toBe(DRIVER_GROUPS.length);
    for (const group of DRIVER_GROUPS) expect(driverPagesOf(group.id).length).toBeGreaterThan(0);
    const ids = new Set<DriverGroupId>(DRIVER_GROUPS.map((g) => g.id));
    for (const group of Object.values(DRIVER_PAGE_GROUPS)) expect(ids.has(group)).toBe(true);
  });

  it('are the Storage sidebar: common options, one category per group with its pages, the driver guide last', () => {
    const storage = storageSection();
    expect(storage.link).toEqual({type: 'doc', id: 'guide/drivers/index'});
    const items = storage.items ?? [];
    expect(items[0]).toBe('guide/drivers/common');
    expect(items.slice(-2)).toEqual(['guide/drivers/develop', 'guide/drivers/develop-example']);
    const categories = items.slice(1, -2) as Item[];
    expect(categories.map((c) => c.label)).toEqual(DRIVER_GROUPS.map((g) => g.label));
    categories.forEach((category, i) => {
      // No page of its own: the driver pages keep their URLs, /guide/drivers/<page>.
      expect(category.type).toBe('category');
      expect(category.link).toBeUndefined();
      expect(category.items).toEqual(driverPagesOf(DRIVER_GROUPS[i]!.id).map((p) => `guide/drivers/${p}`));
    });
  });

  it('put every driver page in the sidebar exactly once', () => {
    const ids = docIds(storageSection().items ?? []);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      ids.filter((id) => !['common', 'develop', 'develop-example'].includes(id.slice('guide/drivers/'.length))).sort(),
    ).toEqual(driverPages(PAGE_DIRS.en).map((p) => `guide/drivers/${p}`));
  });

  it('have a Chinese label each, as Docusaurus translates sidebar categories', () => {
    const translations = JSON.parse(
      fs.readFileSync(path.join(root, 'i18n/zh-CN/docusaurus-plugin-content-docs/current.json'), 'utf8'),
    ) as Record<string, {message: string}>;
    for (const {label} of DRIVER_GROUPS) {
      const message = translations[`sidebar.guide.category.${label}`]?.message ?? '';
      expect(message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

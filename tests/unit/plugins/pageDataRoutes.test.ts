/**
 * @jest-environment node
 */
import path from 'path';
import type {LoadContext} from '@docusaurus/types';
import pageData, {type PageDataContent} from '../../../src/plugins/page-data';
import {pageFrontMatterData} from '../../../src/plugins/page-data/frontMatterData';
import {isDocPage} from '../../../src/lib/site/files';

const siteDir = path.resolve(__dirname, '../../..');

test('isDocPage: a file or folder whose name starts with _ is a partial, not a page', () => {
  expect(isDocPage('guide/api/fs.mdx')).toBe(true);
  expect(isDocPage('guide/api/_task-types.md')).toBe(false);
  expect(isDocPage('_partials/note.md')).toBe(false);
  expect(isDocPage('guide/_shared/x.mdx')).toBe(false);
  expect(isDocPage('guide/not_a_partial.md')).toBe(true);
});

test('the page paths of each locale list pages, not the partials they include', async () => {
  const context = {
    siteDir,
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'zh-CN'],
      localeConfigs: {en: {path: 'en'}, 'zh-CN': {path: 'zh-CN'}},
    },
  } as unknown as LoadContext;
  const plugin = pageData(context);
  const {routes} = (await plugin.loadContent!()) as PageDataContent;
  for (const locale of ['en', 'zh-CN']) {
    expect(routes[locale]?.['/guide/api/fs']).toBe('guide/api/fs');
    expect(Object.keys(routes[locale] ?? {}).filter((p) => p.includes('/_'))).toEqual([]);
  }
});

test("a catalog's descriptions leave out the partials of its folder", async () => {
  const data = await pageFrontMatterData(siteDir, path.join(siteDir, 'docs/guide/api/index.mdx'), '<Catalog />');
  expect(data.catalog_descriptions?.['guide/api/fs']).toMatch(/\S/);
  expect(Object.keys(data.catalog_descriptions ?? {}).filter((id) => id.includes('/_'))).toEqual([]);
});

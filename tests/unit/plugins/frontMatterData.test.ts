/**
 * @jest-environment node
 */
import path from 'path';
import {catalogDepth, pageFrontMatterData} from '../../../src/plugins/page-data/frontMatterData';

const siteDir = path.resolve(__dirname, '../../..');

describe('catalogDepth', () => {
  it('reads the depth of <Catalog />, 2 by default, undefined without one', () => {
    expect(catalogDepth('text\n\n<Catalog />\n')).toBe(2);
    expect(catalogDepth('<Catalog depth={3} />')).toBe(3);
    expect(catalogDepth('no catalog here')).toBeUndefined();
  });
});

describe('pageFrontMatterData', () => {
  it('gives a section index the descriptions of the pages it lists, in its locale', async () => {
    const en = await pageFrontMatterData(siteDir, path.join(siteDir, 'docs/guide/install/index.mdx'), '<Catalog />');
    expect(en.catalog_descriptions?.['guide/install/docker']).toMatch(/\S/);
    expect(Object.keys(en.catalog_descriptions ?? {}).every((id) => id.startsWith('guide/install/'))).toBe(true);
    const zh = await pageFrontMatterData(
      siteDir,
      path.join(siteDir, 'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/install/index.mdx'),
      '<Catalog />',
    );
    expect(zh.catalog_descriptions?.['guide/install/docker']).toMatch(/[\u4e00-\u9fff]/);
  });

  it('gives a page without <Catalog /> no descriptions', async () => {
    const data = await pageFrontMatterData(siteDir, path.join(siteDir, 'docs/guide/install/docker.mdx'), 'text');
    expect(data.catalog_descriptions).toBeUndefined();
  });
});

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

describe('who the footer names', () => {
  const docker = path.join(siteDir, 'docs/guide/install/docker.mdx');

  it('names nobody without CONTRIBUTOR_NAMES: the commit identities are no names of people', async () => {
    const data = await pageFrontMatterData(siteDir, docker, 'text');
    expect(data.git_contributors).toBeUndefined();
    expect(data.last_updated_by).toBeUndefined();
  });

  it('names the people CONTRIBUTOR_NAMES maps the commit identities to, and only them', async () => {
    // The identity of the page's newest commit, as git prints it.
    const {execFileSync} = await import('child_process');
    const identity = execFileSync('git', ['log', '-1', '--format=%an', '--', 'docs/guide/install/docker.mdx'], {
      cwd: siteDir,
      encoding: 'utf8',
    }).trim();
    const data = await pageFrontMatterData(siteDir, docker, 'text', new Map([[identity, 'Jane Writer']]));
    expect(data.last_updated_by).toBe('Jane Writer');
    expect(data.git_contributors?.map((c) => c.name)).toEqual(['Jane Writer']);
    const other = await pageFrontMatterData(siteDir, docker, 'text', new Map([['someone else', 'Nobody']]));
    expect(other.last_updated_by).toBeUndefined();
    expect(other.git_contributors).toBeUndefined();
  });
});

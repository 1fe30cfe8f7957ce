import {buildCatalog, type CatalogSidebarItem} from '@site/src/lib/content/catalog';

const link = (label: string, href: string): CatalogSidebarItem => ({type: 'link', label, href, docId: href.slice(1)});

const sidebar: CatalogSidebarItem[] = [
  link('Introduction', '/guide'),
  {
    type: 'category',
    label: 'Install',
    href: '/guide/install',
    items: [link('Script', '/guide/install/script'), link('Docker', '/guide/install/docker')],
  },
  {
    type: 'category',
    label: 'API',
    href: '/guide/api',
    items: [
      link('Auth', '/guide/api/auth'),
      {type: 'category', label: 'Admin', href: '/guide/api/admin', items: [link('Users', '/guide/api/admin/user')]},
    ],
  },
  {type: 'html', label: 'ignored'},
  link('WebDAV', '/guide/webdav'),
];

describe('buildCatalog', () => {
  it('lists the items of the category the page is the index of', () => {
    const entries = buildCatalog(sidebar, '/guide/install');
    expect(entries.map((e) => e.label)).toEqual(['Script', 'Docker']);
    expect(entries[0]?.children).toEqual([]);
  });

  it('nests sub-categories down to the requested depth', () => {
    const deep = buildCatalog(sidebar, '/guide/api', 2);
    expect(deep.map((e) => e.label)).toEqual(['Auth', 'Admin']);
    expect(deep[1]?.children.map((e) => e.label)).toEqual(['Users']);
    const shallow = buildCatalog(sidebar, '/guide/api', 1);
    expect(shallow[1]?.children).toEqual([]);
  });

  it('finds nested categories', () => {
    expect(buildCatalog(sidebar, '/guide/api/admin').map((e) => e.href)).toEqual(['/guide/api/admin/user']);
  });

  it('lists the whole sidebar, minus itself, for the landing page', () => {
    const entries = buildCatalog(sidebar, '/guide', 1);
    expect(entries.map((e) => e.label)).toEqual(['Install', 'API', 'WebDAV']);
  });

  it('matches the .html and trailing-slash forms of a permalink', () => {
    expect(buildCatalog(sidebar, '/guide/install.html')).toHaveLength(2);
    expect(buildCatalog(sidebar, '/guide/install/')).toHaveLength(2);
  });

  it('is empty for a page that is not an index', () => {
    expect(buildCatalog(sidebar, '/guide/install/docker')).toEqual([]);
  });

  it('heads the pages of a group without a page of its own, which takes no level of the depth', () => {
    const grouped: CatalogSidebarItem[] = [
      link('Introduction', '/guide'),
      {
        type: 'category',
        label: 'Storage',
        href: '/guide/drivers',
        items: [
          link('Common', '/guide/drivers/common'),
          {type: 'category', label: 'Object storage', items: [link('S3', '/guide/drivers/s3')]},
          {type: 'category', label: 'Empty group', items: []},
        ],
      },
    ];
    const index = buildCatalog(grouped, '/guide/drivers', 1);
    expect(index.map((e) => e.label)).toEqual(['Common', 'Object storage']);
    expect(index[1]?.href).toBeUndefined();
    expect(index[1]?.children.map((e) => e.href)).toEqual(['/guide/drivers/s3']);
    // From the landing page, two levels still reach the driver pages through the group.
    const landing = buildCatalog(grouped, '/guide', 2);
    expect(landing[0]?.children[1]?.children.map((e) => e.label)).toEqual(['S3']);
  });
});

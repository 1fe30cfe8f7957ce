// Stand-ins for @docusaurus/plugin-content-docs/client, driven by tests.
import type {CatalogSidebarItem} from '@site/src/lib/content/catalog';

interface MockDocs {
  sidebar: {name: string; items: CatalogSidebarItem[]} | null;
  doc: {metadata: {permalink: string; title: string}; frontMatter: Record<string, unknown>};
  descriptions: Record<string, string>;
}

export const mockDocs: MockDocs = {
  sidebar: null,
  doc: {metadata: {permalink: '/', title: 'Test'}, frontMatter: {}},
  descriptions: {},
};

export function useDocsSidebar(): MockDocs['sidebar'] {
  return mockDocs.sidebar;
}

export function useDoc(): MockDocs['doc'] {
  return mockDocs.doc;
}

export function useDocById(id: string): {id: string; description?: string} {
  const description = mockDocs.descriptions[id];
  return description === undefined ? {id} : {id, description};
}

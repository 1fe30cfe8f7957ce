/**
 * The API reference pages write each route's heading in Markdown (so it
 * reaches the table of contents) and render the route under it from the data.
 * This test keeps the two aligned, in both languages: every route of a group
 * appears once on the group's page, under a heading whose id is the route id
 * and whose text is the route's summary in that language, and each page's
 * imports match the groups it renders.
 */
import fs from 'fs';
import path from 'path';
import {API_GROUPS} from '@site/src/data/api';
import {shapesOf} from '@site/src/lib/content/apiReference';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALES = {
  en: path.join(ROOT, 'docs'),
  zh: path.join(ROOT, 'i18n/zh-CN/docusaurus-plugin-content-docs/current'),
} as const;

interface Block {
  readonly heading: string;
  readonly id: string;
  readonly variable: string;
  readonly routeId: string;
}

/** `### Text {#id}` followed by `<ApiRoute group={var} id="…" />`. */
function blocks(source: string): Block[] {
  const re = /^### (.+?) \{#([a-z0-9-]+)\}\n\n<ApiRoute group=\{(\w+)\} id="([a-z0-9-]+)" \/>$/gm;
  return [...source.matchAll(re)].map((m) => ({heading: m[1]!, id: m[2]!, variable: m[3]!, routeId: m[4]!}));
}

function imports(source: string): Map<string, string> {
  const re = /^import (\w+) from '@site\/src\/data\/api\/([\w/]+)';$/gm;
  return new Map([...source.matchAll(re)].map((m) => [m[1]!, m[2]!]));
}

/** Id of the group a data file (`admin/user`) exports by default. */
function groupOf(module: string | undefined): string | undefined {
  if (module === undefined) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(ROOT, 'src/data/api', module)) as {default: {id: string}}).default.id;
}

const PAGES = [...new Set(API_GROUPS.map((g) => g.page))];

describe.each(Object.entries(LOCALES))('API reference pages (%s)', (locale, dir) => {
  test.each(PAGES)('%s renders exactly the routes of its groups under matching headings', (page) => {
    const source = fs.readFileSync(path.join(dir, `${page}.mdx`), 'utf8');
    const found = blocks(source);
    const expected = API_GROUPS.filter((g) => g.page === page).flatMap((g) => g.routes.map((r) => ({g, r})));
    expect(found.map((b) => b.routeId).sort()).toEqual(expected.map((e) => e.r.id).sort());
    const imported = imports(source);
    for (const b of found) {
      const entry = expected.find((e) => e.r.id === b.routeId)!;
      expect(b.id).toBe(b.routeId);
      expect(b.heading).toBe(locale === 'en' ? entry.r.summary.en : entry.r.summary.zh);
      const module = imported.get(b.variable);
      expect(module).toBeDefined();
      // The variable is the default export of a data file, which must be the route's group.
      expect({route: b.routeId, group: groupOf(module)}).toEqual({route: b.routeId, group: entry.g.id});
    }
    // Every <ApiRoute> of the page is one of the blocks above (none without its heading).
    expect((source.match(/<ApiRoute /g) ?? []).length).toBe(found.length);
    // Type names link to the shapes section, which must then be there, for all of the page's groups.
    const groups = API_GROUPS.filter((g) => g.page === page);
    const shapes = source.match(/^<ApiShapes groups=\{\[([\w, ]+)\]\} \/>$/m);
    if (shapesOf(groups.flatMap((g) => g.routes)).length === 0) {
      expect(shapes).toBeNull();
    } else {
      expect(source).toMatch(/^## .+ \{#shapes\}$/m);
      const vars = shapes?.[1]?.split(', ') ?? [];
      expect(vars.map((v) => groupOf(imported.get(v)))).toEqual(groups.map((g) => g.id));
    }
  });
});

test('both languages give each page the same headings, in the same order', () => {
  for (const page of [...PAGES, 'guide/api/index', 'guide/api/apifox', 'tool/api']) {
    const ids = (dir: string): string[] => {
      const file = ['.mdx', '.md'].map((ext) => path.join(dir, `${page}${ext}`)).find((f) => fs.existsSync(f))!;
      return [...fs.readFileSync(file, 'utf8').matchAll(/^#{2,4} .+ \{#([\w-]+)\}$/gm)].map((m) => m[1]!);
    };
    expect({page, ids: ids(LOCALES.zh)}).toEqual({page, ids: ids(LOCALES.en)});
  }
});

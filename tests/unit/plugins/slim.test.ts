import {existsSync, readdirSync, readFileSync} from 'fs';
import path from 'path';
import {escapeRegExp} from '@site/src/lib/regexp';
import {CLIENT_ONLY, isClientOnly, slimPostCss} from '@site/src/plugins/slim';

const SITE = path.resolve(__dirname, '../../..');

describe('browser-only modules in the server bundle', () => {
  it('replaces exactly the listed requests of the listed folders', () => {
    for (const {from, request} of CLIENT_ONLY) {
      expect(isClientOnly(SITE, {context: path.join(SITE, from), request})).toBe(true);
      // The same request elsewhere, or another request there, is left alone.
      expect(isClientOnly(SITE, {context: path.join(SITE, 'src/components/Other'), request})).toBe(false);
      expect(isClientOnly(SITE, {context: path.join(SITE, from), request: `${request}/x`})).toBe(false);
    }
    expect(isClientOnly(SITE, {request: './Diagram'})).toBe(false);
  });

  // A renamed file would silently compile the module into the server bundle again.
  it.each(CLIENT_ONLY.map((entry) => [`${entry.from} → ${entry.request}`, entry] as const))(
    '%s is imported lazily by a file of that folder',
    (_name, {from, request}) => {
      const dir = path.join(SITE, from);
      const sources = readdirSync(dir)
        .filter((file) => /\.(tsx?|jsx?)$/.test(file))
        .map((file) => readFileSync(path.join(dir, file), 'utf8'));
      const quoted = `'${escapeRegExp(request)}'`;
      const lazyImport = new RegExp(`import\\((?:/\\*[^*]*\\*/\\s*)?${quoted}\\)`);
      expect(sources.some((source) => lazyImport.test(source))).toBe(true);
      // …and no file of the folder imports it statically (types aside).
      const staticImport = new RegExp(`^import (?!type )[^;]*from ${quoted}`, 'm');
      expect(sources.some((source) => staticImport.test(source))).toBe(false);
      if (request.startsWith('.')) {
        expect(['.tsx', '.ts', '.jsx', '.js'].some((ext) => existsSync(path.join(dir, request + ext)))).toBe(true);
      }
    },
  );

  it('fails loudly if the stand-in is ever rendered', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const stub = require('@site/src/plugins/slim/clientOnly.js') as {default: () => unknown};
    expect(() => stub.default()).toThrow(/browser-only module/);
  });
});

describe('the style sheets’ PostCSS options', () => {
  it('drop preset-env (as Docusaurus passes it) and the config file search, and keep any other plugin', () => {
    const presetEnv = require.resolve('postcss-preset-env', {paths: [require.resolve('@docusaurus/bundler')]});
    const other = (): {postcssPlugin: string} => ({postcssPlugin: 'other'});
    const options = {ident: 'postcss', plugins: [[presetEnv, {}], other, 'postcss-nested']};
    expect(slimPostCss(options)).toEqual({ident: 'postcss', config: false, plugins: [other, 'postcss-nested']});
  });
});

describe('reference data imported by an MDX page, in the browser bundle', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const lazyPageData = require('@site/src/plugins/slim/lazyPageData.cjs') as ((this: {
    resourcePath: string;
  }) => string) & {
    QUERY: string;
  };

  it('becomes a handle that imports the file again, with the query the rule leaves alone', () => {
    const source = lazyPageData.call({resourcePath: path.join(SITE, 'src/data/drivers/onedrive.ts')});
    expect(source).toContain("import {lazyData} from '@site/src/lib/site/lazyData';");
    expect(source).toContain('export default lazyData(() => import("./onedrive.ts?page-data"));');
    expect(lazyPageData.QUERY).toBe('page-data');
  });
});

describe('the docs version props in the browser bundle', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const trimVersionProps = require('@site/src/plugins/slim/trimVersionProps.cjs') as (source: string) => string;

  it('drops the table of docs and the items’ unlisted: false, and keeps the sidebars', () => {
    const link = (id: string, unlisted: boolean) => ({type: 'link', href: `/${id}`, label: id, docId: id, unlisted});
    const props = {
      version: {
        pluginId: 'default',
        docsSidebars: {
          guide: [
            link('guide/index', false),
            {type: 'category', label: 'Install', items: [link('a', false), link('b', true)]},
          ],
        },
        docs: {'guide/index': {id: 'guide/index', title: 'Introduction', description: 'Long text…', sidebar: 'guide'}},
      },
    };
    const trimmed = JSON.parse(trimVersionProps(JSON.stringify(props))) as typeof props;
    expect(trimmed.version.docs).toEqual({});
    expect(trimmed.version.docsSidebars.guide).toEqual([
      {type: 'link', href: '/guide/index', label: 'guide/index', docId: 'guide/index'},
      {
        type: 'category',
        label: 'Install',
        items: [{type: 'link', href: '/a', label: 'a', docId: 'a'}, link('b', true)],
      },
    ]);
    expect(trimmed.version.pluginId).toBe('default');
  });
});

import {matchPath} from '@docusaurus/router';
import {
  createRoutePrefetcher,
  indexRouteChunks,
  matchedRoutePaths as matchedWith,
} from '@site/src/lib/chrome/routePrefetch';

const matchedRoutePaths = (routes: Parameters<typeof matchedWith>[0], pathname: string): string[] =>
  matchedWith(routes, pathname, matchPath);

// The shape of Docusaurus' tables for a site with a home page and docs at the root.
const routes = [
  {path: '/', exact: true},
  {path: '/pricing', exact: true},
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          {path: '/guide/install/docker', exact: true},
          {path: '/guide/api', exact: true},
          {path: '/guide/api/fs', exact: true},
        ],
      },
    ],
  },
];
const chunkTable = {
  '/-e5f': {__comp: 'home', __context: {plugin: 'pages'}},
  '/pricing-0a1': {__comp: 'pricing', __context: {plugin: 'pages'}},
  '/-5e9': {__comp: 'docsRoot', __context: {plugin: 'docs'}},
  '/-a7b': {__comp: 'docVersion', __props: 'versionData'},
  '/guide/install/docker-2e1': {__comp: 'docItem', content: 'dockerPage'},
  '/guide/api-9c2': {__comp: 'docItem', content: 'apiPage', items: [{content: 'apiCard'}]},
  '/guide/api/fs-77f': {__comp: 'docItem', content: 'fsPage'},
};
const files: Record<string, string> = {
  home: '/assets/js/home.1.js',
  pricing: '/assets/js/pricing.1.js',
  pages: '/assets/js/pages.1.js',
  docsRoot: '/assets/js/docsRoot.1.js',
  docs: '/assets/js/docs.1.js',
  docVersion: '/assets/js/docVersion.1.js',
  versionData: '/assets/js/versionData.1.js',
  docItem: '/assets/js/docItem.1.js',
  dockerPage: '/assets/js/dockerPage.1.js',
  apiPage: '/assets/js/apiPage.1.js',
  fsPage: '/assets/js/fsPage.1.js',
};
const ORIGIN = 'https://alist.example';
/** The files of the routes at "/" (the home page's, which Docusaurus looks up by path too, and the docs layout's). */
const LAYOUT_FILES = [
  '/assets/js/home.1.js',
  '/assets/js/pages.1.js',
  '/assets/js/docsRoot.1.js',
  '/assets/js/docs.1.js',
  '/assets/js/docVersion.1.js',
  '/assets/js/versionData.1.js',
];

function setup(loaded: string[] = []) {
  const prefetched: string[] = [];
  const chunkFile = jest.fn((name: string) => files[name] ?? `/assets/js/undefined.${name}.js`);
  const loadedFiles = jest.fn(() => loaded.map((file) => ORIGIN + file));
  const prefetch = createRoutePrefetcher({
    routes,
    matchPath,
    chunkTable,
    chunkFile,
    loadedFiles,
    prefetchFile: (url) => prefetched.push(url.slice(ORIGIN.length)),
    resolve: (file) => ORIGIN + file,
  });
  return {prefetch, prefetched, chunkFile, loadedFiles};
}

describe('matchedRoutePaths', () => {
  it('gives the branch of routes a path matches, outermost first (react-router-config matchRoutes)', () => {
    expect(matchedRoutePaths(routes, '/guide/api/fs')).toEqual(['/', '/', '/guide/api/fs']);
    expect(matchedRoutePaths(routes, '/pricing')).toEqual(['/pricing']);
    expect(matchedRoutePaths(routes, '/')).toEqual(['/']);
    // Exact routes do not match longer paths; the docs layout matches any path, its children none here.
    expect(matchedRoutePaths(routes, '/guide/api/fs/extra')).toEqual(['/', '/']);
  });
});

describe('indexRouteChunks', () => {
  it('groups the chunk names of every route by path, nested names included', () => {
    const index = indexRouteChunks(chunkTable);
    expect(index.get('/')).toEqual(['home', 'pages', 'docsRoot', 'docs', 'docVersion', 'versionData']);
    expect(index.get('/guide/api')).toEqual(['docItem', 'apiPage', 'apiCard']);
    expect(index.has('/guide/api-9c2')).toBe(false);
  });
});

describe('createRoutePrefetcher', () => {
  it('prefetches the files of every route the path matches, each once, skipping merged chunks', () => {
    const {prefetch, prefetched} = setup();
    expect(prefetch('/guide/install/docker')).toBe(true);
    expect(prefetched).toEqual([...LAYOUT_FILES, '/assets/js/docItem.1.js', '/assets/js/dockerPage.1.js']);
    prefetched.length = 0;
    // A second doc link adds its own page only: the layout's files and the shared doc item are asked for already.
    expect(prefetch('/guide/api')).toBe(true);
    expect(prefetched).toEqual(['/assets/js/apiPage.1.js']);
  });

  it('skips the files the page has loaded, and a path seen before', () => {
    const loaded = [
      '/assets/js/docsRoot.1.js',
      '/assets/js/docs.1.js',
      '/assets/js/docVersion.1.js',
      '/assets/js/docItem.1.js',
    ];
    const {prefetch, prefetched, loadedFiles} = setup(loaded);
    prefetch('/guide/api/fs');
    expect(prefetched).toEqual([
      '/assets/js/home.1.js',
      '/assets/js/pages.1.js',
      '/assets/js/versionData.1.js',
      '/assets/js/fsPage.1.js',
    ]);
    expect(prefetch('/guide/api/fs')).toBe(false);
    expect(prefetched).toHaveLength(4);
    expect(loadedFiles).toHaveBeenCalledTimes(1);
  });

  it('asks the runtime for each chunk file once, and does no work before the first prefetch', () => {
    const {prefetch, chunkFile, loadedFiles} = setup();
    expect(chunkFile).not.toHaveBeenCalled();
    expect(loadedFiles).not.toHaveBeenCalled();
    prefetch('/guide/install/docker');
    prefetch('/guide/api');
    prefetch('/guide/api/fs');
    prefetch('/pricing');
    const asked = chunkFile.mock.calls.map(([name]) => name);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('prefetches only the layouts for a path no page matches, and nothing where no route matches', () => {
    const {prefetch, prefetched} = setup();
    prefetch('/guide/nowhere');
    expect(prefetched).toEqual(LAYOUT_FILES);
    const bare = createRoutePrefetcher({
      routes: [{path: '/pricing', exact: true}],
      matchPath,
      chunkTable,
      chunkFile: (name) => files[name],
      loadedFiles: () => [],
      prefetchFile: () => {
        throw new Error('nothing to prefetch');
      },
      resolve: (file) => file,
    });
    expect(bare('/guide/nowhere')).toBe(true);
  });
});

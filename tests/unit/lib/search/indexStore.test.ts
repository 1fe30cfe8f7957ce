import {buildIndex, type SourceDoc} from '../../../../src/lib/search/buildIndex';
import {DOC_KIND} from '../../../../src/lib/search/engine';
import {indexUrl} from '../../../../src/lib/search/files';
import {
  createIndexStore,
  remoteIndexStore,
  serveIndexStore,
  type FetchJson,
  type IndexStore,
  type MessagePortLike,
} from '../../../../src/lib/search/indexStore';

const doc = (kind: SourceDoc['kind'], title: string, url: string, anchor: string, text: string): SourceDoc => ({
  kind,
  title,
  url,
  anchor,
  text,
  ...(kind === DOC_KIND.page ? {path: ['Guide'], summary: ''} : {}),
});
const DOCS: SourceDoc[] = [
  doc(DOC_KIND.page, 'Configuration file', '/config/configuration', '', 'config.json holds the settings.'),
  doc(DOC_KIND.row, 'jwt_secret — config.json', '/config/configuration', 'config-jwt_secret', 'Signs tokens.'),
  doc(DOC_KIND.row, 'type — config.json', '/config/configuration', 'config-type', 'sqlite3 or mysql.'),
  doc(DOC_KIND.page, 'Backup', '/guide/advanced/backup', '', 'Copy the data folder.'),
  doc(DOC_KIND.section, 'What is where', '/guide/advanced/backup', 'what', 'The database file data.db sits there.'),
];
const {head, body} = buildIndex(DOCS, 'en');
const HERE = {baseUrl: '/', hash: 'abc'};
const FILES: Record<string, unknown> = {
  [indexUrl('/', 'head', 'abc')]: JSON.parse(JSON.stringify(head)),
  [indexUrl('/', 'body', 'abc')]: JSON.parse(JSON.stringify(body)),
};
const QUERY = {limit: 10, locale: 'en'};

/** A fetch over FILES that counts its calls and fails the URLs in `failing`. */
function server(failing = new Set<string>()) {
  const calls: string[] = [];
  const get: FetchJson = async (url) => {
    calls.push(url);
    if (failing.has(url)) throw new Error(`offline: ${url}`);
    if (!(url in FILES)) throw new Error(`404: ${url}`);
    return FILES[url];
  };
  return {calls, get, failing};
}

describe('createIndexStore', () => {
  it('answers from the head first, and from the paragraphs once the body is loaded', async () => {
    const {get, calls} = server();
    const store = createIndexStore(get);
    // "data.db" is only in a section's text (the body).
    expect(await store.search(HERE, {...QUERY, query: 'data.db'})).toEqual([]);
    expect((await store.search(HERE, {...QUERY, query: 'jwt_secret'}))[0]?.url).toBe(
      '/config/configuration#config-jwt_secret',
    );
    await store.load(HERE, 'body');
    const hits = await store.search(HERE, {...QUERY, query: 'data.db'});
    expect(hits[0]?.url).toBe('/guide/advanced/backup#what');
    expect(hits[0]?.text).toContain('data.db');
    // Each stage was fetched once.
    expect(calls).toEqual([indexUrl('/', 'head', 'abc'), indexUrl('/', 'body', 'abc')]);
  });

  it('fetches a stage again after a failure', async () => {
    const s = server(new Set([indexUrl('/', 'head', 'abc')]));
    const store = createIndexStore(s.get);
    await expect(store.load(HERE, 'head')).rejects.toThrow('offline');
    await expect(store.search(HERE, {...QUERY, query: 'backup'})).rejects.toThrow('offline');
    s.failing.clear();
    expect((await store.search(HERE, {...QUERY, query: 'backup'}))[0]?.pageTitle).toBe('Backup');
    expect(s.calls).toHaveLength(3);
  });

  it('keeps the head when only the body fails, and loads the body when asked again', async () => {
    const s = server(new Set([indexUrl('/', 'body', 'abc')]));
    const store = createIndexStore(s.get);
    await expect(store.load(HERE, 'body')).rejects.toThrow('offline');
    expect((await store.search(HERE, {...QUERY, query: 'backup'}))[0]?.pageTitle).toBe('Backup');
    s.failing.clear();
    await store.load(HERE, 'body');
    expect((await store.search(HERE, {...QUERY, query: 'data.db'}))[0]?.url).toBe('/guide/advanced/backup#what');
  });

  it('refuses a file that is not an index of this version, and one that takes too long', async () => {
    const wrong = createIndexStore(async () => ({version: 1, docs: []}));
    await expect(wrong.load(HERE, 'head')).rejects.toThrow("not an index of this site's version");
    jest.useFakeTimers();
    try {
      const slow = createIndexStore(() => new Promise(() => undefined), 1000);
      const loading = slow.load(HERE, 'head');
      jest.advanceTimersByTime(1000);
      await expect(loading).rejects.toThrow();
    } finally {
      jest.useRealTimers();
    }
  });

  it('applies the synonyms of the locale asked for', async () => {
    const store = createIndexStore(server().get);
    await store.load(HERE, 'body');
    // English readers' "mysql" also searches the site's word "database"; a locale without rules does not.
    const urls = async (locale: string) =>
      (await store.search(HERE, {query: 'mysql', limit: 5, locale})).map((hit) => hit.url);
    expect(await urls('en')).toContain('/guide/advanced/backup#what');
    expect(await urls('xx')).toEqual(['/config/configuration#config-type']);
  });
});

/** Two ends of a channel that deliver asynchronously, as a worker's messages do. */
function channel(): [MessagePortLike, MessagePortLike] {
  const a: MessagePortLike = {onmessage: null, postMessage: (m) => setTimeout(() => b.onmessage?.({data: m}))};
  const b: MessagePortLike = {onmessage: null, postMessage: (m) => setTimeout(() => a.onmessage?.({data: m}))};
  return [a, b];
}

describe('remoteIndexStore and serveIndexStore', () => {
  it('carry loads, searches and their failures across the channel', async () => {
    const [page, worker] = channel();
    const s = server(new Set([indexUrl('/', 'body', 'abc')]));
    serveIndexStore(createIndexStore(s.get), worker);
    const remote: IndexStore = remoteIndexStore(page);
    const [hits, failure] = await Promise.all([
      remote.search(HERE, {...QUERY, query: 'jwt_secret'}),
      remote.load(HERE, 'body').catch((error: Error) => error.message),
    ]);
    expect(hits[0]?.title).toBe('jwt_secret — config.json');
    expect(failure).toContain('offline');
  });

  it('rejects the calls still waiting when the other side dies', async () => {
    const silent: MessagePortLike = {onmessage: null, postMessage: () => undefined};
    const remote = remoteIndexStore(silent);
    const waiting = remote.search(HERE, {...QUERY, query: 'x'});
    remote.onBroken('out of memory');
    await expect(waiting).rejects.toThrow('search worker: out of memory');
  });
});

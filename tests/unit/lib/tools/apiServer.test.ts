import {
  api,
  API_SERVER_STORAGE_KEY,
  DEFAULT_API_SERVER_KEY,
  DEFAULT_API_SERVERS,
  findApiServer,
  isLocalHostname,
  listApiServers,
  LOCAL_API_SERVER,
  normalizeServerUrl,
  readApiServers,
  resolveApiServerKey,
} from '@site/src/lib/tools/apiServer';

describe('API servers', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_API_SERVERS).toEqual({cf: 'https://api.nn.ci', cn: 'https://api.xhofe.top'});
    expect(DEFAULT_API_SERVER_KEY).toBe('cf');
    expect(API_SERVER_STORAGE_KEY).toBe('api_name');
    expect(LOCAL_API_SERVER).toBe('http://localhost:3002');
  });

  it('labels options as "address (key)"', () => {
    expect(listApiServers(DEFAULT_API_SERVERS, 'alist.example')).toEqual([
      {key: 'cf', address: 'https://api.nn.ci', label: 'https://api.nn.ci (cf)'},
      {key: 'cn', address: 'https://api.xhofe.top', label: 'https://api.xhofe.top (cn)'},
    ]);
  });

  it('lists de only when configured', () => {
    expect(listApiServers({...DEFAULT_API_SERVERS, de: 'https://de.example'}).map((o) => o.key)).toEqual([
      'cf',
      'cn',
      'de',
    ]);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['alist.nn.ci', false],
    ['127.0.0.2', false],
    ['localhost.example', false],
    [undefined, false],
  ])('offers local, in a test build, on %p: %p', (host, local) => {
    expect(isLocalHostname(host)).toBe(local);
    const testBuild = {...DEFAULT_API_SERVERS, local: LOCAL_API_SERVER};
    expect(listApiServers(testBuild, host).some((o) => o.key === 'local')).toBe(local);
    // A production build (no TOOLS_API_SERVER_LOCAL) never offers it, not even on this machine.
    expect(listApiServers(DEFAULT_API_SERVERS, host).some((o) => o.key === 'local')).toBe(false);
  });

  it('reads the stored key back when it is offered', () => {
    const options = listApiServers({...DEFAULT_API_SERVERS, local: LOCAL_API_SERVER}, '127.0.0.1');
    expect(resolveApiServerKey('cn', options)).toBe('cn');
    expect(resolveApiServerKey('local', options)).toBe('local');
    expect(resolveApiServerKey(' cn ', options)).toBe('cn');
  });

  it.each([null, undefined, '', 'xx', 'de', 'local', '{"a":1}', 42, 'CN'])('falls back to cf for %p', (stored) => {
    expect(resolveApiServerKey(stored, listApiServers(DEFAULT_API_SERVERS, 'alist.example'))).toBe('cf');
  });

  it('finds a server, falling back to cf', () => {
    const options = listApiServers(DEFAULT_API_SERVERS);
    expect(findApiServer('cn', options).address).toBe('https://api.xhofe.top');
    expect(findApiServer('local', options).address).toBe('https://api.nn.ci');
    expect(findApiServer('cf', []).address).toBe('https://api.nn.ci');
  });

  it('joins base and path with one slash', () => {
    expect(api('https://api.nn.ci', '/alist/x')).toBe('https://api.nn.ci/alist/x');
    expect(api('https://api.nn.ci/', 'alist/x')).toBe('https://api.nn.ci/alist/x');
    expect(api('http://localhost:3002//', '//a?b=1')).toBe('http://localhost:3002/a?b=1');
    expect(api('https://h/prefix', '/p')).toBe('https://h/prefix/p');
  });

  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    [' http://h:8080/base/ ', 'http://h:8080/base'],
    ['', undefined],
    ['api.example.com', undefined],
    ['ftp://h', undefined],
    ['https://h/?q=1', undefined],
    ['https://h/#x', undefined],
    ['https://u:p@h', undefined],
  ])('normalizes %p to %p', (input, out) => {
    expect(normalizeServerUrl(input)).toBe(out);
  });
});

describe('readApiServers', () => {
  it.each([undefined, null, 42, {}, {tools: 'x'}, {tools: {}}, {tools: {apiServers: []}}])(
    'falls back to the default addresses for %p',
    (fields) => {
      expect(readApiServers(fields)).toEqual(DEFAULT_API_SERVERS);
    },
  );

  it('reads the configured addresses and drops malformed ones', () => {
    expect(
      readApiServers({
        tools: {apiServers: {cf: ' https://relay.example/api/ ', cn: 'ftp://x', de: 'https://de.example/'}},
      }),
    ).toEqual({cf: 'https://relay.example/api', cn: DEFAULT_API_SERVERS.cn, de: 'https://de.example'});
    expect(readApiServers({tools: {apiServers: {de: 7}}})).toEqual(DEFAULT_API_SERVERS);
  });
});

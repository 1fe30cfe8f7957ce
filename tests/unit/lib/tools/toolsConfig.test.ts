import {
  EMPTY_TOOLS_CONFIG,
  readToolClients,
  readToolsConfig,
  toolsConfigFromEnv,
  TOOLS_ENV,
} from '@site/src/lib/tools/toolsConfig';

describe('toolsConfigFromEnv', () => {
  it('has no client and the default servers without variables', () => {
    expect(toolsConfigFromEnv({})).toEqual({
      apiServers: {cf: 'https://api.nn.ci', cn: 'https://api.xhofe.top'},
      clients: {onedrive: {}},
    });
    expect(toolsConfigFromEnv({})).toEqual(EMPTY_TOOLS_CONFIG);
  });

  it('adds the local stub server only in a test build or on the development server', () => {
    expect(toolsConfigFromEnv({NODE_ENV: 'production'}).apiServers).not.toHaveProperty('local');
    expect(toolsConfigFromEnv({TOOLS_API_SERVER_LOCAL: 'http://localhost:3002'}).apiServers.local).toBe(
      'http://localhost:3002',
    );
    expect(toolsConfigFromEnv({NODE_ENV: 'development'}).apiServers.local).toBe('http://localhost:3002');
  });

  it('reads every variable', () => {
    const config = toolsConfigFromEnv({
      TOOLS_API_SERVER_CF: 'https://cf.example/',
      TOOLS_API_SERVER_CN: 'https://cn.example',
      TOOLS_API_SERVER_DE: 'https://de.example',
      TOOLS_ONEDRIVE_GLOBAL_CLIENT_ID: 'g-id',
      TOOLS_ONEDRIVE_GLOBAL_CLIENT_SECRET: 'g-secret',
      TOOLS_ONEDRIVE_CN_CLIENT_ID: 'c-id',
      TOOLS_ONEDRIVE_CN_CLIENT_SECRET: 'c-secret',
      TOOLS_ALIYUNDRIVE_CLIENT_ID: 'ali',
      TOOLS_DROPBOX_CLIENT_ID: 'dbx',
      TOOLS_BAIDU_CLIENT_ID: 'bd',
      TOOLS_GOOGLE_CLIENT_ID: 'gg',
      TOOLS_GOOGLE_CLIENT_SECRET: 'gs',
      TOOLS_GOOGLE_REDIRECT_URI: 'http://127.0.0.1:53682/',
      TOOLS_YANDEX_CLIENT_ID: 'ya',
      TOOLS_YANDEX_CLIENT_SECRET: 'ys',
    });
    expect(config).toEqual({
      apiServers: {cf: 'https://cf.example', cn: 'https://cn.example', de: 'https://de.example'},
      clients: {
        onedrive: {
          global: {clientId: 'g-id', clientSecret: 'g-secret'},
          cn: {clientId: 'c-id', clientSecret: 'c-secret'},
        },
        aliyundrive: {clientId: 'ali'},
        dropbox: {clientId: 'dbx'},
        baidu: {clientId: 'bd'},
        google: {clientId: 'gg', clientSecret: 'gs', redirectUri: 'http://127.0.0.1:53682/'},
        yandex: {clientId: 'ya', clientSecret: 'ys'},
      },
    });
    // What the build writes is what the browser reads back.
    expect(readToolsConfig({tools: JSON.parse(JSON.stringify(config))})).toEqual(config);
  });

  it('ignores blank variables', () => {
    expect(toolsConfigFromEnv({TOOLS_API_SERVER_DE: ' ', TOOLS_DROPBOX_CLIENT_ID: ''})).toEqual(EMPTY_TOOLS_CONFIG);
  });

  it('fails the build on a malformed address', () => {
    expect(() => toolsConfigFromEnv({TOOLS_API_SERVER_CF: 'api.example'})).toThrow(/TOOLS_API_SERVER_CF/);
    expect(() =>
      toolsConfigFromEnv({
        TOOLS_GOOGLE_CLIENT_ID: 'a',
        TOOLS_GOOGLE_CLIENT_SECRET: 'b',
        TOOLS_GOOGLE_REDIRECT_URI: 'nope',
      }),
    ).toThrow(/TOOLS_GOOGLE_REDIRECT_URI/);
  });

  it('fails the build on half a client', () => {
    expect(() => toolsConfigFromEnv({TOOLS_YANDEX_CLIENT_ID: 'a'})).toThrow(/TOOLS_YANDEX_CLIENT_SECRET/);
    expect(() => toolsConfigFromEnv({TOOLS_ONEDRIVE_US_CLIENT_SECRET: 'a'})).toThrow(/TOOLS_ONEDRIVE_US_CLIENT_ID/);
  });

  it('names the variables it reads', () => {
    expect(TOOLS_ENV.onedriveClientId('de')).toBe('TOOLS_ONEDRIVE_DE_CLIENT_ID');
    expect(TOOLS_ENV.onedriveClientSecret('global')).toBe('TOOLS_ONEDRIVE_GLOBAL_CLIENT_SECRET');
  });
});

describe('readToolsConfig', () => {
  it.each([undefined, null, 42, 'x', {}, {tools: 'x'}, {tools: []}])('falls back to the defaults for %p', (fields) => {
    expect(readToolsConfig(fields)).toEqual(EMPTY_TOOLS_CONFIG);
  });

  it('drops malformed entries', () => {
    expect(
      readToolsConfig({
        tools: {
          apiServers: {cf: 'not a url', cn: 5, de: 'https://de.example/'},
          clients: {
            onedrive: {
              global: {clientId: 'a'},
              mars: {clientId: 'a', clientSecret: 'b'},
              us: {clientId: 'u', clientSecret: 's'},
            },
            aliyundrive: {clientId: ''},
            dropbox: 'x',
            google: {clientId: 'g'},
            yandex: {clientId: 'y', clientSecret: ' '},
            baidu: {clientId: ' b '},
          },
        },
      }),
    ).toEqual({
      apiServers: {cf: 'https://api.nn.ci', cn: 'https://api.xhofe.top', de: 'https://de.example'},
      clients: {onedrive: {us: {clientId: 'u', clientSecret: 's'}}, baidu: {clientId: 'b'}},
    });
  });
});

describe('readToolClients', () => {
  it('reads the clients compiled into the tools, dropping malformed ones', () => {
    expect(readToolClients(undefined)).toEqual({onedrive: {}});
    expect(
      readToolClients({
        google: {clientId: 'g', clientSecret: 's', redirectUri: 'http://127.0.0.1:53682/'},
        dropbox: {clientId: 'd'},
        yandex: {clientId: 'y'},
      }),
    ).toEqual({
      onedrive: {},
      google: {clientId: 'g', clientSecret: 's', redirectUri: 'http://127.0.0.1:53682/'},
      dropbox: {clientId: 'd'},
    });
  });
});

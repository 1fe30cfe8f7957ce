/**
 * The token tools' part of the site configuration: API server addresses and
 * the default OAuth clients. Set at build time from environment variables
 * (`toolsConfigFromEnv`, called by docusaurus.config.ts). The API servers go
 * into `customFields.tools` (every page has the selector) and are read back
 * with `readToolsConfig`; the clients are compiled into the tools' own chunk
 * (src/plugins/tool-clients) and read back with `readToolClients`. Nothing
 * here has a built-in client: without a variable, the tool asks for the
 * visitor's own app.
 */
import {
  DEFAULT_API_SERVERS,
  LOCAL_API_SERVER,
  normalizeServerUrl,
  readApiServers,
  type ApiServerAddresses,
} from './apiServer';
import {asRecord} from '../unknown';
import {isOneDriveZone, ONEDRIVE_ZONE_ORDER, type OneDriveZone} from '../oauth/onedrive';

export interface ClientIdOnly {
  /** A client whose secret lives on the API server. */
  readonly clientId: string;
}

export interface ClientWithSecret {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface GooglePreset extends ClientWithSecret {
  /** Set when the preset is registered with another redirect URI than this site's callback. */
  readonly redirectUri?: string;
}

export interface ToolClients {
  readonly onedrive: Partial<Record<OneDriveZone, ClientWithSecret>>;
  readonly aliyundrive?: ClientIdOnly;
  readonly dropbox?: ClientIdOnly;
  readonly baidu?: ClientIdOnly;
  readonly google?: GooglePreset;
  readonly yandex?: ClientWithSecret;
}

export interface ToolsConfig {
  readonly apiServers: ApiServerAddresses;
  readonly clients: ToolClients;
}

/** Each environment variable the build reads, documented in the README (and src/tools/README.md for the tools). */
export const TOOLS_ENV = {
  apiServerCf: 'TOOLS_API_SERVER_CF',
  apiServerCn: 'TOOLS_API_SERVER_CN',
  apiServerDe: 'TOOLS_API_SERVER_DE',
  apiServerLocal: 'TOOLS_API_SERVER_LOCAL',
  onedriveClientId: (zone: OneDriveZone): string => `TOOLS_ONEDRIVE_${zone.toUpperCase()}_CLIENT_ID`,
  onedriveClientSecret: (zone: OneDriveZone): string => `TOOLS_ONEDRIVE_${zone.toUpperCase()}_CLIENT_SECRET`,
  aliyundriveClientId: 'TOOLS_ALIYUNDRIVE_CLIENT_ID',
  dropboxClientId: 'TOOLS_DROPBOX_CLIENT_ID',
  baiduClientId: 'TOOLS_BAIDU_CLIENT_ID',
  googleClientId: 'TOOLS_GOOGLE_CLIENT_ID',
  googleClientSecret: 'TOOLS_GOOGLE_CLIENT_SECRET',
  googleRedirectUri: 'TOOLS_GOOGLE_REDIRECT_URI',
  yandexClientId: 'TOOLS_YANDEX_CLIENT_ID',
  yandexClientSecret: 'TOOLS_YANDEX_CLIENT_SECRET',
} as const;

export const EMPTY_TOOLS_CONFIG: ToolsConfig = {apiServers: DEFAULT_API_SERVERS, clients: {onedrive: {}}};

type Env = Readonly<Record<string, string | undefined>>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function serverFromEnv(env: Env, name: string, fallback: string | undefined): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const url = normalizeServerUrl(raw);
  if (url === undefined) throw new Error(`${name} must be an http(s) address without query or fragment, got "${raw}"`);
  return url;
}

function pair(env: Env, idName: string, secretName: string): ClientWithSecret | undefined {
  const clientId = value(env, idName);
  const clientSecret = value(env, secretName);
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined || clientSecret === undefined) {
    throw new Error(`${idName} and ${secretName} must be set together`);
  }
  return {clientId, clientSecret};
}

function idOnly(env: Env, name: string): ClientIdOnly | undefined {
  const clientId = value(env, name);
  return clientId === undefined ? undefined : {clientId};
}

/** Build time: reads the variables, fails the build on a malformed one. */
export function toolsConfigFromEnv(env: Env): ToolsConfig {
  const cf = serverFromEnv(env, TOOLS_ENV.apiServerCf, DEFAULT_API_SERVERS.cf) ?? DEFAULT_API_SERVERS.cf;
  const cn = serverFromEnv(env, TOOLS_ENV.apiServerCn, DEFAULT_API_SERVERS.cn) ?? DEFAULT_API_SERVERS.cn;
  const de = serverFromEnv(env, TOOLS_ENV.apiServerDe, undefined);
  // Test and development builds only: the stub server on this machine (never in a production policy).
  const local = serverFromEnv(
    env,
    TOOLS_ENV.apiServerLocal,
    env.NODE_ENV === 'development' ? LOCAL_API_SERVER : undefined,
  );
  const onedrive: Partial<Record<OneDriveZone, ClientWithSecret>> = {};
  for (const zone of ONEDRIVE_ZONE_ORDER) {
    const client = pair(env, TOOLS_ENV.onedriveClientId(zone), TOOLS_ENV.onedriveClientSecret(zone));
    if (client) onedrive[zone] = client;
  }
  const googlePair = pair(env, TOOLS_ENV.googleClientId, TOOLS_ENV.googleClientSecret);
  const googleRedirect = value(env, TOOLS_ENV.googleRedirectUri);
  if (googleRedirect !== undefined && !/^https?:\/\/\S+$/.test(googleRedirect)) {
    throw new Error(`${TOOLS_ENV.googleRedirectUri} must be an http(s) address, got "${googleRedirect}"`);
  }
  const aliyundrive = idOnly(env, TOOLS_ENV.aliyundriveClientId);
  const dropbox = idOnly(env, TOOLS_ENV.dropboxClientId);
  const baidu = idOnly(env, TOOLS_ENV.baiduClientId);
  const yandex = pair(env, TOOLS_ENV.yandexClientId, TOOLS_ENV.yandexClientSecret);
  return {
    apiServers: {cf, cn, ...(de === undefined ? {} : {de}), ...(local === undefined ? {} : {local})},
    clients: {
      onedrive,
      ...(aliyundrive ? {aliyundrive} : {}),
      ...(dropbox ? {dropbox} : {}),
      ...(baidu ? {baidu} : {}),
      ...(googlePair ? {google: googleRedirect ? {...googlePair, redirectUri: googleRedirect} : googlePair} : {}),
      ...(yandex ? {yandex} : {}),
    },
  };
}

// ---- reading customFields back (browser) ---------------------------------------

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

function readIdOnly(v: unknown): ClientIdOnly | undefined {
  const clientId = str(asRecord(v)?.clientId);
  return clientId === undefined ? undefined : {clientId};
}

function readPair(v: unknown): ClientWithSecret | undefined {
  const r = asRecord(v);
  const clientId = str(r?.clientId);
  const clientSecret = str(r?.clientSecret);
  return clientId === undefined || clientSecret === undefined ? undefined : {clientId, clientSecret};
}

/** Browser: the default clients as compiled into the tools' chunk; anything malformed is left out. */
export function readToolClients(value: unknown): ToolClients {
  const clients = asRecord(value);
  const onedriveRaw = asRecord(clients?.onedrive);
  const onedrive: Partial<Record<OneDriveZone, ClientWithSecret>> = {};
  for (const [zone, raw] of Object.entries(onedriveRaw ?? {})) {
    const client = readPair(raw);
    if (isOneDriveZone(zone) && client) onedrive[zone] = client;
  }
  const googlePair = readPair(clients?.google);
  const googleRedirect = str(asRecord(clients?.google)?.redirectUri);
  const aliyundrive = readIdOnly(clients?.aliyundrive);
  const dropbox = readIdOnly(clients?.dropbox);
  const baidu = readIdOnly(clients?.baidu);
  const yandex = readPair(clients?.yandex);
  return {
    onedrive,
    ...(aliyundrive ? {aliyundrive} : {}),
    ...(dropbox ? {dropbox} : {}),
    ...(baidu ? {baidu} : {}),
    ...(googlePair ? {google: googleRedirect ? {...googlePair, redirectUri: googleRedirect} : googlePair} : {}),
    ...(yandex ? {yandex} : {}),
  };
}

/**
 * Browser: the typed configuration from `customFields.tools`; anything
 * missing or malformed falls back to the defaults. The site's configuration
 * carries the API servers only; `clients` are read when present (older
 * configurations, tests).
 */
export function readToolsConfig(customFields: unknown): ToolsConfig {
  const tools = asRecord(asRecord(customFields)?.tools);
  if (!tools) return EMPTY_TOOLS_CONFIG;
  return {apiServers: readApiServers(customFields), clients: readToolClients(tools.clients)};
}

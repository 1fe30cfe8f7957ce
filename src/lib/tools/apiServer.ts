/**
 * The API servers that relay the token tools' requests: which ones a page
 * offers, which one is chosen (stored under `api_name`, as on the earlier
 * site), and `api()`, which puts the chosen address before a path.
 */
import {asRecord} from '../unknown';

export type ApiServerKey = 'cf' | 'cn' | 'de' | 'local';

/** Configured addresses; `de` only when set. */
export interface ApiServerAddresses {
  readonly cf: string;
  readonly cn: string;
  readonly de?: string;
  /**
   * The stub or development server (`TOOLS_API_SERVER_LOCAL`, test builds
   * only): offered only when the site itself runs on this machine, and
   * allowed by the tools' Content-Security-Policy only in a build that sets it.
   */
  readonly local?: string;
}

export const DEFAULT_API_SERVERS: ApiServerAddresses = {cf: 'https://api.nn.ci', cn: 'https://api.xhofe.top'};

/** The stub server of the end-to-end tests and of development (`npm start`); a test build sets it as `local`. */
export const LOCAL_API_SERVER = 'http://localhost:3002';

export {API_SERVER_STORAGE_KEY} from './apiServerKey';
export const DEFAULT_API_SERVER_KEY: ApiServerKey = 'cf';

export interface ApiServerOption {
  readonly key: ApiServerKey;
  readonly address: string;
  /** `address (key)`, as the selector shows it. */
  readonly label: string;
}

export function isLocalHostname(hostname: string | undefined): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1';
}

function option(key: ApiServerKey, address: string): ApiServerOption {
  return {key, address, label: `${address} (${key})`};
}

/** The servers a page served from `hostname` offers, in display order. */
export function listApiServers(addresses: ApiServerAddresses, hostname?: string): ApiServerOption[] {
  const list = [option('cf', addresses.cf), option('cn', addresses.cn)];
  if (addresses.de) list.push(option('de', addresses.de));
  if (addresses.local && isLocalHostname(hostname)) list.push(option('local', addresses.local));
  return list;
}

/** The stored choice when it is one of `options`, else the default. */
export function resolveApiServerKey(stored: unknown, options: readonly ApiServerOption[]): ApiServerKey {
  if (typeof stored === 'string') {
    const found = options.find((o) => o.key === stored.trim());
    if (found) return found.key;
  }
  return DEFAULT_API_SERVER_KEY;
}

export function findApiServer(key: ApiServerKey, options: readonly ApiServerOption[]): ApiServerOption {
  return (
    options.find((o) => o.key === key) ??
    options.find((o) => o.key === DEFAULT_API_SERVER_KEY) ??
    option('cf', DEFAULT_API_SERVERS.cf)
  );
}

/** An http(s) origin-and-path without a trailing slash, or undefined when the text is not one. */
export function normalizeServerUrl(input: string): string | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.search || url.hash || url.username || url.password) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** `base` + `path`, with exactly one slash between them. */
export function api(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Browser: the configured addresses from the site's `customFields.tools.apiServers`
 * (set by `toolsConfigFromEnv`, ./toolsConfig.ts); anything missing or malformed
 * falls back to the defaults. Here, not in ./toolsConfig.ts, so that the selector
 * of driver pages does not load the tools' client configuration.
 */
export function readApiServers(customFields: unknown): ApiServerAddresses {
  const servers = asRecord(asRecord(asRecord(customFields)?.tools)?.apiServers);
  const address = (value: unknown): string | undefined =>
    typeof value === 'string' ? normalizeServerUrl(value) : undefined;
  const cf = address(servers?.cf) ?? DEFAULT_API_SERVERS.cf;
  const cn = address(servers?.cn) ?? DEFAULT_API_SERVERS.cn;
  const de = address(servers?.de);
  const local = address(servers?.local);
  return {cf, cn, ...(de === undefined ? {} : {de}), ...(local === undefined ? {} : {local})};
}

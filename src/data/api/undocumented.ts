/**
 * Routes of `server/router.go` (v3.45.0) that the API reference leaves out on
 * purpose, each with the reason. tests/unit/data/api.test.ts counts them as
 * covered; a route of the fact pack that is neither documented nor listed
 * here fails the test.
 */
import type {UndocumentedRoute} from './types';

const WEBDAV = 'WebDAV mount point, for WebDAV clients; described on the WebDAV page (guide/webdav).';
const S3 = 'S3-compatible mount point, for S3 clients; described on the S3 page (guide/advanced/s3).';
const DEBUG = 'Registered only when AList runs with --debug or --dev; a developer aid, not an API.';
const STATIC = 'Files of the web interface (the embedded front end or dist_dir), not an API.';

export const UNDOCUMENTED_ROUTES: readonly UndocumentedRoute[] = [
  {
    method: 'GET',
    path: '/',
    reason: 'Only when site_url has a path: redirects the bare host to that path. Not an API.',
  },
  {method: 'GET', path: '/favicon.ico', reason: 'Redirects browsers to the favicon setting.'},
  {method: 'GET', path: '/robots.txt', reason: 'Serves the robots.txt setting to crawlers.'},
  {
    method: 'GET',
    path: '/i/:link_name',
    reason:
      'Install manifest (plist) of the iOS app-install preview (guide/advanced/ipa); the web interface builds these links.',
  },
  ...['ANY', 'PROPFIND'].flatMap((method) => [
    {method, path: '/dav/*path', reason: WEBDAV},
    {method, path: '/dav', reason: WEBDAV},
  ]),
  ...['MKCOL', 'LOCK', 'UNLOCK', 'PROPPATCH', 'COPY', 'MOVE'].map((method) => ({
    method,
    path: '/dav/*path',
    reason: WEBDAV,
  })),
  {method: 'ANY', path: '/s3/*path', reason: S3},
  {method: 'ANY', path: '/*path', reason: `${S3} This one is the separate listener on s3.port.`},
  {method: 'GET', path: '/debug/path/*path', reason: DEBUG},
  {method: 'GET', path: '/debug/hide_privacy', reason: DEBUG},
  {method: 'GET', path: '/debug/gc', reason: DEBUG},
  {method: 'ANY', path: '/debug/pprof/*name', reason: DEBUG},
  ...['/assets/*filepath', '/images/*filepath', '/streamer/*filepath', '/static/*filepath'].map((path) => ({
    method: 'GET,HEAD',
    path,
    reason: STATIC,
  })),
  {
    method: 'NoRoute',
    path: '(any unmatched path)',
    reason: `${STATIC} Any other path gets the single-page app (the admin app under /@manage); since v3.42.0 only GET and POST, other methods get 405.`,
  },
];

import {existsSync} from 'node:fs';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {LOCALE_REDIRECT} from './src/data/localeRedirect';
import {NOTICE_STORAGE_KEY} from './src/data/noticeSettings';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the
 * production build served by nginx with the repository's configuration.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The stub API server of the token tools; the selector's `local` entry points at localhost:3002. */
export const STUB_API_URL = 'http://127.0.0.1:3002';
/** The stub AList server the API request console calls (tests/e2e/api-console.spec.ts). */
export const STUB_ALIST_URL = 'http://127.0.0.1:3245';
/** The English build with Algolia search (`npm run build:search-hosted`), served next to the main one. */
export const E2E_HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? E2E_PORT + 1000);
export const HOSTED_BASE_URL = `http://127.0.0.1:${E2E_HOSTED_PORT}`;
/**
 * The two-origin setup (deploy/README.md): the same build through the same
 * nginx locations, as a docs origin that sends `/tool…` to a tools origin of
 * its own and back (scripts/serve-nginx.sh with TOOLS_PORT;
 * tests/e2e/two-origins.spec.ts, tests/e2e/hostile-third-party.spec.ts).
 */
export const DOCS_ORIGIN_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
export const TOOLS_ORIGIN_URL = `http://127.0.0.1:${E2E_PORT + 2}`;
const withHostedSearch = existsSync('build-algolia/index.html') || Boolean(process.env.CI);

/**
 * The storage keys of the site-wide dialogs (locale-redirect modal, notice
 * popup). The tests' contexts start with them answered, as for a returning
 * visitor (tests/e2e/test.ts); tests/e2e/overlays.spec.ts and the contexts a
 * test creates itself start empty.
 */
export const SITE_DIALOG_KEYS = [LOCALE_REDIRECT.storageKey, NOTICE_STORAGE_KEY] as const;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './tests/.artifacts/results',
  fullyParallel: true,
  // Two workers on CI's two cores: the browsers keep both busy (three took
  // 13.3 instead of 13.6 minutes, four were slower and slower per test).
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', {outputFile: './tests/.artifacts/e2e.json'}]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test costs more than many of the tests; in CI
    // a failed test is retried once with a trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/search-hosted.spec.ts',
      use: {...devices['Desktop Chrome'], channel: undefined, viewport: {width: 1280, height: 800}},
    },
    ...(withHostedSearch
      ? [
          {
            name: 'hosted-search',
            testMatch: '**/search-hosted.spec.ts',
            use: {
              ...devices['Desktop Chrome'],
              channel: undefined,
              viewport: {width: 1280, height: 800},
              baseURL: HOSTED_BASE_URL,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'bash scripts/serve-nginx.sh',
      url: `${BASE_URL}/`,
      env: {PORT: String(E2E_PORT)},
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(withHostedSearch
      ? [
          {
            command: 'bash scripts/serve-nginx.sh',
            url: `${HOSTED_BASE_URL}/`,
            env: {PORT: String(E2E_HOSTED_PORT), BUILD_DIR: path.resolve('build-algolia')},
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    {
      command: 'bash scripts/serve-nginx.sh',
      url: `${DOCS_ORIGIN_URL}/`,
      env: {PORT: String(E2E_PORT + 1), TOOLS_PORT: String(E2E_PORT + 2)},
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Stub of the token tools' API server (tests/e2e/tools.spec.ts), the
      // `local` choice of the API-server selector.
      command: 'node tests/mocks/api-server/server.mjs',
      url: `${STUB_API_URL}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 15_000,
    },
    {
      command: 'node tests/mocks/alist-server/server.mjs',
      url: `${STUB_ALIST_URL}/ping`,
      reuseExistingServer: !process.env.CI,
      timeout: 15_000,
    },
  ],
});

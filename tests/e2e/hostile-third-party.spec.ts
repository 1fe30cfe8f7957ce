// A third-party script of an ordinary page that plays the attacker, on both
// setups (deploy/README.md, "What each setup protects"): one origin (tool
// pages and ordinary pages on the same origin) and two (the docs origin and a
// tools origin of its own, served by the same nginx locations, see
// two-origins.spec.ts). It stands in for the statistics script as
// tests/e2e/third-party.spec.ts stands in for all of them, is loaded by the
// site's own loader (the pages' 'strict-dynamic' policy trusts it for that),
// and tries what the review of issue 41 showed: read what the tools left in
// the tab's storage, open a tool page in a window and read it, plant a sign-in
// and its answer and send the tab to the callback, put its own words on a
// callback page. It must get nothing, except the one thing the one-origin
// setup cannot refuse: a planted flow driven through a real callback address
// with a code, which only the tools origin closes.
import {type BrowserContext, type Page} from '@playwright/test';
import {expect, test} from './test';
import {BASE_URL, DOCS_ORIGIN_URL, TOOLS_ORIGIN_URL} from '../../playwright.config';
import {blockThirdParty, interactUntilThirdPartyLoads, waitForHydration} from './support';
import {expectTokenField, t, unique, useLocalServer} from './toolSupport';

/** What the hostile script reports, from whichever document it ran in. */
interface Loot {
  readonly where: string;
  readonly what: string;
}

/** The analytics script's address (src/data/thirdParty.ts): the stand-in answers there. */
const HOSTILE_SCRIPT = 'https://hm.baidu.com/hm.js**';
const SECRET = 'CLIENT-SECRET-of-the-reader';
const TOKEN = 'ADMIN-TOKEN-of-the-reader';
const TYPED = 'typed-into-the-tool-window';

/**
 * The hostile script: reports every value of both storages at once, then
 * does what `window.__attack` names (set by the test before the scripts load;
 * a real script would simply try everything).
 */
const HOSTILE = `
(function () {
  var report = window.__loot;
  function dump(name, store) {
    try {
      for (var i = 0; i < store.length; i++) report(name + ':' + store.key(i) + '=' + store.getItem(store.key(i)));
    } catch (e) { report(name + ':refused'); }
  }
  dump('session', window.sessionStorage);
  dump('local', window.localStorage);
  var attack = window.__attack || {};
  if (attack.open) {
    // A window on a tool page, read for as long as it stays open.
    var w = window.open(attack.open, '_blank');
    report('open:' + (w ? 'handle' : 'blocked'));
    var tries = 0;
    var timer = setInterval(function () {
      tries += 1;
      try {
        var field = w && w.document && w.document.querySelector('input');
        // (The window's first document, about:blank before the tool page arrives, is the opener's own origin.)
        if (w && w.document) report('read:' + w.location.href + '|' + w.document.title + '|' + (field ? field.value : ''));
      } catch (e) { report('denied:' + e.name); }
      try { if (w) w.postMessage('ping', '*'); } catch (e) {}
      if (w && w.closed) report('closed');
      if (tries > 40) clearInterval(timer);
    }, 100);
  }
  if (attack.plant) {
    // A sign-in of its own, with its answer, as the callback's storage expects them.
    var flows = JSON.parse(sessionStorage.getItem('alist_tool_flows') || '{}');
    flows[attack.plant.state] = {status: 'pending', provider: 'dropbox', localeBase: '/', at: Date.now(),
      details: {clientId: 'attacker-app', clientSecret: '', redirectUri: location.origin + '/tool/dropbox/callback'}};
    sessionStorage.setItem('alist_tool_flows', JSON.stringify(flows));
    sessionStorage.setItem('alist_tool_callback', JSON.stringify({path: '/tool/dropbox/callback',
      params: {code: attack.plant.code, state: attack.plant.state}, at: Date.now(), key: 'guessed'}));
    location.assign('/tool/dropbox/callback');
  }
  if (attack.plantWithCode) {
    // The same flow, and the answer in a real callback address: what a provider's redirect looks like.
    var own = JSON.parse(sessionStorage.getItem('alist_tool_flows') || '{}');
    own[attack.plantWithCode.state] = {status: 'pending', provider: 'dropbox', localeBase: '/', at: Date.now(),
      details: {clientId: 'attacker-app', clientSecret: '', redirectUri: location.origin + '/tool/dropbox/callback'}};
    sessionStorage.setItem('alist_tool_flows', JSON.stringify(own));
    location.assign('/tool/dropbox/callback?code=' + attack.plantWithCode.code + '&state=' + attack.plantWithCode.state);
  }
  if (attack.phish) location.assign(attack.phish);
})();
`;

async function armHostileScript(context: BrowserContext, servers: readonly string[], loot: Loot[]): Promise<void> {
  await blockThirdParty(context, ...servers);
  await context.exposeBinding('__loot', ({page}, what: string) => {
    loot.push({where: page.url(), what});
  });
  // Registered after the block: Playwright asks the newest route first.
  await context.route(HOSTILE_SCRIPT, (route) =>
    route.fulfill({status: 200, contentType: 'application/javascript', body: HOSTILE}),
  );
}

async function attackFrom(page: Page, url: string, attack: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as {__attack: unknown}).__attack = value;
  }, attack);
  await page.goto(url);
  await waitForHydration(page);
  await interactUntilThirdPartyLoads(page, 4);
}

/** Like attackFrom, for an attack that takes the tab away: interacts until the script has sent it elsewhere. */
async function attackAndLeave(page: Page, url: string, attack: Record<string, unknown>, to: RegExp): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as {__attack: unknown}).__attack = value;
  }, attack);
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForLoadState('load');
  let step = 0;
  await expect
    .poll(async () => {
      step += 1;
      if (!to.test(page.url())) await page.mouse.move(5 + (step % 20), 5 + (step % 20)).catch(() => undefined);
      return page.url();
    })
    .toMatch(to);
}

const everything = (loot: readonly Loot[]): string => loot.map((l) => `${l.where} ${l.what}`).join('\n');

/** Where the ordinary pages (and so the hostile script) and the tool pages live. */
const SETUPS = [
  {name: 'one origin', docs: BASE_URL, tools: BASE_URL, twoOrigins: false},
  {name: 'two origins', docs: DOCS_ORIGIN_URL, tools: TOOLS_ORIGIN_URL, twoOrigins: true},
] as const;
/** The stub API server, as the tools' `local` choice names it. */
const LOCAL_API = 'http://localhost:3002';

for (const setup of SETUPS) {
  test.describe(`a hostile third-party script on an ordinary page (${setup.name})`, () => {
    // Two or three documents each.
    test.describe.configure({timeout: 60_000});
    const loot: Loot[] = [];
    test.beforeEach(async ({context}) => {
      loot.length = 0;
      await armHostileScript(context, [setup.docs, setup.tools, LOCAL_API], loot);
    });

    test('finds neither a pending sign-in nor the console token in the tab', async ({page}) => {
      // A sign-in abandoned at the provider: started on a tool page, its details in the tab's storage.
      await page.goto(`${setup.tools}/tool/onedrive/request`);
      await waitForHydration(page);
      await page.evaluate((secret) => {
        const flows = {
          abandonedNonce0000000000: {
            status: 'pending',
            provider: 'onedrive',
            localeBase: '/',
            at: Date.now(),
            details: {clientId: 'id', clientSecret: secret, zone: 'global'},
          },
        };
        window.sessionStorage.setItem('alist_tool_flows', JSON.stringify(flows));
      }, SECRET);
      // The console, with the token typed and "Remember in this tab" ticked (the most the reader can leave).
      await page.goto(`${setup.tools}/tool/api`);
      await waitForHydration(page);
      await page.getByLabel('AList address').fill('http://127.0.0.1:3245');
      await page.getByLabel('Token', {exact: true}).fill(TOKEN);
      await page.getByRole('checkbox', {name: 'Remember in this tab'}).check();
      expect(await page.evaluate(() => window.sessionStorage.getItem('alist_tool_api_console'))).toContain(TOKEN);
      // Then an ordinary page in the same tab (the docs origin's). Its first script is the sweep, before the bundle loader and so
      // before the third-party loader the bundles hold.
      await attackFrom(page, `${setup.docs}/guide/`, {});
      const scripts = await page.evaluate(() =>
        Array.from(document.querySelectorAll('script:not([type="application/ld+json"])'), (s) =>
          s instanceof HTMLScriptElement && s.dataset.scripts
            ? 'loader'
            : s.getAttribute('src')
              ? 'src'
              : s.textContent,
        ),
      );
      expect(scripts[0]).toContain('alist_tool_flows');
      const firstLoaded = scripts.findIndex((s) => s === 'loader' || s === 'src');
      expect(firstLoaded).toBeGreaterThan(0);
      await expect.poll(() => loot.length).toBeGreaterThan(0);
      expect(everything(loot)).not.toContain(SECRET);
      expect(everything(loot)).not.toContain(TOKEN);
      await page.goto(`${setup.tools}/tool/api`);
      await waitForHydration(page);
      // Back to the console. One origin: the ordinary page swept the token, as the console's note says. Two
      // origins: the docs origin's page could neither read nor sweep the tools origin's storage, so it is still there.
      await expect(page.getByLabel('Token', {exact: true})).toHaveValue(setup.twoOrigins ? TOKEN : '');
    });

    test('cannot read a tool page it opens in a window, nor what the reader types there', async ({page, context}) => {
      const popup = context.waitForEvent('page');
      // The script opens the tool page at its address on the docs origin: with two origins, the 301 takes the window
      // to the tools origin.
      await attackFrom(page, `${setup.docs}/guide/`, {open: '/tool/onedrive/request'});
      const tool = await popup;
      await tool.waitForLoadState('load');
      await waitForHydration(tool);
      // The reader types into the tool window the script opened.
      await tool.locator('article input').first().fill(TYPED);
      // The browser let the script open it (the test is about reading it)…
      await expect.poll(() => everything(loot)).toContain('open:handle');
      await expect(tool).toHaveURL(`${setup.tools}/tool/onedrive/request`);
      // …but the handle lost the window (another browsing context group: the COOP values differ; with two origins,
      // another origin as well).
      await expect.poll(() => everything(loot), {timeout: 10_000}).toMatch(/closed|denied/);
      expect(everything(loot)).not.toContain(TYPED);
      const reads = loot.map((l) => l.what).filter((what) => what.startsWith('read:'));
      expect(reads.filter((what) => what !== 'read:about:blank||')).toEqual([]);
      // And the tool window has no opener to reach back through.
      expect(await tool.evaluate(() => window.opener)).toBeNull();
    });

    test('plants a sign-in and drives a real callback address with its code: refused only by a tools origin', async ({
      page,
    }) => {
      await useLocalServer(page);
      const code = unique('attacker-code');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(code) || (request.postData() ?? '').includes(code)) sent.push(request.url());
      });
      await attackAndLeave(
        page,
        `${setup.docs}/guide/`,
        {plantWithCode: {state: 'plantedNonceWithCode0000', code}},
        new RegExp(`^${setup.tools}/tool/dropbox/callback`),
      );
      await waitForHydration(page);
      if (setup.twoOrigins) {
        // The flow went into the docs origin's storage; the callback reads the tools origin's.
        await expect(page.getByText(t('en', 'tools.callback.flow.unknown.title'))).toBeVisible();
        await expect(page.locator('textarea[name="refresh_token"]')).toHaveCount(0);
        expect(sent.filter((url) => !url.includes('/tool/dropbox/callback'))).toEqual([]);
      } else {
        // The known limit of one origin (deploy/README.md): the callback takes the planted flow for the tab's own and
        // exchanges the attacker's code, so the reader would get the attacker's account.
        await expectTokenField(page, 'refresh_token', `dbx-refresh-${code}`);
      }
    });

    // What the one-origin mitigations refuse on their own (a tools origin of its own refuses them by its nature).
    if (setup.twoOrigins) return;

    test('finds nothing when the reader comes Back to an ordinary page kept in the back-forward cache', async ({
      page,
    }) => {
      await attackFrom(page, '/guide/', {});
      await page.goto('/tool/api');
      await waitForHydration(page);
      await page.getByLabel('AList address').fill('http://127.0.0.1:3245');
      await page.getByLabel('Token', {exact: true}).fill(TOKEN);
      await page.getByRole('checkbox', {name: 'Remember in this tab'}).check();
      await page.goBack();
      await page.waitForURL(/\/guide\/$/);
      // Whether or not the browser restored the page from its cache, storage holds no token when its scripts run again.
      const token = await page.evaluate(() => window.sessionStorage.getItem('alist_tool_api_console'));
      expect(token).toBeNull();
      expect(everything(loot)).not.toContain(TOKEN);
    });

    test('cannot plant a sign-in and its answer and have the callback exchange its code', async ({page}) => {
      const code = `attacker-code-${Date.now()}`;
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(code) || (request.postData() ?? '').includes(code)) sent.push(request.url());
      });
      await attackAndLeave(
        page,
        '/guide/',
        {plant: {state: 'plantedNonce000000000000', code}},
        /\/tool\/dropbox\/callback$/,
      );
      await waitForHydration(page);
      // The answer was not captured by this document's capture script: no code to exchange.
      await expect(page.getByText('No authorization code in the address')).toBeVisible();
      expect(sent).toEqual([]);
      expect(await page.locator('input[readonly]').count()).toBe(0);
    });

    test("cannot put its own words on a callback page as the provider's error", async ({page}) => {
      const words = 'Your account is locked: call +1 555 0100';
      await attackAndLeave(
        page,
        '/guide/',
        {phish: `/tool/onedrive/callback?error=access_denied&error_description=${encodeURIComponent(words)}`},
        /\/tool\/onedrive\/callback/,
      );
      await waitForHydration(page);
      await expect(page.getByText('access_denied')).toBeVisible();
      await expect(page.getByText(words)).toHaveCount(0);
    });
  });
}

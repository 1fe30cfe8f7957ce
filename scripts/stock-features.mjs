#!/usr/bin/env node
// `node scripts/stock-features.mjs`: do the stock features of Docusaurus' docs
// plugin and classic theme work on this site (issue 44)? The unit test
// tests/unit/stockFeatures.test.ts checks the overrides and the bundle trims
// without a build; this script sees the features in a real build.
//
// In a scratch copy of the committed tree (scripts/lib/scratch.mjs, as the
// canary; the working tree is not touched) it adds fixtures:
//
// - docs/stock/: a category page listing its docs with `<DocCardList />`, and
//   a generated-index category (sidebar `stock`);
// - an announcement bar (themeConfig.announcementBar, closeable);
// - a `type: 'doc'` navbar item;
//
// builds English only, serves the build with the site's nginx configuration
// and checks each in Chromium: the page renders and hydrates without a script
// error, the cards link to their docs, the bar shows and stays closed once
// closed, the navbar item links to its doc. It also checks that the build
// says why the docs table stays in the bundle (src/plugins/slim). Prints what
// broke, ending with `N passed, N failed`; exit status 1 when anything broke.
// About 10 minutes, niced (one English build). The site's search results page
// is tested elsewhere.
//
// Options: --keep (leave the scratch copy), --port N (nginx, default 4296),
// --scratch DIR (only the browser checks, on the build of a copy left by --keep).
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createReport, createScratch, openPage, option, run, serveAndBrowse} from './lib/scratch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const port = option('--port', process.env.STOCK_FEATURES_PORT ?? '4296');

/** The fixture docs: the cards page's two docs, and the generated index's two. */
const DOCS = {
  first: 'First stock doc',
  second: 'Second stock doc',
  third: 'Third stock doc',
  fourth: 'Fourth stock doc',
};
const GENERATED = {slug: '/stock/generated', title: 'Stock generated index'};
const NAVBAR_LABEL = 'Stock doc link';
const ANNOUNCEMENT = 'Stock announcement bar';

/** Replaces `anchor` in `file` of `dir` by `text`; throws when the anchor is gone (the fixture needs updating). */
function edit(dir, file, anchor, text) {
  const full = path.join(dir, file);
  const source = readFileSync(full, 'utf8');
  if (!source.includes(anchor)) throw new Error(`fixture: ${file} no longer contains ${JSON.stringify(anchor)}`);
  writeFileSync(full, source.replace(anchor, text));
}

function addFixtures(dir) {
  mkdirSync(path.join(dir, 'docs/stock'), {recursive: true});
  writeFileSync(
    path.join(dir, 'docs/stock/index.mdx'),
    `---\ntitle: Stock cards\ndescription: The docs of this category as cards.\n---\n\n` +
      `import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`,
  );
  for (const [id, title] of Object.entries(DOCS)) {
    writeFileSync(
      path.join(dir, `docs/stock/${id}.md`),
      `---\ntitle: ${title}\ndescription: ${title}, a fixture.\n---\n\nThe ${title.toLowerCase()}.\n`,
    );
  }
  edit(
    dir,
    'sidebars.ts',
    '\nexport default sidebars;',
    `
sidebars.stock = [
  {type: 'category', label: 'Stock cards', link: {type: 'doc', id: 'stock/index'}, items: ['stock/first', 'stock/second']},
  {
    type: 'category',
    label: 'Stock generated',
    link: {type: 'generated-index', slug: '${GENERATED.slug}', title: '${GENERATED.title}'},
    items: ['stock/third', 'stock/fourth'],
  },
];
export default sidebars;`,
  );
  const pricing = "{to: '/pricing', label: 'Pricing', position: 'left'},";
  edit(
    dir,
    'docusaurus.config.ts',
    pricing,
    `${pricing}\n        {type: 'doc', docId: 'stock/first', label: '${NAVBAR_LABEL}', position: 'left'},`,
  );
  edit(
    dir,
    'docusaurus.config.ts',
    '  themeConfig: {',
    `  themeConfig: {\n    announcementBar: {id: 'stock_features', content: '${ANNOUNCEMENT}', isCloseable: true},`,
  );
}

/** Checks that `page` lists one card per doc of `ids`, each linking to its doc; returns the problems. */
async function checkCards(page, ids) {
  const problems = [];
  const cards = page.locator('article a.card');
  await cards
    .first()
    .waitFor({timeout: 10_000})
    .catch(() => problems.push('no card'));
  const found = await cards.evaluateAll((links) =>
    links.map((a) => ({href: new URL(a.href).pathname, title: a.querySelector('h2')?.textContent?.trim() ?? ''})),
  );
  for (const id of ids) {
    const card = found.find((c) => c.href === `/stock/${id}`);
    if (!card) problems.push(`no card links to /stock/${id} (cards: ${JSON.stringify(found)})`);
    else if (!card.title.includes(DOCS[id])) problems.push(`the card of /stock/${id} is titled "${card.title}"`);
  }
  return problems;
}

/** Clicks `link` and checks that the client-side navigation reached `pathname` and its heading. */
async function follow(page, link, pathname, heading) {
  const problems = [];
  await link.click();
  await page.waitForURL((url) => url.pathname === pathname, {timeout: 15_000}).catch(() => undefined);
  const at = new URL(page.url()).pathname;
  if (at !== pathname) problems.push(`went to ${at}, expected ${pathname}`);
  // The router changes the URL first and the page once the new route's chunks are in: wait for its heading.
  await page
    .locator('main h1', {hasText: heading})
    .first()
    .waitFor({timeout: 10_000})
    .catch(async () => {
      const h1 = await page
        .locator('main h1')
        .first()
        .textContent({timeout: 1_000})
        .catch(() => null);
      problems.push(`heading after the click: ${JSON.stringify(h1)}, expected ${JSON.stringify(heading)}`);
    });
  return problems;
}

const {record, finish} = createReport(root, 'stock-features');
const reused = option('--scratch', undefined);
const scratch = reused ?? createScratch(root, 'stock-features');
let served;
try {
  if (!reused) {
    addFixtures(scratch);
    const build = run(scratch, 'npx', ['docusaurus', 'build', '--locale', 'en']);
    record('build (English, with the fixtures)', build.ok, build.ok ? '' : `\n${build.tail}`);
    const said = /site-slim: doc cards are used \(([^)]*)\)/.exec(build.output);
    record(
      'the build says why the docs table stays in the bundle',
      Boolean(said?.[1].includes('docs/stock/index.mdx') && said[1].includes('sidebars.ts')),
      said ? said[0] : 'no site-slim message',
    );
    if (!build.ok) throw new Error('the build failed: nothing to open');
  }
  served = await serveAndBrowse(scratch, port);
  const {browser, base} = served;

  // <DocCardList /> in a category's page, then a card followed.
  {
    const {page, context, problems} = await openPage(browser, base, '/stock/');
    problems.push(...(await checkCards(page, ['first', 'second'])));
    problems.push(
      ...(await follow(page, page.locator('article a.card[href="/stock/second"]'), '/stock/second', DOCS.second)),
    );
    record('<DocCardList /> /stock/', problems.length === 0, problems.join('; '));
    await context.close();
  }

  // A generated-index category, opened directly and reached from the sidebar.
  {
    const {page, context, problems} = await openPage(browser, base, GENERATED.slug);
    const h1 = await page
      .locator('main h1')
      .first()
      .textContent({timeout: 10_000})
      .catch(() => null);
    if (h1?.trim() !== GENERATED.title) problems.push(`heading ${JSON.stringify(h1)}`);
    problems.push(...(await checkCards(page, ['third', 'fourth'])));
    problems.push(
      ...(await follow(page, page.locator('article a.card[href="/stock/fourth"]'), '/stock/fourth', DOCS.fourth)),
    );
    const category = page.locator('.theme-doc-sidebar-menu a', {hasText: 'Stock generated'}).first();
    problems.push(...(await follow(page, category, GENERATED.slug, GENERATED.title)));
    problems.push(...(await checkCards(page, ['third', 'fourth'])));
    record(`generated-index category ${GENERATED.slug}`, problems.length === 0, problems.join('; '));
    await context.close();
  }

  // The announcement bar and the doc navbar item, on a doc page: the home page opens with the site's first-visit
  // notice, a modal dialog that makes the rest of the page inert until it is closed.
  {
    const {page, context, problems} = await openPage(browser, base, '/guide/');
    const bar = page.locator('.theme-announcement-bar');
    const barProblems = [];
    if (!(await bar.isVisible()) || !(await bar.textContent())?.includes(ANNOUNCEMENT)) barProblems.push('not shown');
    else {
      await bar.getByRole('button').click();
      await bar.waitFor({state: 'hidden', timeout: 5_000}).catch(() => barProblems.push('still shown once closed'));
      await page.reload({waitUntil: 'load'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
        timeout: 30_000,
      });
      if (await bar.isVisible()) barProblems.push('shown again after a reload');
    }
    record('announcement bar', problems.length + barProblems.length === 0, [...problems, ...barProblems].join('; '));
    const before = problems.length;

    const item = page.locator('.navbar a', {hasText: NAVBAR_LABEL}).first();
    const href = await item.getAttribute('href', {timeout: 5_000}).catch(() => null);
    const itemProblems = href === '/stock/first' ? [] : [`links to ${JSON.stringify(href)}`];
    if (itemProblems.length === 0) {
      itemProblems.push(...(await follow(page, item, '/stock/first', DOCS.first)));
      if (!(await item.evaluate((a) => a.classList.contains('navbar__link--active')))) {
        itemProblems.push('not marked active on its doc');
      }
    }
    itemProblems.push(...problems.slice(before));
    record(`navbar item type 'doc'`, itemProblems.length === 0, itemProblems.join('; '));
    await context.close();
  }
} catch (error) {
  record('stock features', false, String(error));
} finally {
  await served?.stop();
  if (!keep && !reused) rmSync(scratch, {recursive: true, force: true});
}
finish();

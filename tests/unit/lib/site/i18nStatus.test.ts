import {
  comparePage,
  formatReport,
  frontMatterKeys,
  headingIds,
  isOutdated,
  jsonIssues,
  lastCommits,
  localizedTextIssues,
  messageIssue,
  numstat,
  strictFailures,
  type StatusReport,
} from '@site/src/lib/site/i18nStatus';

const EN = `---
title: Docker
description: Run AList in Docker.
sidebar_label: Docker
---

## Run {#run}

\`\`\`md
## Not a heading {#in-code}
\`\`\`

### Update {#update}

## Without id
`;

const ZH = `---
title: Docker
description: 用 Docker 运行 AList。
---

## 运行 {#run}

### 更新 {#upgrade}
`;

describe('pages', () => {
  it('reads explicit heading ids outside code blocks', () => {
    expect(headingIds(EN)).toEqual(['run', 'update']);
  });

  it('reads top-level front-matter keys', () => {
    expect(frontMatterKeys(EN)).toEqual(['title', 'description', 'sidebar_label']);
    expect(frontMatterKeys('no front matter')).toEqual([]);
  });

  it('compares a page pair', () => {
    expect(comparePage('docs/a.md', EN, ZH)).toEqual({
      file: 'docs/a.md',
      missing: false,
      idsOnlyEn: ['update'],
      idsOnlyZh: ['upgrade'],
      frontMatterMissing: ['sidebar_label'],
    });
    expect(comparePage('docs/a.md', EN, undefined).missing).toBe(true);
  });
});

describe('git history', () => {
  const log = [
    '',
    'c3c3c3c3 300\n\ndocs/a.md\n',
    'b2b2b2b2 200\n\ni18n/zh-CN/docusaurus-plugin-content-docs/current/a.md\ndocs/b.md\n',
    'a1a1a1a1 100\n\ndocs/a.md\ni18n/zh-CN/docusaurus-plugin-content-docs/current/b.md\n',
  ].join('\0');

  it('keeps the newest commit of each file', () => {
    const commits = lastCommits(log);
    expect(commits.get('docs/a.md')).toEqual({commit: 'c3c3c3c3', time: 300});
    expect(commits.get('i18n/zh-CN/docusaurus-plugin-content-docs/current/b.md')).toEqual({
      commit: 'a1a1a1a1',
      time: 100,
    });
  });

  it('an English change after the Chinese one makes the page outdated', () => {
    const commits = lastCommits(log);
    expect(
      isOutdated(commits.get('docs/a.md'), commits.get('i18n/zh-CN/docusaurus-plugin-content-docs/current/a.md')),
    ).toBe(true);
    expect(
      isOutdated(commits.get('docs/b.md'), commits.get('i18n/zh-CN/docusaurus-plugin-content-docs/current/b.md')),
    ).toBe(true);
    expect(isOutdated({commit: 'x', time: 1}, {commit: 'x', time: 1})).toBe(false);
    expect(isOutdated({commit: 'x', time: 1}, {commit: 'y', time: 2})).toBe(false);
    expect(isOutdated(undefined, {commit: 'y', time: 2})).toBe(false);
  });

  it('reads the diff size', () => {
    expect(numstat('12\t3\tdocs/a.md\n')).toEqual({added: 12, removed: 3});
    expect(numstat('')).toEqual({added: 0, removed: 0});
  });
});

describe('strings', () => {
  it('flags empty and English-only UI messages, keeping names', () => {
    expect(messageIssue('')).toBe('empty');
    expect(messageIssue('Copy the token')).toBe('untranslated');
    expect(messageIssue('复制令牌')).toBeUndefined();
    expect(messageIssue('GitHub')).toBeUndefined();
    expect(messageIssue('— 1/2')).toBeUndefined();
    expect(
      jsonIssues('i18n/zh-CN/code.json', {
        'a.ok': {message: '好'},
        'a.bad': {message: 'Save'},
        'theme.docs.tagDocListPageTitle': {message: 'x'},
      }),
    ).toEqual([{file: 'i18n/zh-CN/code.json', key: 'a.bad', reason: 'untranslated', text: 'Save'}]);
  });

  it('finds bilingual texts anywhere in a data module, once', () => {
    const shared = {en: 'Use the refresh token of the app', zh: 'Use the refresh token of the app'};
    const data = {
      DRIVER: {label: {en: 'Cookie', zh: 'Cookie'}, fields: [{help: {en: 'Root folder', zh: ''}}, {help: shared}]},
    };
    const seen = new Set<unknown>();
    expect(localizedTextIssues('src/data/x.ts', data, seen)).toEqual([
      {file: 'src/data/x.ts', key: 'DRIVER.fields[0].help', reason: 'empty', text: 'Root folder'},
      {file: 'src/data/x.ts', key: 'DRIVER.fields[1].help', reason: 'untranslated', text: shared.en},
    ]);
    expect(localizedTextIssues('src/data/all.ts', {again: shared}, seen)).toEqual([]);
  });
});

describe('report', () => {
  const report: StatusReport = {
    pages: [
      {file: 'docs/a.md', missing: true, idsOnlyEn: [], idsOnlyZh: [], frontMatterMissing: []},
      {
        file: 'docs/b.md',
        missing: false,
        outdated: {enCommit: 'c3c3c3c3c3', zhCommit: 'a1a1a1a1a1', added: 4, removed: 1},
        idsOnlyEn: ['x'],
        idsOnlyZh: [],
        frontMatterMissing: ['sidebar_label'],
      },
      {
        file: 'docs/c.md',
        missing: false,
        outdated: {enCommit: 'c', zhCommit: 'a', added: 1, removed: 0},
        idsOnlyEn: [],
        idsOnlyZh: [],
        frontMatterMissing: [],
      },
    ],
    orphans: ['i18n/zh-CN/docusaurus-plugin-content-docs/current/old.md'],
    strings: [],
    unreadable: [],
  };

  it('--strict fails on missing pages, orphans and differing ids, not on outdated pages', () => {
    expect(strictFailures(report)).toEqual([
      'docs/a.md: no Chinese page',
      'docs/b.md: Chinese page lacks heading ids #x',
      'i18n/zh-CN/docusaurus-plugin-content-docs/current/old.md: Chinese page without an English one',
    ]);
    expect(strictFailures({...report, pages: [report.pages[2]!], orphans: []})).toEqual([]);
  });

  it('prints every group with its count', () => {
    const text = formatReport(report).join('\n');
    expect(text).toContain('Missing Chinese pages: 1\n  docs/a.md');
    expect(text).toContain('docs/b.md  +4 -1 lines (en c3c3c3c3, zh a1a1a1a1)');
    expect(text).toContain('Front-matter keys missing in Chinese: 1\n  docs/b.md  sidebar_label');
  });
});

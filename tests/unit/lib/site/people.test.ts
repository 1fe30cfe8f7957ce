import {namedContributors, parsePeopleNames} from '@site/src/lib/site/people';
import {lastAuthors, parseGitLog} from '@site/src/lib/site/pageData';

describe('CONTRIBUTOR_NAMES', () => {
  it('reads identity=Name pairs separated by ; or new lines, names with commas and spaces kept', () => {
    expect([...parsePeopleNames('ci-bot = Li Lei; a.b=Doe, Jane\nx=Y')]).toEqual([
      ['ci-bot', 'Li Lei'],
      ['a.b', 'Doe, Jane'],
      ['x', 'Y'],
    ]);
    expect(parsePeopleNames(undefined).size).toBe(0);
    expect(parsePeopleNames(' ; ').size).toBe(0);
  });

  it('rejects a pair without a name', () => {
    expect(() => parsePeopleNames('ci-bot')).toThrow(/identity=Name/);
    expect(() => parsePeopleNames('ci-bot=')).toThrow(/identity=Name/);
  });
});

describe('namedContributors', () => {
  it('keeps only named identities, adds up one person’s identities, most commits first', () => {
    const names = new Map([
      ['jane-laptop', 'Jane'],
      ['jane-work', 'Jane'],
      ['li', 'Li Lei'],
    ]);
    const contributors = [
      {name: 'placeholder', commits: 40},
      {name: 'li', commits: 3},
      {name: 'jane-laptop', commits: 2},
      {name: 'jane-work', commits: 2},
    ];
    expect(namedContributors(contributors, names)).toEqual([
      {name: 'Jane', commits: 4},
      {name: 'Li Lei', commits: 3},
    ]);
    expect(namedContributors(contributors, new Map())).toEqual([]);
  });
});

describe('lastAuthors', () => {
  it('gives each file the author of its newest commit (git log prints newest first)', () => {
    const log = '\x1enew\n\ndocs/a.md\n\x1eold\n\ndocs/a.md\ndocs/b.md\n';
    expect(lastAuthors(log)).toEqual({'docs/a.md': 'new', 'docs/b.md': 'old'});
    expect(parseGitLog(log)['docs/a.md']).toEqual([
      {name: 'new', commits: 1},
      {name: 'old', commits: 1},
    ]);
  });
});

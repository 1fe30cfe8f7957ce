/**
 * Who a page's footer names. The repository's commit identities are not
 * people's names (today every commit carries one placeholder identity), so
 * the footer shows no "by …" and no contributors unless the build is told
 * which identity is which person: `CONTRIBUTOR_NAMES` (README, "Settings read
 * from the environment"), `identity=Name` pairs separated by `;` or new
 * lines, where the identity is a commit's author name (`git log --format=%an`).
 * Identities without a name are left out.
 */
import type {Contributor} from './pageData';

/** Commit author name → the person's name to show. */
export type PeopleNames = ReadonlyMap<string, string>;

/** The names of `CONTRIBUTOR_NAMES`; throws on a pair without `=` or with an empty side. */
export function parsePeopleNames(value: string | undefined): PeopleNames {
  const names = new Map<string, string>();
  for (const pair of (value ?? '').split(/[;\n]/)) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const identity = at < 0 ? '' : pair.slice(0, at).trim();
    const name = at < 0 ? '' : pair.slice(at + 1).trim();
    if (!identity || !name) {
      throw new Error(`CONTRIBUTOR_NAMES: "${pair.trim()}" is not identity=Name (pairs separated by ";")`);
    }
    names.set(identity, name);
  }
  return names;
}

/** The contributors with a name, most commits first; identities of one person are added up. */
export function namedContributors(contributors: readonly Contributor[], names: PeopleNames): Contributor[] {
  const commits = new Map<string, number>();
  for (const {name: identity, commits: count} of contributors) {
    const name = names.get(identity);
    if (name !== undefined) commits.set(name, (commits.get(name) ?? 0) + count);
  }
  return [...commits]
    .map(([name, count]) => ({name, commits: count}))
    .sort((a, b) => b.commits - a.commits || a.name.localeCompare(b.name));
}

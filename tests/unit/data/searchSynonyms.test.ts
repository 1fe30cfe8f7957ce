/**
 * @jest-environment node
 */
import {readdirSync, readFileSync, statSync} from 'fs';
import path from 'path';
import {SYNONYMS} from '../../../src/data/search/synonyms';
import {algoliaSynonyms} from '../../../src/lib/search/hosted';
import {isStopTerm, normalize, terms} from '../../../src/lib/search/text';

const root = path.resolve(__dirname, '../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(mdx?|ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every term of a locale's pages and of the data its reference tables render. */
function corpusTerms(docsDir: string): Set<string> {
  const set = new Set<string>();
  for (const file of [...filesUnder(path.join(root, docsDir)), ...filesUnder(path.join(root, 'src/data'))]) {
    for (const {term} of terms(readFileSync(file, 'utf8'))) set.add(term);
  }
  return set;
}

const DOCS_DIR = {en: 'docs', 'zh-CN': 'i18n/zh-CN/docusaurus-plugin-content-docs/current'} as const;

describe.each(Object.entries(SYNONYMS))('search synonyms (%s)', (locale, rules) => {
  it('has rules with phrases and the words to add', () => {
    expect(rules.length).toBeGreaterThan(20);
    for (const rule of rules) {
      expect(rule.match.length).toBeGreaterThan(0);
      for (const phrase of rule.match) expect(normalize(phrase).trim()).not.toBe('');
      expect(terms(rule.add).filter((t) => !isStopTerm(t.term)).length).toBeGreaterThan(0);
    }
  });

  it('names each phrase once', () => {
    const phrases = rules.flatMap((rule) => rule.match.map((phrase) => normalize(phrase).trim()));
    const repeated = phrases.filter((phrase, i) => phrases.indexOf(phrase) !== i);
    expect(repeated).toEqual([]);
  });

  it('adds words the pages use (a rule that points nowhere finds nothing)', () => {
    const corpus = corpusTerms(DOCS_DIR[locale as keyof typeof DOCS_DIR]);
    const missing = rules.flatMap((rule) =>
      terms(rule.add)
        .filter((t) => !isStopTerm(t.term) && !corpus.has(t.term))
        .map((t) => `${rule.add}: ${t.term}`),
    );
    expect(missing).toEqual([]);
  });

  it('exports one Algolia one-way synonym per phrase', () => {
    const exported = algoliaSynonyms(locale, rules);
    expect(exported).toHaveLength(rules.reduce((n, rule) => n + rule.match.length, 0));
    expect(new Set(exported.map((s) => s.objectID)).size).toBe(exported.length);
  });
});

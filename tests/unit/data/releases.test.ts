/**
 * Checks the bundled release list so that a new entry that is malformed,
 * out of order or untranslated fails with a message a writer can act on.
 */
import {RELEASES} from '@site/src/data/releases';
import {compareVersions, parseVersion} from '@site/src/lib/content/releases';

const CJK = /[\u4e00-\u9fff]/;

describe('bundled releases', () => {
  it('covers v3 from the first pre-release to v3.45.0', () => {
    expect(RELEASES[0]?.version).toBe('v3.45.0');
    expect(RELEASES[RELEASES.length - 1]?.version).toBe('v3.0.0-beta.0');
    expect(RELEASES.length).toBeGreaterThanOrEqual(70);
  });

  it('lists each version once, newest first', () => {
    const versions = RELEASES.map((r) => r.version);
    expect(new Set(versions).size).toBe(versions.length);
    const outOfOrder = versions.filter((v, i) => i > 0 && compareVersions(versions[i - 1] ?? '', v) <= 0);
    expect(outOfOrder).toEqual([]);
  });

  it.each(RELEASES.map((r) => [r.version, r] as const))('%s is well formed', (version, release) => {
    const parsed = parseVersion(version);
    expect(parsed).not.toBeNull();
    expect(parsed?.major).toBe(3);
    expect(release.date).toMatch(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
    expect(Boolean(release.prerelease)).toBe((parsed?.pre.length ?? 0) > 0);
    expect(release.highlights.length).toBeGreaterThan(0);
    for (const highlight of release.highlights) {
      expect(highlight.en.trim()).not.toBe('');
      expect(highlight.en).not.toMatch(CJK);
      expect(highlight.zh).toMatch(CJK);
      expect(highlight.en).toMatch(/[.!?)]$/);
      expect(highlight.zh).toMatch(/[。！？）]$/);
    }
  });

  it('has dates that never go back in time as versions increase', () => {
    const backwards = RELEASES.filter((r, i) => i > 0 && r.date > (RELEASES[i - 1]?.date ?? ''));
    expect(backwards.map((r) => r.version)).toEqual([]);
  });

  it('marks the documented breaking changes', () => {
    const breaking = (version: string): boolean =>
      RELEASES.find((r) => r.version === version)?.highlights.some((h) => h.breaking === true) ?? false;
    for (const version of ['v3.25.1', 'v3.30.0', 'v3.42.0', 'v3.20.0', 'v3.12.0']) {
      expect([version, breaking(version)]).toEqual([version, true]);
    }
  });
});

/**
 * The desktop release the download button offers: AList's release workflow
 * tags the desktop repository with each AList release, so the kept version
 * must be one of the AList releases of the changelog, with the same date.
 */
import {DESKTOP_RELEASE} from '@site/src/data/desktop';
import {RELEASES} from '@site/src/data/releases';
import {DESKTOP_TARGETS} from '@site/src/lib/content/desktop';

describe('desktop release data', () => {
  it('is an AList release of the changelog, with its date', () => {
    const release = RELEASES.find((r) => r.version === `v${DESKTOP_RELEASE.version}`);
    expect(release).toBeDefined();
    expect(DESKTOP_RELEASE.date).toBe(release?.date);
  });

  it('offers every installer of that release once', () => {
    expect([...DESKTOP_RELEASE.targets].sort()).toEqual([...DESKTOP_TARGETS].sort());
  });
});

/**
 * The AList Desktop release the download button of the desktop page points
 * at, kept with the docs like the changelog's releases (src/data/releases.ts);
 * the page can look for a newer one on GitHub in the browser.
 *
 * Source: github.com/alist-org/desktop-release (GitHub now redirects it to
 * AlistGo/desktop-release), tag v3.45.0, published 2025-05-24: AList's own
 * release workflow tags the desktop repository with every AList release.
 * File names: the winget manifest AList.AListDesktop 3.45.0 (the three
 * Windows installers, with their addresses), the Homebrew cask alist-desktop
 * (`alist-desktop_<version>_<aarch64|x64>.dmg`) and the earlier site's
 * download button (the Linux `.deb`). Updating it is one line: the version
 * and date of the newer tag, after checking that its files keep these names.
 */
import type {DesktopReleaseData} from '@site/src/lib/content/desktop';

export const DESKTOP_RELEASE: DesktopReleaseData = {
  version: '3.45.0',
  date: '2025-05-24',
  targets: ['windows-x64', 'windows-x64-msi', 'windows-arm64', 'macos-arm64', 'macos-x64', 'linux-x64'],
};

import '@site/src/i18n/desktop';
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {DESKTOP_RELEASE} from '@site/src/data/desktop';
import {
  DESKTOP_FETCH_TIMEOUT_MS,
  TARGET_OS,
  desktopRelease,
  detectTarget,
  fetchLatestDesktopRelease,
  findAsset,
  isNewerDesktopRelease,
  type DesktopReleaseData,
  type DesktopTarget,
  type PlatformHints,
} from '@site/src/lib/content/desktop';
import type {FetchLike} from '@site/src/lib/http';
import {GitHubCheckFailure, useGitHubCheck} from '@site/src/components/GitHubCheck';
import styles from './styles.module.css';

interface Props {
  /** The release to offer; the one kept in src/data/desktop.ts by default. */
  readonly release?: DesktopReleaseData;
  /** `fetch` used by "check for a newer version"; the browser's by default. */
  readonly fetchImpl?: FetchLike;
  readonly timeoutMs?: number;
  /** Reads what the browser tells about the reader's system; `navigator` by default. */
  readonly readHints?: () => Promise<PlatformHints>;
  readonly className?: string;
}

type Detection = {readonly done: false} | {readonly done: true; readonly target: DesktopTarget | null};

interface UserAgentData {
  getHighEntropyValues?: (hints: string[]) => Promise<{architecture?: string}>;
}

/** The GPU name, which tells an Apple-silicon Mac from an Intel one where the browser hides the CPU. */
function webglRenderer(): string | undefined {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return undefined;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return typeof renderer === 'string' ? renderer : undefined;
  } catch {
    return undefined;
  }
}

async function browserHints(): Promise<PlatformHints> {
  const nav = window.navigator as Navigator & {userAgentData?: UserAgentData};
  let architecture: string | undefined;
  try {
    architecture = (await nav.userAgentData?.getHighEntropyValues?.(['architecture']))?.architecture;
  } catch {
    architecture = undefined;
  }
  const isMac = /Mac/.test(nav.platform) || /Macintosh/.test(nav.userAgent);
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    architecture,
    gpuRenderer: isMac && !architecture ? webglRenderer() : undefined,
    touchPoints: nav.maxTouchPoints,
  };
}

function systemName(target: DesktopTarget): string {
  switch (target) {
    case 'windows-x64':
      return translate({
        id: 'desktop.download.system.windowsX64',
        message: 'Windows (x64)',
        description: 'Desktop download: Windows on Intel/AMD 64-bit, installer program',
      });
    case 'windows-x64-msi':
      return translate({
        id: 'desktop.download.system.windowsX64Msi',
        message: 'Windows (x64, MSI package)',
        description: 'Desktop download: Windows on Intel/AMD 64-bit, MSI package for deployment',
      });
    case 'windows-arm64':
      return translate({
        id: 'desktop.download.system.windowsArm64',
        message: 'Windows (ARM64)',
        description: 'Desktop download: Windows on ARM',
      });
    case 'macos-arm64':
      return translate({
        id: 'desktop.download.system.macosArm64',
        message: 'macOS (Apple silicon)',
        description: 'Desktop download: Macs with an M-series chip',
      });
    case 'macos-x64':
      return translate({
        id: 'desktop.download.system.macosX64',
        message: 'macOS (Intel)',
        description: 'Desktop download: Macs with an Intel processor',
      });
    case 'linux-x64':
      return translate({
        id: 'desktop.download.system.linuxX64',
        message: 'Linux (x64, .deb)',
        description: 'Desktop download: Debian package for 64-bit Intel/AMD Linux',
      });
  }
}

/**
 * The download button of AList Desktop: the installer for the reader's system
 * (detected in the browser after the page has loaded; before that, and for
 * systems without an installer, the button opens the release page), every
 * other installer in a menu, and a button that asks GitHub for a newer
 * release. Nothing is fetched until the reader asks, and a failed check keeps
 * the links it had.
 */
export default function DesktopDownload({
  release: data = DESKTOP_RELEASE,
  fetchImpl,
  timeoutMs = DESKTOP_FETCH_TIMEOUT_MS,
  readHints = browserHints,
  className,
}: Props): ReactNode {
  const bundled = useMemo(() => desktopRelease(data), [data]);
  const [detection, setDetection] = useState<Detection>({done: false});
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    let active = true;
    readHints()
      .then((hints) => {
        if (active) setDetection({done: true, target: detectTarget(hints)});
      })
      .catch(() => {
        if (active) setDetection({done: true, target: null});
      });
    return () => {
      active = false;
    };
  }, [readHints]);

  const ask = useCallback(
    (signal: AbortSignal) =>
      fetchLatestDesktopRelease({
        fetchImpl: fetchImpl ?? ((input, init) => window.fetch(input, init)),
        timeoutMs,
        signal,
      }),
    [fetchImpl, timeoutMs],
  );
  const [check, onCheck] = useGitHubCheck(ask);
  const newer =
    check.kind === 'done' && isNewerDesktopRelease(check.result.release, bundled) ? check.result.release : null;

  const release = newer ?? bundled;
  const target = detection.done ? detection.target : null;
  const primary = findAsset(release, target);

  return (
    <div className={clsx(styles.download, className)} data-search-ignore>
      <div className={styles.actions}>
        {primary ? (
          <Link className="button button--primary button--lg" to={primary.url} data-target={primary.target}>
            <Translate
              id="desktop.download.for"
              description="Desktop download: main button, with the system it downloads for"
              values={{system: systemName(primary.target)}}>
              {'Download for {system}'}
            </Translate>
          </Link>
        ) : (
          <Link className="button button--primary button--lg" to={release.url} data-target="">
            <Translate
              id="desktop.download.generic"
              description="Desktop download: main button when the reader's system is not known (opens the release page)"
              values={{version: release.version}}>
              {'Download AList Desktop {version}'}
            </Translate>
          </Link>
        )}
        <details className={styles.menu} ref={menu}>
          <summary className="button button--secondary button--lg">
            {primary ? (
              <Translate id="desktop.download.other" description="Desktop download: menu of the other installers">
                Other systems
              </Translate>
            ) : (
              <Translate id="desktop.download.all" description="Desktop download: menu of all installers">
                All installers
              </Translate>
            )}
          </summary>
          <ul className={styles.menuList}>
            {release.assets.map((asset) => (
              <li key={asset.target}>
                <Link
                  to={asset.url}
                  className={styles.menuLink}
                  data-target={asset.target}
                  onClick={() => menu.current?.removeAttribute('open')}>
                  <span>
                    {systemName(asset.target)}
                    {asset.target === target ? (
                      <span className={styles.current}>
                        {' '}
                        <Translate
                          id="desktop.download.thisComputer"
                          description="Desktop download: marks the installer detected for the reader's computer">
                          (this computer)
                        </Translate>
                      </span>
                    ) : null}
                  </span>
                  <code className={styles.file}>{asset.file}</code>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      </div>

      {primary && TARGET_OS[primary.target] === 'macos' ? (
        <p className={styles.hint}>
          <Translate
            id="desktop.download.macHint"
            description="Desktop download: how to tell an Apple-silicon Mac from an Intel one">
            Not sure which Mac you have? In the Apple menu, About This Mac shows a chip named Apple M… on Apple silicon,
            and an Intel processor otherwise.
          </Translate>
        </p>
      ) : null}
      {detection.done && !primary ? (
        <p className={styles.hint}>
          <Translate
            id="desktop.download.noMatch"
            description="Desktop download: the reader's device has no installer (phone, tablet, ARM Linux)">
            No installer fits this device: the app runs on Windows, macOS and Linux (x64) computers. Every installer is
            listed in the menu.
          </Translate>
        </p>
      ) : null}

      <div className={styles.meta}>
        <span>
          {release.date ? (
            <Translate
              id="desktop.download.version"
              description="Desktop download: version and release date of the offered installers"
              values={{version: release.version, date: release.date}}>
              {'Version {version}, released {date}.'}
            </Translate>
          ) : (
            <Translate
              id="desktop.download.versionNoDate"
              description="Desktop download: version of the offered installers, date unknown"
              values={{version: release.version}}>
              {'Version {version}.'}
            </Translate>
          )}{' '}
          <Link to={release.url}>
            <Translate id="desktop.download.notes" description="Desktop download: link to the release page on GitHub">
              Release notes
            </Translate>
          </Link>
        </span>
        <button
          type="button"
          className="button button--link button--sm"
          onClick={() => void onCheck()}
          disabled={check.kind === 'loading'}>
          {check.kind === 'loading' ? (
            <Translate id="desktop.download.checking" description="Desktop download: button label while asking GitHub">
              Checking GitHub…
            </Translate>
          ) : (
            <Translate
              id="desktop.download.check"
              description="Desktop download: button that asks GitHub for a newer release">
              Check for a newer version
            </Translate>
          )}
        </button>
      </div>

      <div role="status" aria-live="polite" className={styles.status}>
        {check.kind === 'done' && !newer ? (
          <div className="alert alert--success">
            <Translate
              id="desktop.download.latest"
              description="Desktop download: GitHub has no newer release"
              values={{version: release.version}}>
              {'{version} is the newest release on GitHub.'}
            </Translate>
          </div>
        ) : null}
        {newer ? (
          <div className="alert alert--info">
            <Translate
              id="desktop.download.newer"
              description="Desktop download: GitHub has a newer release, which the buttons now download"
              values={{version: release.version, bundled: bundled.version}}>
              {'GitHub has a newer release, {version}: the buttons now download it instead of {bundled}.'}
            </Translate>
          </div>
        ) : null}
      </div>
      <GitHubCheckFailure state={check} timeoutMs={timeoutMs}>
        <Translate
          id="desktop.download.error.keep"
          description="Desktop download: after a failed check, the buttons keep their version"
          values={{version: release.version}}>
          {'The buttons still download {version}.'}
        </Translate>
      </GitHubCheckFailure>
    </div>
  );
}

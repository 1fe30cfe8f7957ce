import '@site/src/i18n/changelog';
import {useCallback, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {GitHubCheckFailure, useGitHubCheck} from '@site/src/components/GitHubCheck';
import RichText from '@site/src/components/RichText';
import {RELEASES} from '@site/src/data/releases';
import {pickLocalized} from '@site/src/lib/site/localized';
import {
  DEFAULT_FETCH_TIMEOUT_MS,
  fetchReleases,
  findNewerReleases,
  groupByYear,
  newestRelease,
  releaseUrl,
  sortNewestFirst,
  type FetchLike,
  type Release,
  type RemoteRelease,
} from '@site/src/lib/content/releases';
import styles from './styles.module.css';

interface Props {
  /** Releases to show; the bundled data file by default. */
  readonly releases?: readonly Release[];
  /** `fetch` used by the "check for newer releases" button; the browser's by default. */
  readonly fetchImpl?: FetchLike;
  readonly timeoutMs?: number;
  readonly className?: string;
}

function ReleaseLink({version}: {readonly version: string}): ReactNode {
  return (
    <Link to={releaseUrl(version)} className={styles.releaseLink}>
      <Translate id="changelog.release.link" description="Changelog: link to the release page on GitHub">
        Release notes on GitHub
      </Translate>
    </Link>
  );
}

function ReleaseMeta({date, prerelease}: {readonly date: string | null; readonly prerelease: boolean}): ReactNode {
  return (
    // Spaces between the parts of a release's header (a flex row, where they
    // do not render): the page's text, as search indexes it, keeps them apart.
    <>
      {date ? (
        <>
          {' '}
          <time dateTime={date} className={styles.date}>
            {date}
          </time>
        </>
      ) : null}
      {prerelease ? (
        <>
          {' '}
          <span className={clsx('badge badge--secondary', styles.badge)}>
            <Translate id="changelog.release.prerelease" description="Changelog: badge of a pre-release version">
              Pre-release
            </Translate>
          </span>
        </>
      ) : null}{' '}
    </>
  );
}

function BundledRelease({release, locale}: {readonly release: Release; readonly locale: string}): ReactNode {
  return (
    <article className={styles.release} aria-labelledby={release.version}>
      <div className={styles.releaseHeader}>
        <Heading as="h3" id={release.version} className={styles.version}>
          {release.version}
        </Heading>
        <ReleaseMeta date={release.date} prerelease={release.prerelease === true} />
        <ReleaseLink version={release.version} />
      </div>
      <ul className={styles.highlights}>
        {release.highlights.map((highlight) => (
          <li key={highlight.en}>
            {highlight.breaking ? (
              <span className={clsx('badge badge--warning', styles.badge)}>
                <Translate
                  id="changelog.release.breaking"
                  description="Changelog: badge of a change that can break an existing setup">
                  Breaking
                </Translate>
              </span>
            ) : null}{' '}
            <RichText text={pickLocalized(highlight, locale)} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function NewerReleases({releases}: {readonly releases: readonly RemoteRelease[]}): ReactNode {
  return (
    <section className={styles.newer} aria-labelledby="newer-on-github">
      <Heading as="h2" id="newer-on-github">
        <Translate id="changelog.newer.title" description="Changelog: heading of releases found on GitHub">
          Newer on GitHub
        </Translate>
      </Heading>
      <p>
        <Translate
          id="changelog.newer.note"
          description="Changelog: these releases come from GitHub and have no summary on this page">
          These releases are newer than the docs. This page has no summary of them yet; read their notes on GitHub.
        </Translate>
      </p>
      <ul className={styles.newerList}>
        {releases.map((release) => (
          <li key={release.version} className={styles.releaseHeader}>
            <strong className={styles.version}>{release.version}</strong>
            <ReleaseMeta date={release.date} prerelease={release.prerelease} />
            <Link to={release.url} className={styles.releaseLink}>
              <Translate id="changelog.release.link" description="Changelog: link to the release page on GitHub">
                Release notes on GitHub
              </Translate>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The release history of AList v3: the list bundled with the docs, grouped by
 * year, plus a button that asks GitHub for releases newer than the bundle.
 * Nothing is fetched until the reader asks, and any failure keeps the list.
 */
export default function Changelog({
  releases = RELEASES,
  fetchImpl,
  timeoutMs = DEFAULT_FETCH_TIMEOUT_MS,
  className,
}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const ask = useCallback(
    (signal: AbortSignal) =>
      fetchReleases({fetchImpl: fetchImpl ?? ((input, init) => window.fetch(input, init)), timeoutMs, signal}),
    [fetchImpl, timeoutMs],
  );
  const [check, onCheck] = useGitHubCheck(ask);
  const newer = check.kind === 'done' ? findNewerReleases(releases, check.result.releases) : null;

  const sorted = sortNewestFirst(releases);
  const newest = newestRelease(sorted);
  const oldest = sorted[sorted.length - 1];
  const groups = groupByYear(sorted);

  return (
    <div className={clsx(styles.changelog, className)}>
      <div className={styles.toolbar}>
        <div className={styles.summary}>
          <Translate
            id="changelog.summary"
            description="Changelog: how many releases the page lists and their range"
            values={{count: String(sorted.length), oldest: oldest?.version ?? '', newest: newest?.version ?? ''}}>
            {'{count} releases, from {oldest} to {newest}, kept with these docs so they can be read offline.'}
          </Translate>
        </div>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => void onCheck()}
          disabled={check.kind === 'loading'}>
          {check.kind === 'loading' ? (
            <Translate id="changelog.check.loading" description="Changelog: button label while asking GitHub">
              Checking GitHub…
            </Translate>
          ) : (
            <Translate id="changelog.check.button" description="Changelog: button that asks GitHub for newer releases">
              Check for newer releases
            </Translate>
          )}
        </button>
      </div>

      <div role="status" aria-live="polite" className={styles.status}>
        {newer?.length === 0 ? (
          <div className="alert alert--success">
            <Translate
              id="changelog.check.upToDate"
              description="Changelog: GitHub has no release newer than the bundled list"
              values={{newest: newest?.version ?? ''}}>
              {'GitHub has no release newer than {newest}.'}
            </Translate>
          </div>
        ) : null}
        {newer && newer.length > 0 ? (
          <div className="alert alert--info">
            <Translate
              id="changelog.check.found"
              description="Changelog: GitHub has newer releases than the bundled list"
              values={{count: String(newer.length), newest: newest?.version ?? ''}}>
              {'Newer than {newest} on GitHub: {count}. They are listed first below.'}
            </Translate>
          </div>
        ) : null}
      </div>
      <GitHubCheckFailure state={check} timeoutMs={timeoutMs}>
        <Translate
          id="changelog.check.error.keep"
          description="Changelog: after an error, the bundled list is still shown">
          The list below is the copy kept with these docs.
        </Translate>
      </GitHubCheckFailure>

      {newer && newer.length > 0 ? <NewerReleases releases={newer} /> : null}

      {groups.map((group) => (
        <section key={group.year} className={styles.year} aria-labelledby={`year-${group.year}`}>
          <Heading as="h2" id={`year-${group.year}`}>
            {group.year}
          </Heading>
          {group.releases.map((release) => (
            <BundledRelease key={release.version} release={release} locale={locale} />
          ))}
        </section>
      ))}
    </div>
  );
}

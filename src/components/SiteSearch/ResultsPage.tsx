/**
 * The full results page of the local search (`/search?q=…`, `/zh/search?q=…`;
 * src/plugins/search adds its route when the site is built with the local
 * index). The query comes from the address and stays there as the reader
 * types (so the page can be bookmarked, shared and reloaded); results come
 * from the same index and ranking as the dialog, more of them, each with its
 * section path and a passage with the query's words marked. It first answers
 * from the index's head, then again once the paragraphs have arrived.
 */
import '@site/src/i18n/search';
import {useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {DOCS_REPO} from '@site/src/data/site';
import {DOC_KIND, queryWords, type SearchHit} from '@site/src/lib/search/engine';
import type {SearchStage} from '@site/src/lib/search/files';
import {segments, snippetSegments, tokenRanges, type Segment} from '@site/src/lib/search/localHits';
import {missingDocsIssueUrl} from '@site/src/lib/search/missingDocs';
import {shortQuery} from '@site/src/lib/search/text';
import {indexStore, useIndexLocation, type IndexLocation} from './localIndex';
import {searchTranslations} from './translations';
import styles from './ResultsPage.module.css';

/** Results on the page (the dialog shows twelve). */
export const PAGE_RESULT_LIMIT = 50;
/** Longest query searched; the rest of a pasted text is ignored. */
export const MAX_QUERY_LENGTH = 200;
/** Longest query the heading and the status line show (the box shows it whole). */
const SHOWN_QUERY_LENGTH = 60;
const TYPING_DELAY_MS = 150;

/** The index as far as it is loaded: nothing yet, the head (titles, headings), or head and body. */
type IndexState = {status: 'loading'} | {status: 'ready'; stage: SearchStage} | {status: 'failed'};

function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The address's query string with `q` set to the query (or removed when it is empty). */
function searchWith(search: string, query: string): string {
  const params = new URLSearchParams(search);
  if (query) params.set('q', query);
  else params.delete('q');
  const next = params.toString();
  return next ? `?${next}` : '';
}

/** Loads the index in the search worker, the head first, then the body. `attempt` loads it again. */
function useIndex(location: IndexLocation, attempt: number): IndexState {
  const [loaded, setLoaded] = useState<{attempt: number; state: IndexState} | null>(null);
  useEffect(() => {
    let live = true;
    const store = indexStore();
    store.load(location, 'head').then(
      () => {
        if (!live) return;
        setLoaded({attempt, state: {status: 'ready', stage: 'head'}});
        store.load(location, 'body').then(
          () => live && setLoaded({attempt, state: {status: 'ready', stage: 'body'}}),
          // Without the paragraphs, titles and headings still answer.
          () => undefined,
        );
      },
      () => live && setLoaded({attempt, state: {status: 'failed'}}),
    );
    return () => {
      live = false;
    };
  }, [location, attempt]);
  return loaded && loaded.attempt === attempt ? loaded.state : {status: 'loading'};
}

/**
 * The hits of `query` in the index as far as it is loaded, searched in the
 * worker. Until the answer for this query and stage is in (`current` false),
 * the hits of the query before stay on screen; `failed` when the search
 * itself failed.
 */
function useHits(
  location: IndexLocation,
  index: IndexState,
  query: string,
  locale: string,
): {readonly hits: readonly SearchHit[]; readonly current: boolean; readonly failed: boolean} {
  const key = index.status === 'ready' && query.trim() ? `${index.stage}|${query}` : '';
  const [answer, setAnswer] = useState<{key: string; hits: readonly SearchHit[] | null}>({key: '', hits: []});
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    indexStore()
      .search(location, {query, limit: PAGE_RESULT_LIMIT, perPage: 3, locale})
      .then(
        (hits) => live && setAnswer({key, hits}),
        () => live && setAnswer({key, hits: null}),
      );
    return () => {
      live = false;
    };
  }, [key, query, locale, location]);
  if (!key) return {hits: [], current: true, failed: false};
  return {hits: answer.hits ?? [], current: answer.key === key, failed: answer.key === key && answer.hits === null};
}

function Marked({parts}: {readonly parts: readonly Segment[]}): ReactNode {
  return parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text));
}

function Result({hit, words}: {readonly hit: SearchHit; readonly words: readonly string[]}): ReactNode {
  const title = hit.kind === DOC_KIND.page ? hit.pageTitle : hit.title;
  const path = [...hit.path, ...(hit.kind === DOC_KIND.page ? [] : [hit.pageTitle])].join(' › ');
  const textRanges = hit.text ? tokenRanges(hit.text, words) : [];
  return (
    <li className={styles.result}>
      <Link to={hit.url} className={styles.link}>
        {path ? <span className={styles.path}>{path}</span> : null}
        <span className={styles.title}>
          <Marked parts={segments(title, tokenRanges(title, words))} />
        </span>
      </Link>
      {hit.text ? (
        <p className={styles.snippet}>
          <Marked parts={snippetSegments(hit.text, textRanges, 220)} />
        </p>
      ) : null}
    </li>
  );
}

export default function SearchResultsPage(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  // The server renders the page without a query: the address's query is read once hydrated.
  const isBrowser = useIsBrowser();
  // A longer query in the address is cut to what the page searches, and the box shows exactly that.
  const addressQuery = isBrowser ? queryOf(location.search).slice(0, MAX_QUERY_LENGTH) : '';
  const [typed, setTyped] = useState(addressQuery);
  // Back and forward (or a link to /search?q=…) change the address: the field follows it.
  const [followed, setFollowed] = useState(addressQuery);
  if (followed !== addressQuery) {
    setFollowed(addressQuery);
    setTyped(addressQuery);
  }
  const [attempt, setAttempt] = useState(0);
  const indexLocation = useIndexLocation();
  const index = useIndex(indexLocation, attempt);

  // The address follows what is typed, without a history entry per keystroke.
  useEffect(() => {
    if (typed === addressQuery) return undefined;
    const timer = setTimeout(() => {
      history.replace({pathname: location.pathname, search: searchWith(location.search, typed), hash: ''});
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, addressQuery, history, location.pathname, location.search]);

  const trimmed = addressQuery.trim();
  const shown = shortQuery(trimmed, SHOWN_QUERY_LENGTH);
  const found = useHits(indexLocation, index, addressQuery, currentLocale);
  const {hits} = found;
  // What the status line says: a failed search counts as a failed index (the retry loads it again).
  const state = found.failed ? 'failed' : index.status === 'ready' && !found.current ? 'loading' : index.status;

  const words = queryWords(addressQuery);

  const heading = trimmed
    ? translate(
        {
          id: 'search.page.titleWithQuery',
          message: 'Search results for “{query}”',
          description: 'Title of the search page with a query',
        },
        {query: shown},
      )
    : translate({
        id: 'search.page.title',
        message: 'Search the documentation',
        description: 'Title of the search page without a query',
      });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    history.replace({pathname: location.pathname, search: searchWith(location.search, typed), hash: ''});
  };

  let status: ReactNode = null;
  if (state === 'failed') {
    status = (
      <div className={styles.error} role="alert">
        <p>
          <Translate id="search.page.error" description="Search page: the search index could not be loaded">
            The search index could not be loaded. Check your connection and try again.
          </Translate>
        </p>
        <button type="button" className="button button--secondary button--sm" onClick={() => setAttempt((n) => n + 1)}>
          <Translate id="search.page.retry" description="Search page: button that loads the search index again">
            Try again
          </Translate>
        </button>
      </div>
    );
  } else if (!trimmed) {
    status = (
      <Translate id="search.page.prompt" description="Search page without a query">
        Type what you are looking for: an error message, a setting, a storage or a task.
      </Translate>
    );
  } else if (state === 'loading') {
    status = (
      <Translate id="search.page.loading" description="Search page while the index loads">
        Searching…
      </Translate>
    );
  } else if (hits.length === 0) {
    status = (
      <>
        <Translate
          id="search.page.noResults"
          description="Search page: nothing matched the query"
          values={{query: <strong>{shown}</strong>}}>
          {'No results for {query}. Try fewer or other words, or the name of a setting or storage.'}
        </Translate>{' '}
        <Link
          to={missingDocsIssueUrl({repoUrl: `https://github.com/${DOCS_REPO}`, query: trimmed, locale: currentLocale})}>
          <Translate id="search.page.report" description="Search page: link to report missing documentation">
            Tell us what you were looking for
          </Translate>
        </Link>
      </>
    );
  } else {
    status = (
      <Translate
        id="search.page.count"
        description="Search page: how many results are shown; {count} is a number"
        values={{count: hits.length}}>
        {'{count} results'}
      </Translate>
    );
  }

  return (
    <Layout
      title={heading}
      description={translate({
        id: 'search.page.description',
        message: 'Search the AList documentation',
        description: 'Meta description of the search page',
      })}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{heading}</Heading>
        <form role="search" onSubmit={onSubmit} className={styles.form}>
          <label htmlFor="search-page-input" className="sr-only">
            {translate({
              id: 'search.page.inputLabel',
              message: 'Search the documentation',
              description: 'Label of the search field on the search page',
            })}
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            className={styles.input}
            value={typed}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder={searchTranslations().placeholder}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value)}
          />
        </form>
        <p className={styles.status} aria-live="polite" data-search-state={state}>
          {status}
        </p>
        {hits.length > 0 ? (
          <ol className={styles.results}>
            {hits.map((hit) => (
              <Result key={hit.doc} hit={hit} words={words} />
            ))}
          </ol>
        ) : null}
      </main>
    </Layout>
  );
}

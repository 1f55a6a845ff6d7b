// Replaces the theme's SearchPage, which is bound to Algolia: /search?q= over the configured backend.
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import {localSearchClient} from '@site/src/search/client';
import {useSearchConfig} from '@site/src/search/config';
import {hitTitle, resultCount} from '@site/src/search/hits';
import type {SearchClientLike, SearchHit, SearchResponse} from '@site/src/search/types';
import {links} from '@site/src/data/links';
import styles from './styles.module.css';

const HITS_PER_PAGE = 15;
const SUGGESTIONS = ['DjangoConfig', 'installation', 'database', 'docker'];

type State = {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; response: SearchResponse};

type Search = SearchClientLike['search'];

/** The search to run: the local index's final answers (a results page has no keystroke to wait for), or Algolia. */
function useSearch(): Promise<Search> {
  const {backend, indexPath} = useSearchConfig();
  const {algolia} = useAlgoliaThemeConfig();
  return useMemo(() => {
    if (backend === 'local') {
      const local = localSearchClient(indexPath, algolia.indexName);
      return Promise.resolve<Search>((request) => local.search(request, {complete: true}));
    }
    return import('algoliasearch/lite').then(({liteClient}) => {
      const client = liteClient(algolia.appId, algolia.apiKey) as unknown as SearchClientLike;
      return (request) => client.search(request);
    });
  }, [backend, indexPath, algolia.appId, algolia.apiKey, algolia.indexName]);
}

function breadcrumbs(hit: SearchHit): string[] {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5'] as const;
  const present = levels.filter((l) => hit.hierarchy[l]);
  return present.slice(0, -1).map((l) => hit.hierarchy[l] as string);
}

function Results({response, page, onPage}: {response: SearchResponse; page: number; onPage: (p: number) => void}) {
  const processUrl = useSearchResultUrlProcessor();
  const first = page * HITS_PER_PAGE + 1;
  return (
    <>
      <p className={styles.count} role="status">
        {resultCount(response.nbHits)}
        {response.nbPages > 1 ? `, showing ${first}–${first + response.hits.length - 1}` : ''}
      </p>
      <ol className={styles.results}>
        {response.hits.map((hit) => (
          <li key={hit.objectID} className={styles.result}>
            <h2 className={styles.resultTitle}>
              {/* HTML: escaped by the search client before <mark> is added, or by hitTitle. */}
              <Link to={processUrl(hit.url)} dangerouslySetInnerHTML={{__html: hitTitle(hit)}} />
            </h2>
            <p className={styles.crumbs}>{breadcrumbs(hit).join(' › ')}</p>
            {hit._snippetResult.content && (
              <p className={styles.snippet} dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}} />
            )}
          </li>
        ))}
      </ol>
      {response.nbPages > 1 && (
        <nav className={styles.pager} aria-label="Search results pages">
          <button
            type="button"
            className="button button--secondary"
            disabled={page === 0}
            onClick={() => onPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page + 1} of {response.nbPages}
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page + 1 >= response.nbPages}
            onClick={() => onPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </>
  );
}

function SearchPageContent(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const [page, setPage] = useState(0);
  const [state, setState] = useState<State>({status: 'idle'});
  const {algolia} = useAlgoliaThemeConfig();
  const search = useSearch();

  useEffect(() => setPage(0), [query]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState({status: 'loading'});
    const timer = window.setTimeout(() => {
      void search
        .then((run) =>
          run({
            requests: [
              {
                indexName: algolia.indexName,
                query: q,
                page,
                hitsPerPage: HITS_PER_PAGE,
                attributesToSnippet: ['content:30'],
                highlightPreTag: '<mark>',
                highlightPostTag: '</mark>',
                snippetEllipsisText: '…',
                facetFilters: ['language:en'],
              },
            ],
          }),
        )
        .then(({results}) => {
          const response = results[0];
          if (!cancelled && response) setState({status: 'done', response});
        })
        .catch(() => {
          if (!cancelled) setState({status: 'error'});
        });
    }, 150);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [query, page, search, algolia.indexName]);

  const q = query.trim();
  return (
    <main className={styles.page}>
      {/* The visible heading is the same in every state, so the first paint (rendered without the
          query) is final; the query, shown in the field below, is named to screen readers here. */}
      <h1>
        Search the documentation
        {q ? <span className="sr-only">{`: results for “${q}”`}</span> : null}
      </h1>
      <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="sr-only">
          Search the django-cfg documentation
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          className={styles.input}
          placeholder="Search the docs: DjangoConfig, migrations, docker…"
          autoComplete="off"
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      {/* The status line keeps its height in every state; results are drawn below it. */}
      {state.status !== 'done' || state.response.nbHits === 0 ? (
        <p className={styles.count} role="status">
          {state.status === 'loading' ? 'Searching…' : ''}
        </p>
      ) : null}
      {state.status === 'error' && (
        <div className={styles.message} role="alert">
          <p className={styles.messageTitle}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      )}
      {state.status === 'done' && state.response.nbHits === 0 && (
        <div className={styles.message}>
          <p className={styles.messageTitle}>
            No results found for “<strong>{q}</strong>”
          </p>
          <p>Try searching for:</p>
          <ul className={styles.suggestions}>
            {SUGGESTIONS.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className="button button--sm button--outline button--secondary"
                  onClick={() => setQuery(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
          <p>
            Believe this query should return results?{' '}
            <Link href={`${links.issues}/new?title=${encodeURIComponent(`Search: no results for "${q}"`)}`}>
              Let us know.
            </Link>
          </p>
        </div>
      )}
      {state.status === 'done' && state.response.nbHits > 0 && (
        <Results response={state.response} page={page} onPage={setPage} />
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    // Indexable (no noindex): every ?q= variant names /search as its canonical URL, so search engines
    // keep one search page rather than one per query.
    <Layout title="Search" description="Search the django-cfg documentation and blog.">
      <SearchPageContent />
    </Layout>
  );
}

// DocSearch's modal over either backend: the local build-time index (default, no third-party
// requests) or Algolia when keys are configured. Loaded by ./index.tsx on the first search intent,
// and rendered inside the search button's component, so the docs contexts that contextual search
// needs are there.
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaAskAi,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {localSearchClient, type LocalSearchClient} from '@site/src/search/client';
import {useSearchConfig} from '@site/src/search/config';
import {hitRoute, seeAllLabel} from '@site/src/search/hits';
import {links} from '@site/src/data/links';
import ErrorScreen from './ErrorScreen';
import './styles.css';

export interface SearchModalProps {
  readonly onClose: () => void;
  /** Gets the focus back when the modal closes. */
  readonly searchButton: RefObject<HTMLButtonElement | null>;
}

let portalContainer: HTMLDivElement | null = null;

/**
 * Resolves once the modal's sheet has loaded (or failed: the modal then still opens). It is linked
 * before the site's own stylesheet, so the site's overrides (./styles.css) keep precedence.
 *
 * DocSearch's modal sheet is emitted as a file of its own (an asset module, see
 * plugins/search-index/stylesheetUrl.ts) and linked when this chunk loads, on the first search
 * intent, so it stays out of every page's CSS. Not '@docsearch/react/style': that package declares
 * "sideEffects": false, so production builds dropped the import and shipped the modal unstyled. A
 * plain CSS import would be merged into the one stylesheet every page loads.
 */
const modalStylesLoaded: Promise<void> =
  typeof document === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = new URL('@docsearch/css/dist/modal.css', import.meta.url).href;
        link.onload = () => resolve();
        link.onerror = () => resolve();
        document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"]'));
      });

/** The modal's container, first in <body> as the theme does; created once, on first open. */
function container(backend: string): HTMLDivElement {
  if (!portalContainer) {
    portalContainer = document.createElement('div');
    portalContainer.dataset.searchBackend = backend; // CSS hides "Powered by Algolia" in local mode
    document.body.insertBefore(portalContainer, document.body.firstChild);
  }
  return portalContainer;
}

/**
 * A result link. Not <Link>: that prefetches every link scrolled into view, and for a fresh list of
 * hits it matches each against the route table in one task (60–80 ms at 4x CPU). Hits load their
 * page's code on hover instead, and navigate within the app on a plain click.
 */
function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  const history = useHistory();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- see above; the URL comes from our own index
    <a href={hit.url} onClick={onClick} onMouseEnter={() => void window.docusaurus.preload(hitRoute(hit.url))}>
      {children}
    </a>
  );
}

/** "See all N results" for `query`, redrawn when the local client records the final total. */
function LocalCount({client, query}: {client: LocalSearchClient; query: string}): ReactNode {
  const total = useSyncExternalStore(
    client.onTotal,
    () => client.nbHitsFor(query),
    () => undefined,
  );
  return seeAllLabel(total);
}

export default function SearchModal({onClose, searchButton}: SearchModalProps): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const {backend, indexPath} = useSearchConfig();
  const isLocal = backend === 'local';
  const local = useMemo(
    () => (isLocal ? localSearchClient(indexPath, algolia.indexName) : null),
    [isLocal, indexPath, algolia.indexName],
  );

  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const activeDocs = useActivePlugin({failfast: false});
  // Local mode prefers the docs section the reader is in: a boost (optionalFilters), not a filter,
  // so other sections still appear. Algolia mode sends what it always did.
  const currentSection = activeDocs
    ? [contextualFilters]
        .flat(2)
        .find((f): f is string => typeof f === 'string' && f.startsWith(`docusaurus_tag:docs-${activeDocs.pluginId}-`))
    : undefined;
  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAlgoliaAskAi(algolia);
  const [failed, setFailed] = useState(false);
  const [stylesReady, setStylesReady] = useState(false);

  useEffect(() => {
    void modalStylesLoaded.then(() => setStylesReady(true));
  }, []);

  useEffect(() => local?.onAvailabilityChange(setFailed), [local]);

  // While the modal is open the page behind it is inert, so Tab stays in the dialog; focus goes back
  // to the search button once the page is interactive again.
  useEffect(() => {
    const app = document.getElementById('__docusaurus');
    const button = searchButton.current;
    if (app) app.inert = true;
    return () => {
      if (app) app.inert = false;
      button?.focus();
    };
  }, [searchButton]);

  // Escape leaves Ask AI first, then closes (the button's own listener handles Ctrl/Cmd+K and '/').
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Escape') return;
      event.preventDefault();
      if (isAskAiActive) onAskAiToggle(false);
      else onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [isAskAiActive, onAskAiToggle, onClose]);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({navigate: ({itemUrl}) => history.push(itemUrl)}),
    [history],
  );
  const transformItems = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (items) => items.map((item) => ({...item, url: processUrl(item.url)})),
    [processUrl],
  );
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (local) return local as unknown as DocSearchTransformClient;
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return client;
    },
    [local, siteMetadata.docusaurusVersion],
  );
  const resultsFooterComponent = useCallback<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    ({state}) => (
      <Link to={createSearchLink(state.query)} onClick={onClose}>
        {/* The modal adds nbHits across keystrokes; the local client knows each query's own total. */}
        {local ? <LocalCount client={local} query={state.query} /> : seeAllLabel(Number(state.context.nbHits))}
      </Link>
    ),
    [createSearchLink, onClose, local],
  );

  const facetFilters = algolia.contextualSearch
    ? mergeFacetFilters(contextualFilters, algolia.searchParameters?.facetFilters ?? [])
    : (algolia.searchParameters?.facetFilters ?? []);

  // Nothing is drawn until the sheet is there: an unstyled modal would flash in the page flow.
  if (!stylesReady) return null;

  return createPortal(
    <>
      <DocSearchModal
        appId={algolia.appId}
        apiKey={algolia.apiKey}
        indexName={algolia.indexName}
        onClose={onClose}
        initialScrollY={window.scrollY}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={resultsFooterComponent}
        placeholder={currentPlaceholder}
        translations={translations.modal}
        searchParameters={{
          ...algolia.searchParameters,
          facetFilters,
          ...(isLocal && currentSection ? {optionalFilters: [currentSection]} : {}),
        }}
        getMissingResultsUrl={({query}) =>
          `${links.issues}/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
        }
        insights={false}
        onAskAiToggle={onAskAiToggle}
        {...(isLocal ? {} : extraAskAiProps)}
      />
      {failed && <ErrorScreen />}
    </>,
    container(backend),
  );
}

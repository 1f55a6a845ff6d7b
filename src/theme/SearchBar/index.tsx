// Replaces the theme's SearchBar: the same DocSearch button, modal and hotkeys over either backend,
// the local build-time index (default, no third-party requests) or Algolia when keys are configured.
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
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
import {localSearchClient} from '@site/src/search/client';
import {useSearchConfig} from '@site/src/search/config';
import {links} from '@site/src/data/links';
import ErrorScreen from './ErrorScreen';

let DocSearchModal: typeof DocSearchModalType | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
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
  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAlgoliaAskAi(algolia);

  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!local) return undefined;
    const unsubscribe = local.onAvailabilityChange(setFailed);
    return () => {
      unsubscribe();
    };
  }, [local]);

  const warmUp = useCallback(() => {
    void importModal();
    local?.warmUp().catch(() => undefined); // a failure is shown when the visitor searches
  }, [local]);

  const openModal = useCallback(() => {
    if (!container.current) {
      const div = document.createElement('div');
      div.dataset.searchBackend = backend;
      document.body.insertBefore(div, document.body.firstChild);
      container.current = div;
    }
    warmUp();
    void importModal().then(() => setIsOpen(true));
  }, [backend, warmUp]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  // While the modal is open the page behind it is inert, so Tab stays in the dialog; focus goes back
  // to the search button once the page is interactive again.
  useEffect(() => {
    if (!isOpen) return undefined;
    const app = document.getElementById('__docusaurus');
    const button = buttonRef.current;
    if (app) app.inert = true;
    return () => {
      if (app) app.inert = false;
      button?.focus();
    };
  }, [isOpen]);

  // Ctrl/Cmd+K toggles, '/' opens outside inputs, Escape leaves Ask AI first, then closes.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- DocSearch 4.6.3's subpath .d.ts resolves but types as any under skipLibCheck
  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, isAskAiActive, onAskAiToggle});

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
      <Link to={createSearchLink(state.query)} onClick={closeModal}>
        {/* The modal adds nbHits across keystrokes; the client knows the true count of the last answer. */}
        {`See all ${local ? local.lastNbHits() : Number(state.context.nbHits)} results`}
      </Link>
    ),
    [createSearchLink, closeModal, local],
  );

  const facetFilters = algolia.contextualSearch
    ? mergeFacetFilters(contextualFilters, algolia.searchParameters?.facetFilters ?? [])
    : (algolia.searchParameters?.facetFilters ?? []);

  return (
    <>
      {!isLocal && (
        <Head>
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={warmUp}
        onFocus={warmUp}
        onMouseOver={warmUp}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <>
            <DocSearchModal
              appId={algolia.appId}
              apiKey={algolia.apiKey}
              indexName={algolia.indexName}
              onClose={closeModal}
              initialScrollY={window.scrollY}
              navigator={navigator}
              transformItems={transformItems}
              hitComponent={Hit}
              transformSearchClient={transformSearchClient}
              resultsFooterComponent={resultsFooterComponent}
              placeholder={currentPlaceholder}
              translations={translations.modal}
              searchParameters={{...algolia.searchParameters, facetFilters}}
              getMissingResultsUrl={({query}) =>
                `${links.issues}/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
              }
              insights={false}
              onAskAiToggle={onAskAiToggle}
              {...(isLocal ? {} : extraAskAiProps)}
            />
            {failed && <ErrorScreen />}
          </>,
          container.current,
        )}
    </>
  );
}

// Replaces the theme's SearchBar. This is all of search that every page loads: DocSearch's button
// (same markup, classes and ARIA) and its hotkeys. The first hover, focus, touch or hotkey loads the
// modal (./SearchModal) and, with the local backend, starts the index download and the search
// worker; budget: 3 KB gzip in the main bundle (npm run bench measures it).
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {requestIndex} from '@site/src/search/indexRequest';
import {useSearchConfig} from '@site/src/search/config';
import type {SearchModalProps} from './SearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';

/** The part of themeConfig.algolia the button needs (the modal reads the rest). */
interface AlgoliaIds {
  readonly appId: string;
  readonly indexName: string;
}

let SearchModal: ComponentType<SearchModalProps> | null = null;

function loadModal(): Promise<unknown> {
  if (SearchModal) return Promise.resolve();
  return import(/* webpackChunkName: "search-modal" */ './SearchModal').then((module) => {
    SearchModal = module.default;
  });
}

/** DocSearch's rule: '/' opens search unless it is typed into a field. */
function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

interface Bar {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/**
 * Mounted search bars, oldest first (the not-found page shows one beside the navbar's). One window
 * listener serves them all, so a hotkey opens one modal: Ctrl/Cmd+K toggles, '/' opens outside
 * fields, the first bar opens, and whichever bar is open closes. The modal handles Escape (it
 * knows about Ask AI).
 */
const bars: Bar[] = [];

function onHotkey(event: KeyboardEvent): void {
  const first = bars[0];
  const openBar = bars.find((bar) => bar.isOpen);
  const toggle = (event.metaKey || event.ctrlKey) && (event.key === 'k' || event.key === 'K');
  const slash = event.key === '/' && !openBar && !isEditable(event.composedPath()[0]);
  if (!first || (!toggle && !slash)) return;
  event.preventDefault();
  if (openBar) openBar.close();
  else if (!document.body.classList.contains('DocSearch--active')) first.open();
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {appId, indexName} = (siteConfig.themeConfig as {algolia: AlgoliaIds}).algolia;
  const {backend, indexPath} = useSearchConfig();
  const isLocal = backend === 'local';
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});

  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  /** The modifier shown in the key hint, known only in the browser (⌘ on Apple devices). */
  const [modifier, setModifier] = useState<'Ctrl' | '⌘' | null>(null);

  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);

  const warmUp = useCallback(() => {
    void loadModal();
    if (!isLocal) return;
    requestIndex(indexPath);
    import('@site/src/search/client')
      .then(({localSearchClient}) => localSearchClient(indexPath, indexName).warmUp())
      .catch(() => undefined); // a failure is shown when the visitor searches
  }, [isLocal, indexPath, indexName]);

  const open = useCallback(() => {
    warmUp();
    void loadModal().then(() => {
      setIsOpen(true);
    });
  }, [warmUp]);
  const close = useCallback(() => {
    setIsOpen(false);
  }, []);

  const bar = useRef<Bar>({isOpen, open, close});
  useEffect(() => {
    bar.current.isOpen = isOpen;
    bar.current.open = open;
    bar.current.close = close;
  }, [isOpen, open, close]);
  useEffect(() => {
    const self = bar.current;
    bars.push(self);
    if (bars.length === 1) window.addEventListener('keydown', onHotkey);
    return () => {
      bars.splice(bars.indexOf(self), 1);
      if (bars.length === 0) window.removeEventListener('keydown', onHotkey);
    };
  }, []);

  const shortcut = `${modifier === 'Ctrl' ? 'Control' : 'Meta'}+k`;
  return (
    <>
      {!isLocal && (
        <Head>
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={`${label} (${shortcut})`}
        aria-keyshortcuts={shortcut}
        onTouchStart={warmUp}
        onFocus={warmUp}
        onMouseOver={warmUp}
        onClick={open}>
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">{label}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {modifier && (
            <>
              <kbd
                className={
                  modifier === 'Ctrl' ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'
                }>
                {modifier}
              </kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
      {isOpen && SearchModal && <SearchModal onClose={close} searchButton={buttonRef} />}
    </>
  );
}

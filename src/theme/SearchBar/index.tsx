import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';

import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

import {preloadLocalSearch, searchWorkerLink} from '@site/src/search/searchWorkerLink';
import {ensureLocalStorage} from '@site/src/search/storageFallback';
import {useSearchMode} from '@site/src/search/useLocalSearch';
import type SearchModalComponent from './SearchModal';

/*
 * Ejected from @docusaurus/theme-search-algolia (see src/theme/README.md).
 * Differences from the original: queries go to the offline index unless
 * hosted Algolia credentials are configured, the Algolia preconnect hint is
 * only emitted in hosted mode, "Let us know" on an empty result links to the
 * forum, blocked browser storage no longer crashes the modal, Ask AI (not
 * used here) is left out, and everything the modal needs is in ./SearchModal,
 * loaded with DocSearch's modal code instead of with every page. The offline
 * index loads in a worker (src/search/searchWorkerLink.ts).
 */

let SearchModal: typeof SearchModalComponent | null = null;

function importSearchModalIfNeeded(): Promise<void> {
  ensureLocalStorage();
  if (SearchModal) {
    return Promise.resolve();
  }
  return import(/* webpackChunkName: "search-modal" */ './SearchModal').then(({default: Modal}) => {
    SearchModal = Modal;
  });
}

/**
 * The button's labels, with the ids of `@theme/SearchTranslations`. That
 * module holds every label of the modal and the search page too (9 KB of the
 * bundle every page loads); the modal's chunk imports it.
 */
function buttonTranslations() {
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  return {buttonText: label, buttonAriaLabel: label};
}

/** In the search button's place while search's code cannot be fetched; announced when it appears. */
function SearchUnavailableButton({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <span role="status">
      <button
        type="button"
        className="DocSearch-Button tapcraft-search-unavailable"
        onClick={onRetry}
        title={translate({
          id: 'tapcraft.SearchBar.unavailableTitle',
          message: 'Search could not load. Check your connection, then click to try again.',
        })}
      >
        {translate({id: 'tapcraft.SearchBar.unavailable', message: 'Search offline: retry'})}
      </button>
    </span>
  );
}

/** `true` while the modal's code could not be fetched (offline), until the network is back. */
function useLoadFailure(): [boolean, (failed: boolean) => void] {
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    if (!loadFailed) return undefined;
    const recover = () => setLoadFailed(false);
    window.addEventListener('online', recover);
    return () => window.removeEventListener('online', recover);
  }, [loadFailed]);
  return [loadFailed, setLoadFailed];
}

/** The modal's state: where it mounts, whether it is open, the key that opened it. */
function useSearchModal(mode: string, onLoadFailed: () => void) {
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [searchContainer, setSearchContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (mode === 'local') preloadLocalSearch();
    setSearchContainer((container) => {
      if (container) return container;
      const created = document.createElement('div');
      // The modal's styles differ between the offline index and hosted Algolia.
      created.dataset.searchMode = mode;
      document.body.insertBefore(created, document.body.firstChild);
      return created;
    });
    importSearchModalIfNeeded().then(() => setIsOpen(true), onLoadFailed);
  }, [mode, onLoadFailed]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The typed key becomes the first character of the query.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef,
  });
  return {searchButtonRef, searchContainer, isOpen, initialQuery, openModal, closeModal};
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {appId} = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const mode = useSearchMode();
  // Set when the modal's code could not be fetched (offline): the button's
  // place then says so, until the network is back or the reader retries.
  const [loadFailed, setLoadFailed] = useLoadFailure();
  const onLoadFailed = useCallback(() => setLoadFailed(true), [setLoadFailed]);
  const {searchButtonRef, searchContainer, isOpen, initialQuery, openModal, closeModal} =
    useSearchModal(mode, onLoadFailed);

  // A visitor about to search: the modal's code, and in local mode the
  // search worker with the engine's code, load before the click. A failure
  // here shows only when the reader actually opens search.
  const prepareSearch = useCallback(() => {
    if (mode === 'local') searchWorkerLink.start();
    importSearchModalIfNeeded().catch(() => undefined);
  }, [mode]);

  return (
    <>
      {mode === 'algolia' && (
        <Head>
          {/* Lets the browser open the connection to Algolia before the first query. */}
          <link
            rel="preconnect"
            href={`https://${appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}
      {loadFailed ? (
        <SearchUnavailableButton
          onRetry={() => {
            setLoadFailed(false);
            openModal();
          }}
        />
      ) : (
        <DocSearchButton
          onTouchStart={prepareSearch}
          onFocus={prepareSearch}
          onMouseOver={prepareSearch}
          onClick={openModal}
          ref={searchButtonRef}
          translations={buttonTranslations()}
        />
      )}
      {isOpen && SearchModal && searchContainer && (
        <SearchModal container={searchContainer} initialQuery={initialQuery} onClose={closeModal} />
      )}
    </>
  );
}

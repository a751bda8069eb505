import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
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
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

import {externalUrls} from '@site/src/data/site';
import {preloadLocalEngine} from '@site/src/search/loadLocalEngine';
import {ensureLocalStorage} from '@site/src/search/storageFallback';
import {IndexUnavailableScreen, NoResultsSuggestions} from './ModalScreens';
import {useLocalSearchClient, useSearchMode} from '@site/src/search/useLocalSearch';

/*
 * Ejected from @docusaurus/theme-search-algolia (see src/theme/README.md).
 * Differences from the original: queries go to the offline index unless
 * hosted Algolia credentials are configured, the Algolia preconnect hint is
 * only emitted in hosted mode, "Let us know" on an empty result links to the
 * forum, blocked browser storage no longer crashes the modal, and Ask AI
 * (not used here) is left out.
 */

let DocSearchModal: typeof DocSearchModalType | null = null;

/** Ask AI is not configured, so its toggle never fires; the modal still requires a handler. */
function ignoreAskAiToggle(): void {}

function importDocSearchModalIfNeeded(): Promise<void> {
  ensureLocalStorage();
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    // In its own stylesheet, loaded with the modal (see plugins/docsearch-modal-css).
    import('@docsearch/css/dist/modal.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useTransformSearchClient(
  onIndexLoad: (loaded: boolean) => void,
): DocSearchModalProps['transformSearchClient'] {
  const mode = useSearchMode();
  const localClient = useLocalSearchClient(onIndexLoad);
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (hostedClient: DocSearchTransformClient) => {
      if (mode === 'local') {
        return localClient as unknown as DocSearchTransformClient;
      }
      hostedClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return hostedClient;
    },
    [mode, localClient, docusaurusVersion],
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {externalUrlRegex, searchPagePath, ...algolia} = siteConfig.themeConfig
    .algolia as ThemeConfigAlgolia;
  const mode = useSearchMode();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [indexUnavailable, setIndexUnavailable] = useState(false);
  const onIndexLoad = useCallback((loaded: boolean) => setIndexUnavailable(!loaded), []);
  const transformSearchClient = useTransformSearchClient(onIndexLoad);

  const [searchContainer, setSearchContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        // Hits on other hosts cannot be routed inside the single-page app.
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [externalUrlRegex, history],
  );

  const transformItems = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (items) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  const openModal = useCallback(() => {
    if (mode === 'local') preloadLocalEngine();
    setSearchContainer((container) => {
      if (container) return container;
      const created = document.createElement('div');
      document.body.insertBefore(created, document.body.firstChild);
      return created;
    });
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [mode]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        return;
      }
      // The typed key becomes the first character of the query.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      function Footer({state}) {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {mode === 'algolia' && (
        <Head>
          {/* Lets the browser open the connection to Algolia before the first query. */}
          <link
            rel="preconnect"
            href={`https://${algolia.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer &&
        createPortal(
          <DocSearchModal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            searchParameters={algolia.searchParameters}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(searchPagePath && {resultsFooterComponent})}
            translations={translations.modal}
            onAskAiToggle={ignoreAskAiToggle}
            getMissingResultsUrl={({query}) =>
              `${externalUrls.forum}/search?q=${encodeURIComponent(query)}`
            }
          />,
          searchContainer,
        )}
      {isOpen && searchContainer && (
        <>
          {mode === 'local' && indexUnavailable && (
            <IndexUnavailableScreen container={searchContainer} />
          )}
          <NoResultsSuggestions container={searchContainer} onNavigate={closeModal} />
        </>
      )}
    </>
  );
}

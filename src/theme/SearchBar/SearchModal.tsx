import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

// In its own stylesheet, loaded with this module (see plugins/docsearch-modal-css).
import '@docsearch/css/dist/modal.css';

import {externalUrls} from '@site/src/data/site';
import {IndexUnavailableScreen, NoResultsSuggestions} from './ModalScreens';
import {useLocalSearchClient, useSearchMode} from '@site/src/search/useLocalSearch';

/*
 * The modal half of the ejected SearchBar, loaded when someone is about to
 * open search: nothing here is needed to draw the button, so none of it is in
 * the bundle every page downloads.
 */

/** Ask AI is not configured, so its toggle never fires; the modal still requires a handler. */
function ignoreAskAiToggle(): void {}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

/** The modal's state, as DocSearch hands it to the results footer. */
type ModalState = Parameters<
  NonNullable<DocSearchModalProps['resultsFooterComponent']>
>[0]['state'];

function ResultsFooter({state, onClose}: {state: ModalState; onClose: () => void}) {
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

export type SearchModalProps = {
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
};

export default function SearchModal({
  container,
  initialQuery,
  onClose,
}: SearchModalProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {externalUrlRegex, searchPagePath, ...algolia} = siteConfig.themeConfig
    .algolia as ThemeConfigAlgolia;
  const mode = useSearchMode();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [indexUnavailable, setIndexUnavailable] = useState(false);
  const onIndexLoad = useCallback((loaded: boolean) => setIndexUnavailable(!loaded), []);
  const transformSearchClient = useTransformSearchClient(onIndexLoad);

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

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      function Footer({state}) {
        return <ResultsFooter state={state} onClose={onClose} />;
      },
    [onClose],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={algolia.appId}
          apiKey={algolia.apiKey}
          indexName={algolia.indexName}
          searchParameters={algolia.searchParameters}
          onClose={onClose}
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
        container,
      )}
      {mode === 'local' && indexUnavailable && <IndexUnavailableScreen container={container} />}
      <NoResultsSuggestions container={container} onNavigate={onClose} />
    </>
  );
}

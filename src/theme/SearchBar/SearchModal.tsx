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
import {useHistory, useLocation} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

// In its own stylesheet, loaded with this module (see plugins/docsearch-modal-css).
import '@docsearch/css/dist/modal.css';

import {externalUrls} from '@site/src/data/site';
import {apiPlatformLabels, type ApiPlatform} from '@site/src/data/platforms-api';
import {matchedAlias, type HitHighlights} from '@tapcraft/core/search/aliases';
import {PLATFORM_PARAM, platformFilter, platformOfPath} from '@tapcraft/core/search/platform';
import {useLocalSearchClient, useSearchMode} from '@site/src/search/useLocalSearch';
import type {Answer} from '@tapcraft/core/search/answers';
import type {AlgoliaSearchResponse} from '@tapcraft/core/search/algoliaResponse';
import {
  IndexUnavailableScreen,
  ModalAnswerCard,
  NoResultsSuggestions,
  useElementIn,
  useTabWrap,
} from './ModalScreens';

/*
 * The modal half of the ejected SearchBar, loaded when someone is about to
 * open search: nothing here is needed to draw the button, so none of it is in
 * the bundle every page downloads.
 */

/** Ask AI is not configured, so its toggle never fires; the modal still requires a handler. */
function ignoreAskAiToggle(): void {}

/** A hit, and the other tool's name or Chinese term it was found by, if any. */
function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  const alias = matchedAlias(hit as HitHighlights);
  return (
    <Link to={hit.url}>
      {children}
      {alias && (
        <span className="tapcraft-search-alias" dangerouslySetInnerHTML={{__html: alias}} />
      )}
    </Link>
  );
}

/**
 * Inside a platform's docs, the modal searches that platform's pages: says
 * so in the footer, with a button that searches every page instead.
 */
function PlatformScope({
  container,
  platform,
  onSearchAll,
}: {
  container: HTMLElement;
  platform: ApiPlatform;
  onSearchAll: () => void;
}): ReactNode {
  const footer = useElementIn(container, '.DocSearch-Footer');
  if (!footer) return null;
  return createPortal(
    <p className="tapcraft-search-scope">
      <Translate
        id="tapcraft.SearchModal.platformScope"
        values={{platform: apiPlatformLabels[platform]}}
      >
        {'{platform} pages only'}
      </Translate>
      <button type="button" className="tapcraft-search-scope-all" onClick={onSearchAll}>
        <Translate id="tapcraft.SearchModal.searchAll">Search all pages</Translate>
      </button>
    </p>,
    footer,
  );
}

/** The modal's state, as DocSearch hands it to the results footer. */
type ModalState = Parameters<
  NonNullable<DocSearchModalProps['resultsFooterComponent']>
>[0]['state'];

function ResultsFooter({
  state,
  platform,
  onClose,
}: {
  state: ModalState;
  platform: ApiPlatform | undefined;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  const link = createSearchLink(state.query);
  return (
    <Link to={platform ? `${link}&${PLATFORM_PARAM}=${platform}` : link} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useTransformSearchClient(
  onIndexLoad: (loaded: boolean) => void,
  onResponse: (response: AlgoliaSearchResponse) => void,
): DocSearchModalProps['transformSearchClient'] {
  const mode = useSearchMode();
  const localClient = useLocalSearchClient(onIndexLoad);
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (hostedClient: DocSearchTransformClient) => {
      if (mode === 'local') {
        const client: typeof localClient = {
          // The answer card comes with the hits, so it shows with them.
          search: async (args) => {
            const response = await localClient.search(args);
            if (response.results[0]) onResponse(response.results[0]);
            return response;
          },
        };
        return client as unknown as DocSearchTransformClient;
      }
      hostedClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return hostedClient;
    },
    [mode, localClient, docusaurusVersion, onResponse],
  );
}

export type SearchModalProps = {
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
};

/** The platform the search is limited to (the docs the modal opened in), and the parameters that say so. */
function usePlatformScope(container: HTMLElement, initialQuery: string | undefined) {
  const configured = useAlgoliaThemeConfig().algolia.searchParameters;
  const {pathname} = useLocation();
  const [platform, setPlatform] = useState(() => platformOfPath(pathname));
  // The query typed so far, so the modal can start again without the platform filter.
  const [restartQuery, setRestartQuery] = useState(initialQuery);
  const searchAll = useCallback(() => {
    setRestartQuery(container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value);
    setPlatform(undefined);
  }, [container]);
  const local = useSearchMode() === 'local';
  const searchParameters = useMemo(() => {
    // The offline index shows first the card of the platform whose docs are open.
    const answerPlatform = local ? platformOfPath(pathname) : undefined;
    const preferred = answerPlatform ? {...configured, answerPlatform} : configured;
    if (!platform) return preferred;
    return {
      ...preferred,
      facetFilters: mergeFacetFilters(configured?.facetFilters, [platformFilter(platform)]),
    };
  }, [configured, platform, local, pathname]);
  return {platform, restartQuery, searchAll, searchParameters};
}

/** Where a chosen hit leads: routed inside the site, or a full load for another host. */
function useNavigator(): DocSearchModalProps['navigator'] {
  const {externalUrlRegex} = useAlgoliaThemeConfig().algolia;
  const history = useHistory();
  return useMemo(
    () => ({
      navigate({itemUrl}) {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [externalUrlRegex, history],
  );
}

export default function SearchModal({
  container,
  initialQuery,
  onClose,
}: SearchModalProps): ReactNode {
  const {searchPagePath, ...algolia} = useAlgoliaThemeConfig().algolia;
  const mode = useSearchMode();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [indexUnavailable, setIndexUnavailable] = useState(false);
  const {platform, restartQuery, searchAll, searchParameters} = usePlatformScope(
    container,
    initialQuery,
  );
  useTabWrap(container);
  const onIndexLoad = useCallback((loaded: boolean) => setIndexUnavailable(!loaded), []);
  const [found, setFound] = useState<{query: string; answer?: Answer}>({query: ''});
  const onResponse = useCallback(
    ({query, answer}: AlgoliaSearchResponse) => setFound({query, answer}),
    [],
  );
  const transformSearchClient = useTransformSearchClient(onIndexLoad, onResponse);
  const navigator = useNavigator();
  const transformItems = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (items) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      function Footer({state}) {
        return <ResultsFooter state={state} platform={platform} onClose={onClose} />;
      },
    [onClose, platform],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          // The modal reads its search parameters once: a new filter needs a new modal.
          key={platform ?? 'all'}
          appId={algolia.appId}
          apiKey={algolia.apiKey}
          indexName={algolia.indexName}
          searchParameters={searchParameters}
          onClose={onClose}
          initialScrollY={window.scrollY}
          initialQuery={restartQuery}
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
      <ModalAnswerCard container={container} found={found} onNavigate={onClose} />
      {platform && (
        <PlatformScope container={container} platform={platform} onSearchAll={searchAll} />
      )}
    </>
  );
}

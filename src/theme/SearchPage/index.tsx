import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {useHistory, useLocation} from '@docusaurus/router';
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {apiPlatformLabels, apiPlatforms, type ApiPlatform} from '@site/src/data/platforms-api';
import type {AlgoliaHit} from '@tapcraft/core/search/algoliaResponse';
import type {Answer} from '@tapcraft/core/search/answers';
import AnswerCard from '@site/src/components/AnswerCard';
import {matchedAlias} from '@tapcraft/core/search/aliases';
import type {FacetFilters} from '@tapcraft/core/search/engine';
import {preloadLocalEngine} from '@site/src/search/loadLocalEngine';
import {PLATFORM_PARAM, platformFilter} from '@tapcraft/core/search/platform';
import {useSearchClient} from '@site/src/search/useSearchClient';
import {useSearchMode} from '@site/src/search/useLocalSearch';
import styles from './styles.module.css';

/*
 * Replaces the theme's search page (see src/theme/README.md): it asks the
 * offline index unless hosted Algolia is configured, shows as many hits per
 * page as the config asks (50), applies the config's facet filters and a
 * platform filter, shows one result for a title found on several platforms
 * (each platform with its link and summary), says which alias found a hit,
 * and puts the results in the page's main landmark. Titles, breadcrumbs and summaries
 * are HTML from the search response, escaped there before highlighting.
 */

/** One hit as the page shows it; titles, breadcrumbs, summary and alias are HTML. */
type ResultItem = {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
  platform?: ApiPlatform;
  /** The other tool's name or Chinese term the hit was found by. */
  alias: string | null;
};

/** Hits with the same title on several platforms (`find_color` on Android and iOS), shown as one. */
type ResultGroup = {key: string; title: string; breadcrumbs: string[]; hits: ResultItem[]};

type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {
      status: 'done';
      items: ResultItem[];
      nbHits: number;
      page: number;
      nbPages: number;
      /** The API entry the query names, offline. */
      answer?: Answer;
    };

/** Waits this long after the last keystroke before searching. */
const TYPING_DELAY_MS = 250;

function toItem(hit: AlgoliaHit, processUrl: (url: string) => string): ResultItem {
  const levels = Object.values(hit._highlightResult.hierarchy).map((level) => level.value);
  const title = levels.pop() ?? '';
  // A heading's hit shows the text under the heading.
  const summary =
    hit.type === 'content' ? hit._snippetResult.content?.value : hit._snippetResult.summary?.value;
  return {
    title,
    url: processUrl(hit.url),
    summary: summary ?? '',
    breadcrumbs: levels,
    platform: hit.platform,
    alias: matchedAlias(hit),
  };
}

const TAGS = /<[^>]*>/g;

/**
 * Puts hits of the same title on different platforms together, where the
 * first of them ranks; each keeps its own link and summary.
 */
function groupByTitle(items: ResultItem[]): ResultGroup[] {
  const groups: ResultGroup[] = [];
  const byTitle = new Map<string, ResultGroup>();
  for (const item of items) {
    const key = item.title.replace(TAGS, '');
    const group = item.platform ? byTitle.get(key) : undefined;
    if (group && !group.hits.some((hit) => hit.platform === item.platform)) {
      group.hits.push(item);
      continue;
    }
    const created = {
      key: `${key}#${groups.length}`,
      title: item.title,
      breadcrumbs: item.breadcrumbs,
      hits: [item],
    };
    groups.push(created);
    if (item.platform && !byTitle.has(key)) byTitle.set(key, created);
  }
  return groups;
}

/** The platform filter, kept in the URL (`?platform=ios`) so a link can carry it. */
function useSearchPlatform(): [
  ApiPlatform | undefined,
  (platform: ApiPlatform | undefined) => void,
] {
  const location = useLocation();
  const history = useHistory();
  const value = new URLSearchParams(location.search).get(PLATFORM_PARAM);
  const platform = apiPlatforms.find((known) => known === value);
  const setPlatform = (next: ApiPlatform | undefined) => {
    const params = new URLSearchParams(location.search);
    if (next) params.set(PLATFORM_PARAM, next);
    else params.delete(PLATFORM_PARAM);
    history.replace({search: params.toString()});
  };
  return [platform, setPlatform];
}

function PlatformFilter({
  platform,
  onChange,
}: {
  platform: ApiPlatform | undefined;
  onChange: (platform: ApiPlatform | undefined) => void;
}): ReactNode {
  const choices: Array<ApiPlatform | undefined> = [undefined, ...apiPlatforms];
  return (
    <div
      role="group"
      className={styles.platformFilter}
      aria-label={translate({id: 'tapcraft.SearchPage.platformFilter', message: 'Platform'})}
    >
      {choices.map((choice) => (
        <button
          key={choice ?? 'all'}
          type="button"
          className={styles.platformChoice}
          aria-pressed={choice === platform}
          onClick={() => onChange(choice)}
        >
          {choice
            ? apiPlatformLabels[choice]
            : translate({id: 'tapcraft.SearchPage.allPlatforms', message: 'All'})}
        </button>
      ))}
    </div>
  );
}

function ResultGroupItem({group}: {group: ResultGroup}): ReactNode {
  const [first] = group.hits;
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        <Link to={first!.url} dangerouslySetInnerHTML={{__html: group.title}} />
      </Heading>
      {group.breadcrumbs.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
            {group.breadcrumbs.map((html, index) => (
              <li
                key={index}
                className="breadcrumbs__item"
                dangerouslySetInnerHTML={{__html: html}}
              />
            ))}
          </ul>
        </nav>
      )}
      {group.hits.map((hit) => (
        <div key={hit.url} className={styles.searchHit} data-search-hit={hit.url}>
          {hit.platform && (
            <Link to={hit.url} className={styles.platformLabel}>
              {apiPlatformLabels[hit.platform]}
            </Link>
          )}
          {hit.alias && (
            <p
              className={styles.alias}
              data-search-alias
              dangerouslySetInnerHTML={{__html: hit.alias}}
            />
          )}
          {hit.summary && (
            <p
              className={styles.searchResultItemSummary}
              dangerouslySetInnerHTML={{__html: hit.summary}}
            />
          )}
        </div>
      ))}
    </article>
  );
}

/** The modal shows DocSearch's 20 best hits; this page lists 50 at a time. */
const HITS_PER_PAGE = 50;

type SearchResults = {state: SearchState; loadMore: () => void};

/** The hits of `query` within `facetFilters`, 50 at a time, after the reader stops typing. */
function useSearchResults(query: string, facetFilters: FacetFilters, asked: string): SearchResults {
  const {indexName} = useAlgoliaThemeConfig().algolia;
  const client = useSearchClient();
  const processUrl = useSearchResultUrlProcessor();
  const [answer, setAnswer] = useState<{asked: string; state: SearchState} | null>(null);
  const hasQuery = query.trim() !== '';
  // Until the answer for the current query arrives, the page is loading.
  const state: SearchState = !hasQuery
    ? {status: 'idle'}
    : answer?.asked === asked
      ? answer.state
      : {status: 'loading'};

  const fetchPage = async (page: number): Promise<SearchState> => {
    const {results} = await client.search({
      requests: [{indexName, query, page, hitsPerPage: HITS_PER_PAGE, facetFilters}],
    });
    const result = results[0]!;
    return {
      status: 'done',
      items: result.hits.map((hit) => toItem(hit, processUrl)),
      nbHits: result.nbHits,
      page: result.page,
      nbPages: result.nbPages,
      ...(result.answer && {answer: result.answer}),
    };
  };

  useEffect(() => {
    if (!hasQuery) {
      return undefined;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      fetchPage(0).then(
        (next) => current && setAnswer({asked, state: next}),
        () => current && setAnswer({asked, state: {status: 'error'}}),
      );
    }, TYPING_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // A new query or platform starts over; the client and settings do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  const loadMore = () => {
    if (state.status !== 'done') return;
    fetchPage(state.page + 1).then(
      (next) =>
        next.status === 'done' &&
        setAnswer({
          asked,
          state: {...next, items: [...state.items, ...next.items], answer: state.answer},
        }),
      () => setAnswer({asked, state: {status: 'error'}}),
    );
  };
  return {state, loadMore};
}

/** How many results, none, or why there are none; and who searched, in hosted mode. */
function SearchSummary({state, mode}: {state: SearchState; mode: string}): ReactNode {
  const {selectMessage} = usePluralForm();
  return (
    <div className={styles.summaryRow} aria-live="polite">
      {state.status === 'done' && state.nbHits > 0 && (
        <p className={styles.searchResultsCount}>
          {selectMessage(
            state.nbHits,
            translate(
              {
                id: 'theme.SearchPage.documentsFound.plurals',
                message: 'One document found|{count} documents found',
              },
              {count: state.nbHits},
            ),
          )}
        </p>
      )}
      {state.status === 'done' && state.nbHits === 0 && (
        <p>
          <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p className={styles.errorTitle}>
            <Translate id="theme.SearchModal.errorScreen.titleText">
              Unable to fetch results
            </Translate>
          </p>
          <p>
            <Translate id="theme.SearchModal.errorScreen.helpText">
              You might want to check your network connection.
            </Translate>
          </p>
        </div>
      )}
      {mode === 'algolia' && (
        <p className={styles.poweredBy}>
          <Link to="https://www.algolia.com/">
            <Translate id="theme.SearchPage.algoliaLabel">Powered by Algolia</Translate>
          </Link>
        </p>
      )}
    </div>
  );
}

function SearchResultList({state, loadMore}: SearchResults): ReactNode {
  if (state.status === 'loading') return <div className={styles.loadingSpinner} />;
  if (state.status !== 'done') return null;
  return (
    <>
      {state.answer && <AnswerCard answer={state.answer} />}
      {groupByTitle(state.items).map((group) => (
        <ResultGroupItem key={group.key} group={group} />
      ))}
      {state.page + 1 < state.nbPages && (
        <button
          type="button"
          className="button button--secondary margin-top--md"
          onClick={loadMore}
        >
          <Translate id="theme.SearchPage.loadMore">Show more results</Translate>
        </button>
      )}
    </>
  );
}

export default function SearchPage(): ReactNode {
  const {searchParameters} = useAlgoliaThemeConfig().algolia;
  const configuredFilters = searchParameters?.facetFilters as FacetFilters | undefined;
  const [platform, setPlatform] = useSearchPlatform();
  const facetFilters: FacetFilters = [
    ...(configuredFilters ?? []),
    ...(platform ? [platformFilter(platform)] : []),
  ];
  const mode = useSearchMode();
  const [query, setQuery] = useSearchQueryString();
  // What was searched: the query and the platform filter.
  const results = useSearchResults(query, facetFilters, `${platform ?? ''}:${query}`);

  useEffect(() => {
    if (mode === 'local') preloadLocalEngine();
  }, [mode]);

  const pageTitle = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <PageMetadata title={pageTitle} />
        <Head>
          {/* Result pages are not worth indexing. */}
          <meta name="robots" content="noindex, follow" />
        </Head>
        <main className="container margin-vert--lg">
          <Heading as="h1">{pageTitle}</Heading>
          <form role="search" onSubmit={(event) => event.preventDefault()}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
              })}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              onChange={(event) => setQuery(event.target.value)}
              value={query}
              autoComplete="off"
            />
          </form>
          <PlatformFilter platform={platform} onChange={setPlatform} />
          <SearchSummary state={results.state} mode={mode} />
          <SearchResultList {...results} />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}

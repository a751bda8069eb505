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
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import type {AlgoliaHit} from '@site/src/search/algoliaResponse';
import type {FacetFilters} from '@site/src/search/engine';
import {preloadLocalEngine} from '@site/src/search/loadLocalEngine';
import {useSearchClient} from '@site/src/search/useSearchClient';
import {useSearchMode} from '@site/src/search/useLocalSearch';
import styles from './styles.module.css';

/*
 * Replaces the theme's search page (see src/theme/README.md): it asks the
 * offline index unless hosted Algolia is configured, shows as many hits per
 * page as the config asks (50), applies the config's facet filters and puts
 * the results in the page's main landmark. Titles, breadcrumbs and summaries
 * are HTML from the search response, escaped there before highlighting.
 */

type ResultItem = {title: string; url: string; summary: string; breadcrumbs: string[]};

type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; items: ResultItem[]; nbHits: number; page: number; nbPages: number};

/** Waits this long after the last keystroke before searching. */
const TYPING_DELAY_MS = 250;

function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function toItem(hit: AlgoliaHit, processUrl: (url: string) => string): ResultItem {
  const levels = Object.values(hit._highlightResult.hierarchy).map((level) => level.value);
  const title = levels.pop() ?? '';
  const content = hit._snippetResult.content?.value;
  return {
    title,
    url: processUrl(hit.url),
    summary: hit.type === 'content' && content ? content : '',
    breadcrumbs: levels,
  };
}

/** The modal shows DocSearch's 20 best hits; this page lists 50 at a time. */
const HITS_PER_PAGE = 50;

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {indexName, searchParameters} = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const facetFilters = searchParameters?.facetFilters;
  const mode = useSearchMode();
  const client = useSearchClient();
  const processUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFoundPlural();
  const [query, setQuery] = useSearchQueryString();
  const [answer, setAnswer] = useState<{query: string; state: SearchState} | null>(null);
  const hasQuery = query.trim() !== '';
  // Until the answer for the current query arrives, the page is loading.
  const state: SearchState = !hasQuery
    ? {status: 'idle'}
    : answer?.query === query
      ? answer.state
      : {status: 'loading'};

  const fetchPage = async (page: number): Promise<SearchState> => {
    const {results} = await client.search({
      requests: [
        {
          indexName,
          query,
          page,
          hitsPerPage: HITS_PER_PAGE,
          facetFilters: facetFilters as FacetFilters,
        },
      ],
    });
    const result = results[0]!;
    return {
      status: 'done',
      items: result.hits.map((hit) => toItem(hit, processUrl)),
      nbHits: result.nbHits,
      page: result.page,
      nbPages: result.nbPages,
    };
  };

  useEffect(() => {
    if (mode === 'local') preloadLocalEngine();
  }, [mode]);

  useEffect(() => {
    if (!hasQuery) {
      return undefined;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      fetchPage(0).then(
        (next) => current && setAnswer({query, state: next}),
        () => current && setAnswer({query, state: {status: 'error'}}),
      );
    }, TYPING_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // A new query starts over; the client and settings do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const loadMore = () => {
    if (state.status !== 'done') return;
    fetchPage(state.page + 1).then(
      (next) =>
        next.status === 'done' &&
        setAnswer({query, state: {...next, items: [...state.items, ...next.items]}}),
      () => setAnswer({query, state: {status: 'error'}}),
    );
  };

  const pageTitle = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
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

        <div className={styles.summaryRow} aria-live="polite">
          {state.status === 'done' && state.nbHits > 0 && (
            <p className={styles.searchResultsCount}>{documentsFound(state.nbHits)}</p>
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

        {state.status === 'loading' && <div className={styles.loadingSpinner} />}

        {state.status === 'done' &&
          state.items.map(({title, url, summary, breadcrumbs}) => (
            <article key={url} className={styles.searchResultItem}>
              <Heading as="h2" className={styles.searchResultItemHeading}>
                <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
              </Heading>
              {breadcrumbs.length > 0 && (
                <nav aria-label="breadcrumbs">
                  <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                    {breadcrumbs.map((html, index) => (
                      <li
                        key={index}
                        className="breadcrumbs__item"
                        dangerouslySetInnerHTML={{__html: html}}
                      />
                    ))}
                  </ul>
                </nav>
              )}
              {summary && (
                <p
                  className={styles.searchResultItemSummary}
                  dangerouslySetInnerHTML={{__html: summary}}
                />
              )}
            </article>
          ))}

        {state.status === 'done' && state.page + 1 < state.nbPages && (
          <button
            type="button"
            className="button button--secondary margin-top--md"
            onClick={loadMore}
          >
            <Translate id="theme.SearchPage.loadMore">Show more results</Translate>
          </button>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}

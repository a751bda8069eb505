import {useMemo} from 'react';
import {liteClient} from 'algoliasearch/lite';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

import type {AlgoliaSearchResponse} from './algoliaResponse';
import {createLocalSearchClient, type LocalSearchClient, type SearchArguments} from './localClient';
import {loadLocalEngine} from './loadLocalEngine';

export type SearchMode = 'local' | 'algolia';

/** What both backends offer: Algolia's multi-query `search`. */
export type SearchClient = {
  search(args: SearchArguments): Promise<{results: AlgoliaSearchResponse[]}>;
};

export function useSearchMode(): SearchMode {
  const data = usePluginData('tapcraft-search-index') as {mode: SearchMode} | undefined;
  return data?.mode ?? 'local';
}

/** The client that answers queries when the site uses its offline index. */
export function useLocalSearchClient(onIndexLoad?: (loaded: boolean) => void): LocalSearchClient {
  return useMemo(
    () =>
      createLocalSearchClient({
        loadEngine: loadLocalEngine,
        origin: () => window.location.origin,
        onIndexLoad,
      }),
    [onIndexLoad],
  );
}

/** The offline index, or hosted Algolia when its credentials are configured. */
export function useSearchClient(): SearchClient {
  const mode = useSearchMode();
  const local = useLocalSearchClient();
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  return useMemo(
    () => (mode === 'local' ? local : (liteClient(appId, apiKey) as unknown as SearchClient)),
    [mode, local, appId, apiKey],
  );
}

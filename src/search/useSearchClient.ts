import {useMemo} from 'react';
import {liteClient} from 'algoliasearch/lite';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';

import type {SearchClient} from './searchWorkerProtocol';
import {useLocalSearchClient, useSearchMode} from './useLocalSearch';

/**
 * The offline index, or hosted Algolia when its credentials are configured.
 * For the search page only: it brings the Algolia client, which the modal
 * gets from DocSearch itself.
 */
export function useSearchClient(): SearchClient {
  const mode = useSearchMode();
  const local = useLocalSearchClient();
  const {appId, apiKey} = useAlgoliaThemeConfig().algolia;
  return useMemo(
    () => (mode === 'local' ? local : (liteClient(appId, apiKey) as unknown as SearchClient)),
    [mode, local, appId, apiKey],
  );
}

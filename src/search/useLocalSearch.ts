import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import {createLocalSearchClient, createWorkerSearchClient} from './localClient';
import {loadAnswerFinder, loadLocalEngine} from './loadLocalEngine';
import {searchWorkerLink} from './searchWorkerLink';
import type {SearchClient} from './searchWorkerProtocol';

export type SearchMode = 'local' | 'algolia';

/** `algolia` when hosted credentials were configured at build time. */
export function useSearchMode(): SearchMode {
  const data = usePluginData('tapcraft-search-index') as {mode: SearchMode} | undefined;
  return data?.mode ?? 'local';
}

/** The client that answers queries when the site uses its offline index. */
export function useLocalSearchClient(onIndexLoad?: (loaded: boolean) => void): SearchClient {
  return useMemo(
    () =>
      createWorkerSearchClient({
        link: searchWorkerLink,
        inPage: createLocalSearchClient({
          loadEngine: loadLocalEngine,
          loadAnswers: loadAnswerFinder,
          origin: () => window.location.origin,
          onIndexLoad,
        }),
        onIndexLoad,
      }),
    [onIndexLoad],
  );
}

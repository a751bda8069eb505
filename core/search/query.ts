import {toAlgoliaResponse} from './algoliaResponse';
import {matchedAliasIndex} from './aliases';
import {engineFromIndexFile, type LocalSearchEngine} from './engine';
import {platformFilter} from './platform';
import type {ApiPlatform} from '@tapcraft/data/platforms-api';
import type {HierarchyLevel, SearchIndexFile} from './types';

/**
 * The site's search as a plain function: the same engine, ranking and alias
 * matching as the modal and /search, with plain-text results. Only
 * tests/unit/search/questions.test.ts calls it; the MCP server and the
 * recall bench call `engineFromIndexFile` and `search` themselves. Imports
 * nothing from the browser or from Docusaurus.
 */

export type SiteSearchOptions = {
  /** Only this platform's pages. */
  platform?: ApiPlatform;
  /** At most this many hits; 10 unless given. */
  limit?: number;
};

export type SiteSearchHit = {
  /** The heading or page title the hit stands for. */
  title: string;
  /** The section and the headings above the title. */
  breadcrumbs: string[];
  /** Site-relative, with the anchor: `/docs/android/api/screen#find_color`. */
  url: string;
  platform?: ApiPlatform;
  /** The text under the heading, or the paragraph that matched. */
  text: string;
  /** The other tool's name or Chinese term the hit was found by: "AutoJs6: images.findColor". */
  matchedAlias: string | null;
};

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const DEFAULT_LIMIT = 10;

/** Searches the site with the offline index `file` (`search-index.json` as the build writes it). */
export function createSiteSearch(
  file: SearchIndexFile,
): (query: string, options?: SiteSearchOptions) => SiteSearchHit[] {
  const engine: LocalSearchEngine = engineFromIndexFile(file);
  return (query, {platform, limit = DEFAULT_LIMIT} = {}) => {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`limit must be a whole number from 1 up; got ${String(limit)}.`);
    }
    const results = engine.search(query, platform ? [platformFilter(platform)] : []);
    // The highlights say which alias matched, as they do for the modal.
    const {hits} = toAlgoliaResponse(results, {
      query,
      indexName: 'tapcraft',
      page: 0,
      hitsPerPage: limit,
      highlightPreTag: '',
      highlightPostTag: '',
      snippetWords: 30,
      origin: 'https://site.invalid',
      processingTimeMS: 0,
    });
    return hits.map((hit, i) => {
      const {record} = results[i]!;
      // A paragraph's hit is titled by the heading it sits under.
      const own = record.type === 'content' ? LEVELS.length : LEVELS.indexOf(record.type);
      const above = LEVELS.slice(0, own)
        .map((level) => record.hierarchy[level])
        .filter((text): text is string => text !== null);
      const title = record.type === 'content' ? above.pop()! : record.hierarchy[record.type]!;
      const aliasIndex = matchedAliasIndex(hit);
      return {
        title,
        breadcrumbs: above,
        url: record.url,
        ...(record.platform && {platform: record.platform}),
        text: record.content ?? record.summary ?? '',
        matchedAlias: aliasIndex === -1 ? null : record.aliases![aliasIndex]!,
      };
    });
  };
}

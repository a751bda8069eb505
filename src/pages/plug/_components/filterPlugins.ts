/**
 * Pure helpers of the plug-in gallery: read the filter from the URL query,
 * write it back, and filter the list. No React and no browser APIs except
 * URLSearchParams, so tests/unit/plugin-filter.test.ts runs them in Node.
 *
 * The query has three optional keys: `category`, `platform` and `q`, for
 * example `?category=vision&platform=ios&q=qr`. Unknown keys and invalid
 * values are ignored; the page never renders a query value as HTML.
 */
import {
  pluginCategories,
  pluginPlatforms,
  type Plugin,
  type PluginCategory,
  type PluginPlatform,
} from '../../../data/plugins';

/** A plug-in as the gallery searches it: with the name and summary the page shows. */
export type SearchablePlugin = Pick<Plugin, 'category' | 'platforms'> & {
  name: string;
  summary: string;
};

/** Longest search text kept from the URL or the search box. */
export const maxQueryLength = 100;

export type PluginFilter = {
  /** Show only this category; `null` shows every category. */
  category: PluginCategory | null;
  /** Show only plug-ins that run on this platform; `null` shows all. */
  platform: PluginPlatform | null;
  /** Free text as typed (not trimmed, so a space can be typed between words). */
  q: string;
};

export const emptyFilter: PluginFilter = {category: null, platform: null, q: ''};

export function isPluginCategory(value: string): value is PluginCategory {
  return (pluginCategories as readonly string[]).includes(value);
}

export function isPluginPlatform(value: string): value is PluginPlatform {
  return (pluginPlatforms as readonly string[]).includes(value);
}

/** Reads a filter from `location.search` (with or without the leading `?`). */
export function parseFilter(search: string): PluginFilter {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  const platform = params.get('platform') ?? '';
  const q = params.get('q') ?? '';
  return {
    category: isPluginCategory(category) ? category : null,
    platform: isPluginPlatform(platform) ? platform : null,
    q: q.slice(0, maxQueryLength),
  };
}

/**
 * Writes a filter as a query string: `''` when nothing is filtered, otherwise
 * `?category=...&platform=...&q=...` with only the keys in use, always in this
 * order so that one filter always has one URL.
 */
export function serializeFilter(filter: PluginFilter): string {
  const params = new URLSearchParams();
  if (filter.category !== null && isPluginCategory(filter.category)) {
    params.set('category', filter.category);
  }
  if (filter.platform !== null && isPluginPlatform(filter.platform)) {
    params.set('platform', filter.platform);
  }
  const q = filter.q.trim().slice(0, maxQueryLength);
  if (q !== '') {
    params.set('q', q);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Lower-case words of the search text; empty when the text is blank. */
export function searchTerms(q: string): string[] {
  return q.toLowerCase().trim().split(/\s+/).filter(Boolean);
}

/** True when at least one control narrows the list. */
export function isFilterActive(filter: PluginFilter): boolean {
  return filter.category !== null || filter.platform !== null || filter.q.trim() !== '';
}

/**
 * A plug-in matches when it is in the category, runs on the platform, and its
 * name or summary, in the page's language, contains every search word
 * (case-insensitive).
 */
export function matchesFilter(plugin: SearchablePlugin, filter: PluginFilter): boolean {
  if (filter.category !== null && plugin.category !== filter.category) {
    return false;
  }
  if (filter.platform !== null && !plugin.platforms.includes(filter.platform)) {
    return false;
  }
  const haystack = `${plugin.name} ${plugin.summary}`.toLowerCase();
  return searchTerms(filter.q).every((term) => haystack.includes(term));
}

/** The plug-ins that match, in their original order. */
export function filterPlugins<T extends SearchablePlugin>(
  list: readonly T[],
  filter: PluginFilter,
): T[] {
  return list.filter((plugin) => matchesFilter(plugin, filter));
}

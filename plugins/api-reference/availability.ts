import {modulePlatform, type ApiPage, type ApiPlatform} from './parse';

export type AvailabilityRow = {
  name: string;
  /** Link to the entry on the first page that documents it. */
  href: string;
  platforms: Record<ApiPlatform, boolean>;
};

export type AvailabilityGroup = {
  /** Module path without its platform segment, e.g. `action.hid`, or `tapcraft` for shared types. */
  module: string;
  rows: AvailabilityRow[];
};

/** Docs URL of a page from its file path (API pages keep the file-path URL). */
export function permalinkOf(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
}

function neutralModule(module: string): string {
  return modulePlatform(module) ? module.split('.').slice(2).join('.') : module;
}

/**
 * Module × name × platform, from the platforms each entry declares. Android
 * pages come first, so a name links to its Android entry when there is one.
 */
export function buildAvailability(pages: ApiPage[]): AvailabilityGroup[] {
  const order: ApiPlatform[] = ['android', 'ios', 'windows'];
  const sorted = [...pages].sort(
    (a, b) =>
      order.indexOf(modulePlatform(a.module) ?? 'android') -
      order.indexOf(modulePlatform(b.module) ?? 'android'),
  );
  const groups = new Map<string, Map<string, AvailabilityRow>>();
  for (const page of sorted) {
    const module = neutralModule(page.module);
    const rows = groups.get(module) ?? new Map<string, AvailabilityRow>();
    groups.set(module, rows);
    for (const entry of page.entries) {
      const row = rows.get(entry.name) ?? {
        name: entry.name,
        href: `${permalinkOf(page.file)}#${entry.anchor}`,
        platforms: {android: false, ios: false, windows: false},
      };
      for (const platform of entry.platforms) row.platforms[platform] = true;
      rows.set(entry.name, row);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'tapcraft' ? -1 : b === 'tapcraft' ? 1 : a.localeCompare(b)))
    .map(([module, rows]) => ({module, rows: [...rows.values()]}));
}

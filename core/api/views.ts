import {otherTools, type OtherTool, type PageTerm} from '@tapcraft/data/api-aliases';
import type {Release} from '@tapcraft/data/releases';
import type {Term} from '@tapcraft/data/terms';
import {API_PLATFORMS, neutralPath, type ApiModel, type ModelEntry} from './model';
import type {ApiPage, ApiPlatform} from './page';
import {callName} from '../search/aliases';
import {SHARED_FIELDS, type AnswerCardFile, type StoredCardEntry} from '../search/answers';

/**
 * What the site renders from the model: the data each API page imports
 * (badges, since marks, the member table), the availability table, the
 * changelog, and the public JSON export. Each is derived here, never typed.
 */

/** What `<ApiMeta>` shows for one entry (kept small: every API page loads its entries'). */
export type EntryMark = {
  /** The release that added it on each platform that has it: its keys are those platforms. */
  since: Partial<Record<ApiPlatform, string>>;
  differs?: string;
  /** Where the same call on each other platform is documented. */
  links: Partial<Record<ApiPlatform, string>>;
  /** Its names in other tools and in Chinese, one line: `images.findColor (AutoJs6); 找色`. */
  aka?: string;
};

export type MemberRow = {
  name: string;
  /** Anchor on the page, without `#`, when it is not the name itself. */
  anchor?: string;
  kind: ModelEntry['kind'];
  /** The summary's first sentence, Markdown inline code kept, links reduced to their text. */
  summary: string;
};

export type ApiPageData = {
  module: string;
  entries: Record<string, EntryMark>;
  members: MemberRow[];
};

/** Markdown as the site's inline renderers show it: links reduced to their text, no bold. */
function plainInline(markdown: string): string {
  return markdown.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/\*\*/g, '');
}

/** The first sentence of a Markdown paragraph, with links reduced to their text. */
export function firstSentence(markdown: string): string {
  const text = plainInline(markdown);
  // A sentence ends at ". " before a capital letter, outside inline code.
  let inCode = false;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '`') inCode = !inCode;
    if (!inCode && text[i] === '.' && text[i + 1] === ' ' && /[A-Z]/.test(text[i + 2] ?? '')) {
      return text.slice(0, i + 1);
    }
  }
  return text;
}

/**
 * An entry's aliases in one short line, the calls of each tool together and
 * without arguments: `click, press (AutoJs6); touch (Airtest); 点击`. Every
 * API page loads the line of each of its entries, so it stays plain text.
 */
export function alsoKnownAs(entry: ModelEntry): string | undefined {
  if (!entry.aliases) return undefined;
  const parts = otherTools.flatMap((tool) => {
    const calls = entry.aliases!.tools.filter((alias) => alias.tool === tool);
    const names = [...new Set(calls.map((alias) => callName(alias.call)))];
    return names.length > 0 ? [`${names.join(', ')} (${tool})`] : [];
  });
  parts.push(...entry.aliases.terms.map((term) => term.term));
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** The name a reader imports, below the platform package: `screen.find_color`, `View.click` with its class. */
export const importName = (entry: ModelEntry) => `${neutralPath(entry.module)}.${entry.name}`;

export type MigrationRow = {
  /** The call as the other tool's users write it. */
  call: string;
  /** What changes besides the name, when something does. */
  differs?: string;
  /** The Android entry: `screen.find_color`, and where it is documented. */
  name: string;
  url: string;
};

/**
 * A migration guide's table: every call of one tool that has an Android
 * entry, in the order of the reference, each with the entry it becomes.
 */
export function migrationTable(model: ApiModel, tool: OtherTool): MigrationRow[] {
  return model.entries
    .filter((entry) => entry.platform === 'android')
    .flatMap((entry) =>
      (entry.aliases?.tools ?? [])
        .filter((alias) => alias.tool === tool)
        .map((alias) => ({
          call: alias.call,
          ...(alias.differs ? {differs: alias.differs} : {}),
          name: importName(entry),
          url: entry.url,
        })),
    );
}

export type GlossaryRow = {
  term: string;
  english: string;
  meaning: string;
  /** Renderings of the term that Chinese pages must not use (src/data/terms.ts). */
  refused?: string[];
  /** The entry (its import name, shown as code) or the page (its title) the term stands for. */
  target: {label: string; url: string; code: boolean};
};

/**
 * Every Chinese term, by its English name: the terms of entries (each once,
 * at its Android entry when it has one) and the terms of pages, whose titles
 * come from `titles` (docs path → title), with the renderings the term base
 * refuses.
 */
export function glossary(
  model: ApiModel,
  pageTerms: PageTerm[],
  titles: ReadonlyMap<string, string>,
  termBase: Term[] = [],
): GlossaryRow[] {
  const rows = new Map<string, GlossaryRow>();
  const order = [...model.entries].sort(
    (a, b) => Number(b.platform === 'android') - Number(a.platform === 'android'),
  );
  for (const entry of order) {
    for (const {term, english, meaning} of entry.aliases?.terms ?? []) {
      if (rows.has(term)) continue;
      rows.set(term, {
        term,
        english,
        meaning,
        target: {label: importName(entry), url: entry.url, code: true},
      });
    }
  }
  for (const {term, english, meaning, page} of pageTerms) {
    const title = titles.get(page.split('#')[0]!) ?? page;
    rows.set(term, {term, english, meaning, target: {label: title, url: page, code: false}});
  }
  for (const {chinese, refused} of termBase) {
    const row = rows.get(chinese);
    if (row && refused.length > 0) row.refused = refused;
  }
  return [...rows.values()].sort((a, b) => a.english.localeCompare(b.english, 'en'));
}

/** Entries written as their own headings: attributes and properties are read from their class. */
const headed = (entry: ModelEntry) => !entry.classMember;

/** Each call once, in the order of `entries`: an entry, then the same call on each other platform. */
function callsOf(model: ApiModel, entries: ModelEntry[]): ModelEntry[][] {
  const byId = new Map(model.entries.map((entry) => [entry.id, entry]));
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    if (seen.has(entry.id)) return [];
    const call = [entry, ...Object.values(entry.counterparts).map((id) => byId.get(id)!)];
    call.forEach((member) => seen.add(member.id));
    return [call];
  });
}

/** Where a call is documented on each platform: the shared package's entry serves them all. */
function callPages(call: ModelEntry[]): Partial<Record<ApiPlatform, string>> {
  const pages: Partial<Record<ApiPlatform, string>> = {};
  for (const member of call) {
    const platforms = member.platform === 'common' ? API_PLATFORMS : [member.platform];
    for (const platform of platforms) pages[platform] = member.url;
  }
  return pages;
}

export function apiPageData(model: ApiModel, module: string): ApiPageData {
  const byId = new Map(model.entries.map((entry) => [entry.id, entry]));
  const own = model.entries.filter((entry) => entry.module === module && headed(entry));
  const entries: Record<string, EntryMark> = {};
  for (const entry of own) {
    const links: EntryMark['links'] = {};
    for (const [platform, id] of Object.entries(entry.counterparts)) {
      links[platform as ApiPlatform] = byId.get(id)!.url;
    }
    const aka = alsoKnownAs(entry);
    entries[entry.name] = {
      since: entry.since,
      ...(entry.differs ? {differs: entry.differs} : {}),
      links,
      ...(aka ? {aka} : {}),
    };
  }
  return {
    module,
    entries,
    members: own.map((entry) => {
      const anchor = entry.url.split('#')[1]!;
      return {
        name: entry.name,
        ...(anchor === entry.name ? {} : {anchor}),
        kind: entry.kind,
        summary: firstSentence(entry.summary),
      };
    }),
  };
}

export type AvailabilityRow = {name: string; cells: Record<ApiPlatform, {url: string} | null>};

export type AvailabilityGroup = {
  /** The module path without its platform, per platform where they differ: `app.application · application`. */
  module: string;
  rows: AvailabilityRow[];
};

/**
 * One row per call, the same call on every platform on one row, grouped by
 * module. The shared `tapcraft` package comes first, then modules by name.
 */
export function availability(model: ApiModel): AvailabilityGroup[] {
  const groups = new Map<string, AvailabilityRow[]>();
  const order = [...model.entries]
    .filter(headed)
    .sort(
      (a, b) =>
        API_PLATFORMS.indexOf(a.platform as ApiPlatform) -
        API_PLATFORMS.indexOf(b.platform as ApiPlatform),
    );
  for (const call of callsOf(model, order)) {
    const pages = callPages(call);
    const cells = Object.fromEntries(
      API_PLATFORMS.map((p) => [p, pages[p] ? {url: pages[p]} : null]),
    ) as AvailabilityRow['cells'];
    const paths = [...new Set(call.map((member) => neutralPath(member.module)))];
    const module = paths.join(' · ');
    groups.set(module, [...(groups.get(module) ?? []), {name: call[0]!.name, cells}]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'tapcraft' ? -1 : b === 'tapcraft' ? 1 : a < b ? -1 : 1))
    .map(([module, rows]) => ({module, rows}));
}

export type ChangelogRelease = {
  version: string;
  date: string;
  /** Anchor of the release's heading on the changelog page. */
  anchor: string;
  highlights: string[];
  /** What the release added to the API, per platform (`common`: the shared package). */
  added: Partial<Record<ApiPlatform | 'common', Array<{id: string; name: string; url: string}>>>;
};

export const releaseAnchor = (version: string) => `release-${version.replace(/\./g, '-')}`;

/** Every release, newest first, with the API entries it added on each platform. */
export function changelog(model: ApiModel, releases: Release[]): ChangelogRelease[] {
  return [...releases].reverse().map((release) => {
    const added: ChangelogRelease['added'] = {};
    for (const entry of model.entries.filter(headed)) {
      const platform = entry.platform;
      const since = platform === 'common' ? entry.since.android : entry.since[platform];
      if (since !== release.version) continue;
      (added[platform] ??= []).push({id: entry.id, name: entry.name, url: entry.url});
    }
    return {
      version: release.version,
      date: release.date,
      anchor: releaseAnchor(release.version),
      highlights: release.highlights,
      added,
    };
  });
}

export type ExceptionClass = {
  name: string;
  /** Base classes as the signature names them: `TapcraftError`, `TimeoutError`. */
  bases: string[];
  /** The module path without its platform, `tapcraft` for the shared package. */
  module: string;
  summary: string;
  /** What its message says, from the entry's `**Message:**` part; null when the entry states none. */
  message: string | null;
  /** Where it is documented on each platform that has it. */
  links: Partial<Record<ApiPlatform, string>>;
};

/**
 * Every exception class the API defines, once per counterpart set (the
 * same exception on Android and iOS is one class here), for the errors page.
 */
export function exceptionClasses(model: ApiModel): ExceptionClass[] {
  const exceptions = model.entries.filter((entry) => entry.kind === 'exception');
  return callsOf(model, exceptions).map((call) => {
    const entry = call[0]!;
    const bases =
      /\((.*)\)$/
        .exec(entry.signature)?.[1]
        ?.split(',')
        .map((b) => b.trim()) ?? [];
    return {
      name: entry.name,
      bases,
      module: neutralPath(entry.module),
      summary: firstSentence(entry.summary),
      message: entry.message ? plainInline(entry.message) : null,
      links: callPages(call),
    };
  });
}

/** The line of an example that calls `name` (`View.click` is called as `.click(`), or its first line of code. */
export function exampleLine(source: string, name: string): string {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !/^(from \S+ )?import /.test(line));
  const call = `${name.split('.').pop()}(`;
  return lines.find((line) => line.includes(call)) ?? lines[0] ?? '';
}

/** An entry's card, as the card file stores it (core/search/answers.ts). */
function storedCard(
  entry: ModelEntry,
  example: string | undefined,
  locate: {page: (path: string) => number; counterparts: (entry: ModelEntry) => number[]},
): StoredCardEntry {
  const [path = '', anchor] = entry.url.split('#');
  const {tools = [], terms = []} = entry.aliases ?? {};
  const line = example && exampleLine(example, entry.name);
  return {
    module: neutralPath(entry.module),
    name: entry.name,
    platform: entry.platform,
    signature: entry.signature,
    summary: firstSentence(entry.summary),
    since: entry.since,
    page: locate.page(path),
    ...(anchor !== entry.name && {anchor}),
    ...(line && {example: line}),
    counterparts: locate.counterparts(entry),
    ...(tools.length > 0 && {tools}),
    ...(terms.length > 0 && {terms: terms.map(({term, english}) => ({term, english}))}),
  };
}

/**
 * The entries that get a card, each call's platforms side by side: the
 * file is read by gzip in a 32 KB window, and a counterpart close to its
 * first entry costs only what differs.
 */
function cardedEntries(model: ApiModel): ModelEntry[] {
  const byId = new Map(model.entries.map((entry) => [entry.id, entry]));
  const seen = new Set<ModelEntry>();
  return model.entries.flatMap((entry) => {
    const call = [entry, ...Object.values(entry.counterparts).map((id) => byId.get(id)!)];
    const fresh = call.filter((member) => !seen.has(member) && (headed(member) || member.aliases));
    fresh.forEach((member) => seen.add(member));
    return fresh;
  });
}

/**
 * The answer cards of search (core/search/answers.ts): every entry with a
 * heading of its own or an alias, with its signature, first sentence,
 * since, counterparts, a line of its first example and the names other
 * tools and Chinese readers give it. A field equal to the first entry of
 * its call is stored there only.
 */
export function answerCards(model: ApiModel, pages: ApiPage[]): AnswerCardFile {
  const carded = cardedEntries(model);
  const index = new Map(carded.map((entry, i) => [entry.id, i]));
  const pagePaths = [...new Set(carded.map((entry) => entry.url.split('#')[0]!))];
  const examples = new Map(
    pages.flatMap((apiPage) =>
      apiPage.entries.map((entry) => [
        `${apiPage.module}.${entry.name}`,
        entry.examples[0]?.source,
      ]),
    ),
  );
  const locate = {
    page: (path: string) => pagePaths.indexOf(path),
    counterparts: (entry: ModelEntry) =>
      Object.values(entry.counterparts).flatMap((id) => (index.has(id) ? [index.get(id)!] : [])),
  };
  const stored = carded.map((entry) => storedCard(entry, examples.get(entry.id), locate));
  const entries = stored.map((card, i) => {
    const first = stored[Math.min(i, ...card.counterparts)]!;
    const same = (field: string) =>
      first !== card &&
      (SHARED_FIELDS as readonly string[]).includes(field) &&
      JSON.stringify(card[field as keyof StoredCardEntry]) ===
        JSON.stringify(first[field as keyof StoredCardEntry]);
    return Object.fromEntries(
      Object.entries(card).filter(([field]) => !same(field)),
    ) as StoredCardEntry;
  });
  return {pages: pagePaths, entries};
}

/** `/api/tapcraft.json`: the model for tools (MAINTAINERS.md, "API model export"). */
export function publicExport(
  model: ApiModel,
  releases: Release[],
  product: {name: string; version: string; url: string},
) {
  return {
    schema: '/api/tapcraft.schema.json',
    product: product.name,
    version: product.version,
    site: product.url,
    platforms: API_PLATFORMS.map((platform) => ({
      id: platform,
      since: releases.find((release) => release.firstOn === platform)?.version ?? null,
    })),
    releases: releases.map(({version, date, highlights}) => ({version, date, highlights})),
    modules: model.modules.map(({id, platform, title, url}) => ({id, platform, title, url})),
    entries: model.entries.map(({source: _source, classMember: _member, ...entry}) => entry),
  };
}

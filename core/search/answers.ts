import type {ChineseTerm, ToolAlias} from '@tapcraft/data/api-aliases';
import {apiPlatforms, type ApiPlatform} from '@tapcraft/data/platforms-api';
import {callName} from './aliases';
import {platformFilter} from './platform';

/**
 * Answer cards: when a query is the name of an API entry (ours, another
 * tool's call or a Chinese term), search shows the entry itself above the
 * hits. The card file is built from the API model at build time
 * (`answerCards` in core/api/views.ts) and loaded with the search index;
 * the search worker and the MCP server match queries with `findAnswer`.
 */

/** One API entry as a card shows it. */
export type CardEntry = {
  /** `tapcraft.android.screen.find_colors`. */
  id: string;
  /** The name within its module: `find_colors`, `View.click`. */
  name: string;
  /** The name below the platform package, as a reader imports it: `screen.find_colors`. */
  qualified: string;
  platform: ApiPlatform | 'common';
  signature: string;
  /** The summary's first sentence, Markdown inline code kept. */
  summary: string;
  since: Partial<Record<ApiPlatform, string>>;
  url: string;
  /** The line of the entry's first example that calls it. */
  example?: string;
  /** Indexes of the same call on the other platforms. */
  counterparts: number[];
  tools?: ToolAlias[];
  terms?: Array<Pick<ChineseTerm, 'term' | 'english'>>;
};

/**
 * An entry as the card file stores it, kept small because it loads with
 * search: no id (the platform and qualified name give it), the page as an
 * index into `pages`, the anchor only when it is not the name, and a field
 * the first entry of its call (the lowest counterpart index) has the same
 * left out.
 */
export type StoredCardEntry = Omit<
  CardEntry,
  'id' | 'qualified' | 'url' | 'signature' | 'summary' | 'since'
> &
  Partial<Pick<CardEntry, 'signature' | 'summary' | 'since'>> & {
    module: string;
    page: number;
    anchor?: string;
  };

export type AnswerCardFile = {pages: string[]; entries: StoredCardEntry[]};

/** Fields a counterpart may leave to the first entry of its call. */
export const SHARED_FIELDS = [
  'signature',
  'summary',
  'since',
  'example',
  'tools',
  'terms',
] as const;

/** The entries of a card file, each whole again. */
export function cardEntries({pages, entries}: AnswerCardFile): CardEntry[] {
  return entries.map(({module, page, anchor, ...stored}, index) => {
    const first = entries[Math.min(index, ...stored.counterparts)]!;
    const shared = SHARED_FIELDS.filter((field) => !(field in stored) && field in first);
    const qualified = `${module}.${stored.name}`;
    return {
      ...(Object.fromEntries(shared.map((field) => [field, first[field]])) as Partial<CardEntry>),
      ...(stored as Omit<CardEntry, 'id' | 'qualified' | 'url'>),
      id: stored.platform === 'common' ? qualified : `tapcraft.${stored.platform}.${qualified}`,
      qualified,
      url: `${pages[page]}#${anchor ?? stored.name}`,
    };
  });
}

export type Answer = {
  entry: CardEntry;
  /** The same call on the other platforms. */
  counterparts: CardEntry[];
  /** What the query named when it was not our own name: another tool's call or a Chinese term. */
  alias?: ToolAlias | Pick<ChineseTerm, 'term' | 'english'>;
};

export type AnswerOptions = {
  /** The platform filter: only an entry of this platform (or of the shared package) answers. */
  platform?: ApiPlatform;
  /** Shown first when the entry exists on several platforms: the platform the reader is in. */
  prefer?: ApiPlatform;
};

/** The platform a list of facet filters keeps, when one of them is a platform filter. */
export function filteredPlatform(filters: ReadonlyArray<unknown>): ApiPlatform | undefined {
  return apiPlatforms.find((platform) => filters.includes(platformFilter(platform)));
}

type Candidate = {index: number; alias?: Answer['alias']};

/**
 * A name as the lookup compares it: spaces inside a call and the values
 * of keyword arguments left out, quotes made double, and with `call` the
 * final list of placeholder arguments too: `d(text="OK").click()` and
 * `d(text=...).click()` are both `d(text=).click`. Other tools' calls are
 * compared without case (`images.findcolor`); ours with it, as Python
 * reads them, so that `websocket` is a topic and `WebSocket` the class.
 */
export function nameKey(text: string, {call = true, foldCase = true} = {}): string {
  const written = text
    .trim()
    .replace(/\s*([(),=.[\]])\s*/g, '$1')
    .replace(/'/g, '"')
    .replace(/=("[^"]*"|\.\.\.|…|[^,()]*)/g, '=');
  const key = call ? callName(written) : written;
  return foldCase ? key.toLowerCase() : key;
}

export type AnswerIndex = {
  entries: CardEntry[];
  /** Entries by the key of our names (the query is looked up here first) and of their aliases. */
  names: Map<string, Candidate[]>;
  aliases: Map<string, Candidate[]>;
};

/** The lookup tables of a card file, built once per load. */
export function answerIndex(file: AnswerCardFile): AnswerIndex {
  const entries = cardEntries(file);
  const names = new Map<string, Candidate[]>();
  const aliases = new Map<string, Candidate[]>();
  const add = (map: Map<string, Candidate[]>, written: string, candidate: Candidate) => {
    const foldCase = map === aliases;
    // A call is found by its name and by the whole call: `driver.tap([(x, y)])` is not its long press.
    const keys = new Set([nameKey(written, {foldCase}), nameKey(written, {foldCase, call: false})]);
    for (const key of keys) map.set(key, [...(map.get(key) ?? []), candidate]);
  };
  entries.forEach((entry, index) => {
    for (const name of new Set([entry.name, entry.qualified, entry.id])) add(names, name, {index});
    for (const alias of entry.tools ?? []) add(aliases, alias.call, {index, alias});
    for (const alias of entry.terms ?? []) add(aliases, alias.term, {index, alias});
  });
  return {entries, names, aliases};
}

/** The set of counterparts an entry belongs to, by its lowest index. */
const callOf = (entries: CardEntry[], index: number) =>
  Math.min(index, ...entries[index]!.counterparts);

/**
 * The card for `query`, or null when the query names no entry, or names
 * entries that are not one call on several platforms (`move` of a file and
 * of a window): then the hits tell them apart.
 */
export function findAnswer(
  {entries, names, aliases}: AnswerIndex,
  query: string,
  {platform, prefer}: AnswerOptions = {},
): Answer | null {
  const onPlatform = ({index}: Candidate) =>
    !platform || [platform, 'common'].includes(entries[index]!.platform);
  const lookups = [
    names.get(nameKey(query, {foldCase: false})),
    aliases.get(nameKey(query, {call: false})),
    aliases.get(nameKey(query)),
  ];
  const found =
    lookups.map((candidates = []) => candidates.filter(onPlatform)).find((c) => c.length > 0) ?? [];
  if (found.length === 0 || new Set(found.map((c) => callOf(entries, c.index))).size > 1) {
    return null;
  }
  const order = [prefer, ...apiPlatforms, 'common'];
  const [chosen] = [...found].sort(
    (a, b) => order.indexOf(entries[a.index]!.platform) - order.indexOf(entries[b.index]!.platform),
  );
  const entry = entries[chosen!.index]!;
  return {
    entry,
    counterparts: entry.counterparts.map((index) => entries[index]!),
    ...(chosen!.alias && {alias: chosen!.alias}),
  };
}

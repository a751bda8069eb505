import type {ApiPlatform} from '@tapcraft/data/platforms-api';
import {tokenize} from '@tapcraft/core/search/tokenize';
import type {ApiExport, ExportedEntry} from './data';

/** A tool's answer to input it cannot use: an error result with this text, never a crash. */
export class ToolInputError extends Error {}

/**
 * Edit distance, for "did you mean" lists; once every way of turning `a`
 * into `b` costs more than `limit`, it stops and answers `limit + 1`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Uint16Array.from({length: b.length + 1}, (_, j) => j);
  let current = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      smallest = Math.min(smallest, current[j]!);
    }
    // A row's smallest value never goes down in the rows after it.
    if (smallest > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** Names are compared by this many characters at most: the model's longest id has 64. */
export const MAX_COMPARED_CHARS = 64;

const onPlatform = (entry: ExportedEntry, platform: ApiPlatform) =>
  entry.platform === platform || entry.platform === 'common';

/** `find_colors()` or ` screen.find_colors ` as the model writes ids. */
function normalise(symbol: string): string {
  return symbol.trim().replace(/\(\)$/, '');
}

/**
 * The entries a name stands for: the full id, or any dotted tail of it
 * (`find_colors`, `screen.find_colors`, `View.click`), on one platform or all.
 */
export function findEntries(
  api: ApiExport,
  symbol: string,
  platform?: ApiPlatform,
): ExportedEntry[] {
  const name = normalise(symbol);
  if (name === '') return [];
  return api.entries.filter(
    (entry) =>
      (entry.id === name || entry.id.endsWith(`.${name}`)) &&
      (platform === undefined || onPlatform(entry, platform)),
  );
}

/** The names nearest to `symbol`, compared with as many dotted parts as it has. */
export function closestNames(
  api: ApiExport,
  symbol: string,
  platform?: ApiPlatform,
  count = 5,
): string[] {
  const name = normalise(symbol).toLowerCase().slice(0, MAX_COMPARED_CHARS);
  const parts = name.split('.').length;
  const scored = new Map<string, number>();
  /** The `count` smallest distances so far: a name further than the last cannot make the list. */
  const best: number[] = [];
  for (const entry of api.entries) {
    if (platform !== undefined && !onPlatform(entry, platform)) continue;
    const tail = entry.id.split('.').slice(-parts).join('.');
    const limit = best.length < count ? Infinity : best[count - 1]!;
    const distance = editDistance(name, tail.toLowerCase(), limit);
    if (distance > limit) continue;
    best.push(distance);
    best.sort((a, b) => a - b).splice(count);
    const known = scored.get(entry.id);
    if (known === undefined || distance < known) scored.set(entry.id, distance);
  }
  return [...scored]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0], 'en'))
    .slice(0, count)
    .map(([id]) => id);
}

export function unknownSymbolError(api: ApiExport, symbol: string, platform?: ApiPlatform) {
  const where = platform ? ` on ${platform}` : '';
  return new ToolInputError(
    `No Tapcraft API entry is named "${normalise(symbol)}"${where}. Closest names: ${closestNames(api, symbol, platform).join(', ')}.`,
  );
}

/** Words that say what an entry does, for finding what comes nearest to it elsewhere. */
function meaningTerms(entry: ExportedEntry): Set<string> {
  return new Set(
    tokenize(`${entry.name} ${entry.summary}`).filter(
      (term) => term.length > 3 && !/\d/.test(term),
    ),
  );
}

/** How telling each word is: the log of how many entries there are per entry that uses it. */
const weightsOf = new WeakMap<ApiExport, Map<string, number>>();
function termWeights(api: ApiExport): Map<string, number> {
  let weights = weightsOf.get(api);
  if (!weights) {
    const counts = new Map<string, number>();
    for (const entry of api.entries) {
      for (const term of meaningTerms(entry)) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    weights = new Map(
      [...counts].map(([term, count]) => [term, Math.log(api.entries.length / count)]),
    );
    weightsOf.set(api, weights);
  }
  return weights;
}

/**
 * Below this, shared words are chance: `swipe` and Windows' `drag` share
 * words worth 20; Android's `Selector` and anything on Windows at most 6.
 * In units of the weight of a word only one entry uses.
 */
const NEAR_ENOUGH = 1.5;

/**
 * The entry of `platform` that comes nearest to doing what `entry` does: the
 * most telling words shared between names and summaries, when they are
 * telling enough, with those words, so the reader can judge how near it is.
 */
export function nearestAlternative(
  api: ApiExport,
  entry: ExportedEntry,
  platform: ApiPlatform,
): {entry: ExportedEntry; sharedWords: string[]} | null {
  const weights = termWeights(api);
  const wanted = meaningTerms(entry);
  let best: {entry: ExportedEntry; sharedWords: string[]; score: number} | null = null;
  for (const candidate of api.entries) {
    if (!onPlatform(candidate, platform)) continue;
    const sharedWords = [...meaningTerms(candidate)].filter((term) => wanted.has(term));
    const score = sharedWords.reduce((sum, term) => sum + weights.get(term)!, 0);
    if (score > (best?.score ?? 0)) best = {entry: candidate, sharedWords, score};
  }
  const enough = NEAR_ENOUGH * Math.log(api.entries.length);
  return best && best.score >= enough ? {entry: best.entry, sharedWords: best.sharedWords} : null;
}

export type Availability = {
  symbol: string;
  exists: boolean;
  /** The id on the platform, when it exists there. */
  id?: string;
  url?: string;
  /** When it does not: the same call there under another path, if the model knows one. */
  counterpart?: {id: string; url: string};
  /** Otherwise what comes nearest on that platform, and the words it shares with the name's summary. */
  alternative?: {id: string; url: string; summary: string; sharedWords: string[]};
  /** Why neither could be given, or the name is unknown. */
  note?: string;
};

export function availability(
  api: ApiExport,
  symbol: string,
  platform: ApiPlatform,
  absoluteUrl: (url: string) => string,
): Availability {
  const here = findEntries(api, symbol, platform);
  if (here.length > 0) {
    return {symbol, exists: true, id: here[0]!.id, url: absoluteUrl(here[0]!.url)};
  }
  const elsewhere = findEntries(api, symbol);
  if (elsewhere.length === 0) {
    return {
      symbol,
      exists: false,
      note: `Unknown name. Closest names on ${platform}: ${closestNames(api, symbol, platform).join(', ')}.`,
    };
  }
  const byId = new Map(api.entries.map((entry) => [entry.id, entry]));
  const counterpartId = elsewhere.map((entry) => entry.counterparts[platform]).find(Boolean);
  const counterpart = counterpartId ? byId.get(counterpartId) : undefined;
  if (counterpart) {
    return {
      symbol,
      exists: false,
      counterpart: {id: counterpart.id, url: absoluteUrl(counterpart.url)},
    };
  }
  const nearest = nearestAlternative(api, elsewhere[0]!, platform);
  return {
    symbol,
    exists: false,
    ...(nearest
      ? {
          alternative: {
            id: nearest.entry.id,
            url: absoluteUrl(nearest.entry.url),
            summary: nearest.entry.summary,
            sharedWords: nearest.sharedWords,
          },
        }
      : {
          note: `Nothing on ${platform} comes near ${elsewhere[0]!.id}: list_modules shows what ${platform} has.`,
        }),
  };
}

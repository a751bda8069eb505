/**
 * Uploads the search records the build produced to a hosted Algolia index,
 * so the hosted search returns exactly what the offline search does.
 *
 *   npm run build && npm run search:upload            # every locale's index; needs the variables below
 *   npm run search:upload -- --dry-run               # prints what it would send
 *
 * Environment: ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (never the search key:
 * writing needs the admin key, which must not reach the site), ALGOLIA_INDEX_NAME.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {algoliasearch, type IndexSettings} from 'algoliasearch';

import {defaultLocale, translatedLocales} from '@tapcraft/data/locales';
import {unpackIndex} from '@tapcraft/core/search/indexFile';
import {otherForms} from '@tapcraft/core/search/queryWords';
import type {SearchIndexFile, SearchRecord} from '@tapcraft/core/search/types';
import {builtSearchFile} from './bench/builtSearch';

/**
 * The index of every locale in the production build (`build/assets/search/`,
 * `build/zh-Hans/assets/search/`): one hosted index holds them all, and each
 * locale's site filters on its `language` (docusaurus.config.ts).
 */
const builtIndexFiles = () =>
  [defaultLocale, ...translatedLocales].map((locale) => builtSearchFile('search-index', locale));

/**
 * Index settings that reproduce the offline search on Algolia: the same
 * fields, aliases after headings so our own names come first, the platform
 * as a facet, and questions read as the offline engine reads them (stop
 * words left out, plurals ignored, and when nothing has every word, the
 * records with most of them). Verb forms and British or American spellings
 * are the synonyms below; Chinese is segmented as Chinese.
 */
export const indexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'unordered(aliases)',
    'content',
    'unordered(keywords)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'platform'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesToSnippet: ['content:20', 'summary:20'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 50,
  queryLanguages: ['en', 'zh'],
  indexLanguages: ['en', 'zh'],
  removeStopWords: ['en'],
  ignorePlurals: ['en'],
  removeWordsIfNoResults: 'allOptional',
  // One hit per URL: a heading and the text under it link to the same place.
  attributeForDistinct: 'url',
  distinct: true,
} satisfies IndexSettings;

/** An Algolia synonym set: words any of which finds the others. */
export type SynonymSet = {objectID: string; type: 'synonym'; synonyms: string[]};

/**
 * The words of the records in sets of other forms of one another (tap, taps,
 * tapped, tapping; colour, color), as the offline engine matches them
 * (core/search/queryWords.ts): Algolia ignores plurals but not verb forms or
 * spellings.
 */
export function formSynonyms(records: SearchRecord[]): SynonymSet[] {
  const words = new Set<string>();
  for (const record of records) {
    const texts = [
      ...Object.values(record.hierarchy),
      record.content,
      record.keywords,
      ...(record.aliases ?? []),
    ];
    for (const text of texts) {
      for (const word of text?.toLowerCase().match(/[a-z]+/g) ?? []) words.add(word);
    }
  }
  // Union-find over the words: each form links a word to another the records hold.
  const parent = new Map<string, string>();
  const root = (word: string): string => {
    let top = word;
    while (parent.has(top)) top = parent.get(top)!;
    return top;
  };
  for (const word of [...words].sort()) {
    for (const form of otherForms(word)) {
      if (!words.has(form)) continue;
      const [a, b] = [root(word), root(form)];
      if (a !== b) parent.set(a > b ? a : b, a > b ? b : a);
    }
  }
  const sets = new Map<string, string[]>();
  for (const word of words) {
    const top = root(word);
    sets.set(top, [...(sets.get(top) ?? []), word]);
  }
  return [...sets]
    .filter(([, members]) => members.length > 1)
    .map(([top, members]) => ({
      objectID: `forms-${top}`,
      type: 'synonym',
      synonyms: members.sort(),
    }));
}

export function readRecords(file: string): SearchRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No search index at ${file}. Run "npm run build" (or "npm start") first.`);
  }
  return unpackIndex(JSON.parse(text) as SearchIndexFile);
}

export function describeUpload(
  records: SearchRecord[],
  synonyms: SynonymSet[],
  indexName: string,
): string {
  const bytes = Buffer.byteLength(JSON.stringify(records));
  const byType = new Map<string, number>();
  for (const record of records) byType.set(record.type, (byType.get(record.type) ?? 0) + 1);
  return [
    `index: ${indexName}`,
    `records: ${records.length} (${[...byType].map(([t, n]) => `${t} ${n}`).join(', ')})`,
    `bytes: ${bytes}`,
    `settings: ${JSON.stringify(indexSettings)}`,
    `synonyms: ${synonyms.length} sets of forms, e.g. ${JSON.stringify(synonyms[0]?.synonyms ?? [])}`,
    `first record: ${JSON.stringify(records[0])}`,
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const dryRun = argv.includes('--dry-run');
  const fileArg = argv.indexOf('--index-file');
  const files = fileArg >= 0 ? [argv[fileArg + 1]!] : builtIndexFiles();
  const records = files.flatMap((file) => readRecords(path.resolve(file)));
  const indexName = process.env.ALGOLIA_INDEX_NAME ?? 'tapcraft';
  const synonyms = formSynonyms(records);
  console.log(describeUpload(records, synonyms, indexName));
  if (dryRun) {
    console.log('dry run: nothing sent');
    return;
  }
  const appId = process.env.ALGOLIA_APP_ID;
  const adminKey = process.env.ALGOLIA_ADMIN_API_KEY;
  if (!appId || !adminKey || !process.env.ALGOLIA_INDEX_NAME) {
    throw new Error(
      'Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME, or pass --dry-run.',
    );
  }
  const client = algoliasearch(appId, adminKey);
  await client.setSettings({indexName, indexSettings});
  await client.saveSynonyms({indexName, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.replaceAllObjects({indexName, objects: records});
  console.log(`uploaded ${records.length} records to ${indexName}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/**
 * Uploads the search records the build produced to a hosted Algolia index,
 * so the hosted search returns exactly what the offline search does.
 *
 *   npm run build && npm run search:upload            # needs the variables below
 *   npm run search:upload -- --dry-run               # prints what it would send
 *
 * Environment: ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (never the search key:
 * writing needs the admin key, which must not reach the site), ALGOLIA_INDEX_NAME.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';

import {unpackIndex} from '../src/search/indexFile';
import type {SearchIndexFile, SearchRecord} from '../src/search/types';

const DEFAULT_INDEX_FILE = '.docusaurus/tapcraft-search-index/default/search-index.json';

/** Index settings that reproduce the offline ranking on Algolia. */
export const indexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesToSnippet: ['content:20'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 50,
};

export function readRecords(file: string): SearchRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No search index at ${file}. Run "npm run build" (or "npm start") first.`);
  }
  return unpackIndex(JSON.parse(text) as SearchIndexFile);
}

export function describeUpload(records: SearchRecord[], indexName: string): string {
  const bytes = Buffer.byteLength(JSON.stringify(records));
  const byType = new Map<string, number>();
  for (const record of records) byType.set(record.type, (byType.get(record.type) ?? 0) + 1);
  return [
    `index: ${indexName}`,
    `records: ${records.length} (${[...byType].map(([t, n]) => `${t} ${n}`).join(', ')})`,
    `bytes: ${bytes}`,
    `settings: ${JSON.stringify(indexSettings)}`,
    `first record: ${JSON.stringify(records[0])}`,
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const dryRun = argv.includes('--dry-run');
  const fileArg = argv.indexOf('--index-file');
  const file = path.resolve(fileArg >= 0 ? argv[fileArg + 1]! : DEFAULT_INDEX_FILE);
  const records = readRecords(file);
  const indexName = process.env.ALGOLIA_INDEX_NAME ?? 'tapcraft';
  console.log(describeUpload(records, indexName));
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
  await client.replaceAllObjects({indexName, objects: records});
  console.log(`uploaded ${records.length} records to ${indexName}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

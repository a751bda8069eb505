/**
 * npm run bench:search-recall — prints how well the offline search answers
 * questions as readers type them and finds names from other tools
 * (tests/search/questions.ts): for each, the rank of the first hit that
 * answers it, then recall at 1, 3 and 10. Reads the index the last build
 * wrote, and the API model it exported, for where the entries of
 * src/data/api-aliases.ts are.
 *
 *   npm run bench:search-recall -- --locale zh-Hans
 *
 * asks the same in that locale's index, with the questions as its readers
 * type them, and
 *
 *   npm run bench:search-recall -- --baseline ../other-checkout
 *
 * also ranks the same queries with the engine and index of another checkout
 * (built there), side by side.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {defaultLocale} from '@tapcraft/data/locales';
import type {SearchIndexFile, SearchRecord} from '@tapcraft/core/search/types';
import {
  aliasAnswers,
  aliasQueries,
  answers,
  chineseQuestions,
  searchQuestions,
} from '../../tests/search/questions';
import {builtSearchFile, localePath} from './builtSearch';

/** The API model as the build exports it: where each entry an alias names is. */
const MODEL_FILE = 'build/api/tapcraft.json';

function entryUrls(): (id: string) => string | undefined {
  let model: {entries: Array<{id: string; url: string}>};
  try {
    model = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as typeof model;
  } catch {
    throw new Error(`No API model at ${MODEL_FILE}: run "npm run build" first.`);
  }
  const urls = new Map(model.entries.map((entry) => [entry.id, entry.url]));
  return (id) => urls.get(id);
}

type Search = (query: string) => SearchRecord[];

/** The engine's file in a checkout: in core/ since the code has floors, in src/ before. */
function engineFile(root: string): string {
  const candidates = ['core/search/engine.ts', 'src/search/engine.ts'].map((file) =>
    path.resolve(root, file),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`No search engine in ${root}: looked for ${candidates.join(', ')}.`);
  return found;
}

/** The engine of the checkout at `root`, over the index of `locale` its last build wrote. */
async function searchIn(root: string, locale: string): Promise<Search> {
  const file = builtSearchFile('search-index', locale, root);
  const index = JSON.parse(readFileSync(file, 'utf8')) as SearchIndexFile;
  const {engineFromIndexFile} = (await import(
    engineFile(root)
  )) as typeof import('@tapcraft/core/search/engine');
  const engine = engineFromIndexFile(index);
  return (query) => engine.search(query).map((result) => result.record);
}

/** The 1-based rank of the first hit that answers, or 0 when none does. */
function rankOf(search: Search, query: string, expected: {answers: string[]}): number {
  return search(query).findIndex((record) => answers(expected, record.url)) + 1;
}

function recall(ranks: number[], within: number): string {
  const found = ranks.filter((rank) => rank > 0 && rank <= within).length;
  return `${found}/${ranks.length}`;
}

type QuerySet = {title: string; queries: Array<{query: string; answers: string[]}>};

/** What to ask the index of `locale`; answers are paths in that locale. */
function querySets(locale: string): QuerySet[] {
  const entryUrl = entryUrls();
  const inLocale = (queries: QuerySet['queries']) =>
    queries.map(({query, answers}) => ({
      query,
      answers: answers.map((answer) => `/${localePath(locale)}${answer.slice(1)}`),
    }));
  const asked = (questions: typeof searchQuestions) =>
    inLocale(questions.map(({question, answers}) => ({query: question, answers})));
  return [
    {title: 'questions', queries: asked(searchQuestions)},
    ...(locale === defaultLocale
      ? []
      : [{title: 'questions in Chinese', queries: asked(chineseQuestions)}]),
    {
      title: 'other tools and Chinese terms',
      queries: inLocale(aliasQueries.map((query) => aliasAnswers(query, entryUrl))),
    },
  ];
}

async function main(argv: string[]) {
  const {values} = parseArgs({
    args: argv,
    options: {locale: {type: 'string', default: defaultLocale}, baseline: {type: 'string'}},
  });
  const locale = values.locale;
  const sides: Array<[string, Search]> = [['this checkout', await searchIn('.', locale)]];
  if (values.baseline) sides.push(['baseline', await searchIn(values.baseline, locale)]);
  for (const {title, queries} of querySets(locale)) {
    console.log(`\n${title} (rank of the first answer; - for none)`);
    console.log(`  ${sides.map(([name]) => name.padEnd(14)).join('')}query`);
    const ranks = sides.map(() => [] as number[]);
    for (const query of queries) {
      const row = sides.map(([, search], side) => {
        const rank = rankOf(search, query.query, query);
        ranks[side]!.push(rank);
        return (rank === 0 ? '-' : String(rank)).padEnd(14);
      });
      console.log(`  ${row.join('')}${query.query}`);
    }
    for (const [side, [name]] of sides.entries()) {
      const sideRanks = ranks[side]!;
      console.log(
        `  ${name}: recall@1 ${recall(sideRanks, 1)}, recall@3 ${recall(sideRanks, 3)}, recall@10 ${recall(sideRanks, 10)}`,
      );
    }
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import {apiPages, fencedBlocks, type ApiEntry, type FencedBlock} from '@tapcraft/core/api/page';
import type {ApiModel, ModelEntry} from '@tapcraft/core/api/model';
import type {Problem} from '@tapcraft/core/api/stubs';
import {sitePath} from '@tapcraft/core/pages/locale';
import type {ParsedPage} from '@tapcraft/core/pages/parse';

/**
 * What a translation may not change: the facts of its API entries and its
 * code. A translated API page goes through the same model as the English
 * one; each of its entries must have the English entry's name, signature,
 * parameters (the table rows' names, types and defaults too), platforms and
 * since, and speak of VIP in its **Raises:** when the English does; it must
 * have every entry and no other. Every fenced block must be the English
 * block (title included), but for its comments.
 */

type Side = {prose: ParsedPage[]; model: ApiModel};

/** The facts of an entry that every language states alike. */
function facts(entry: ModelEntry) {
  return {
    signature: entry.signature,
    parameters: entry.parameters.map(({name, type, default: value}) => ({name, type, value})),
    platforms: entry.platforms,
    since: entry.since,
    // English marks a VIP-only call with set words (./plans.ts); a translation says VIP in its own.
    'VIP in **Raises:**': /\bVIP\b/.test(entry.raises),
  };
}

function entryProblems(english: ModelEntry[], translated: ModelEntry[], file: string): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map(english.map((entry) => [entry.id, entry]));
  for (const entry of translated) {
    const at = (message: string) => problems.push({...entry.source, message});
    const source = byId.get(entry.id);
    if (!source) {
      at(`${entry.name} is not on the English page: translate entries, do not add them`);
      continue;
    }
    const [mine, theirs] = [facts(entry), facts(source)];
    for (const key of Object.keys(mine) as Array<keyof typeof mine>) {
      const [a, b] = [JSON.stringify(mine[key]), JSON.stringify(theirs[key])];
      if (a !== b) at(`${entry.name}: ${key} ${a} differs from the English ${b}`);
    }
  }
  const kept = new Set(translated.map((entry) => entry.id));
  for (const entry of english.filter((e) => !kept.has(e.id) && !e.classMember)) {
    problems.push({
      file,
      line: 1,
      message: `${entry.name} (${entry.source.file}:${entry.source.line}) is missing from the translation`,
    });
  }
  return problems;
}

/** The comments a translation may translate, by language: a regular expression that also matches strings, which stay. */
const HASH_COMMENTS =
  /("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')|#[^\n]*/g;
const SLASH_COMMENTS = /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*/g;
const COMMENTS = new Map<string, RegExp>([
  ...['python', 'py', 'bash', 'sh', 'shell', 'toml', 'ini', 'yaml'].map(
    (language) => [language, HASH_COMMENTS] as const,
  ),
  ...['js', 'javascript', 'ts', 'typescript'].map(
    (language) => [language, SLASH_COMMENTS] as const,
  ),
]);

/** A block's code without its comments (a `#` inside a string stays) and without blank or trailing space. */
export function codeWithoutComments(block: Pick<FencedBlock, 'language' | 'source'>): string {
  const comment = COMMENTS.get(block.language);
  const code = comment
    ? block.source.replace(comment, (_comment, string?: string) => string ?? '')
    : block.source;
  return code
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .join('\n');
}

/** The first code block of a translation that is not its English block, if any. */
function codeProblem(english: ParsedPage, translated: ParsedPage): Problem | null {
  const theirs = fencedBlocks(english.tree);
  const mine = fencedBlocks(translated.tree);
  const key = (block: FencedBlock) =>
    JSON.stringify([block.language, block.title, codeWithoutComments(block)]);
  for (let i = 0; i < Math.max(theirs.length, mine.length); i += 1) {
    const [source, block] = [theirs[i], mine[i]];
    if (source && block && key(source) === key(block)) continue;
    const where = source ? `the English block at ${english.file}:${source.line - 1}` : 'nothing';
    return {
      file: translated.file,
      line: block ? block.line - 1 : 1,
      message: `code block ${i + 1} differs from ${where}: keep the code, translate only comments`,
    };
  }
  return null;
}

/** Each entry's table rows as a reader sees their facts: name, type and default, in order. */
function tableFacts(page: ParsedPage): Map<string, {entry: ApiEntry; rows: string}> {
  const entries = apiPages([page])[0]?.entries ?? [];
  return new Map(
    entries.map((entry) => {
      const rows = [...entry.parameterRows, ...entry.attributeRows];
      const facts = rows.map(({name, type, default: value}) => [name, type, value]);
      return [entry.name, {entry, rows: JSON.stringify(facts)}];
    }),
  );
}

/** Table rows of a translation whose name, type or default is not the English row's. */
function tableProblems(english: ParsedPage, translated: ParsedPage): Problem[] {
  const theirs = tableFacts(english);
  return [...tableFacts(translated)]
    .filter(([name, {rows}]) => theirs.has(name) && theirs.get(name)!.rows !== rows)
    .map(([name, {entry, rows}]) => ({
      file: translated.file,
      line: entry.line,
      message: `${name}: table rows ${rows} differ from the English ${theirs.get(name)!.rows}: translate only the Description column`,
    }));
}

/** Every difference of fact or code between the translated pages of `translated` and their English pages. */
export function translationProblems(english: Side, translated: Side): Problem[] {
  const englishPages = new Map(english.prose.map((page) => [page.file, page]));
  const problems: Problem[] = [];
  for (const page of translated.prose.filter((p) => p.file !== sitePath(p.file))) {
    const source = englishPages.get(sitePath(page.file))!;
    const problem = codeProblem(source, page);
    if (problem) problems.push(problem);
    problems.push(...tableProblems(source, page));
    const module = english.model.modules.find((m) => m.file === source.file)?.id;
    if (!module) continue;
    const of = (model: ApiModel) => model.entries.filter((entry) => entry.module === module);
    problems.push(...entryProblems(of(english.model), of(translated.model), page.file));
  }
  return problems;
}

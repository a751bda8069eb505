import path from 'node:path';

import {entriesByPath, importersOf, type ApiModel, type ModelEntry} from '@tapcraft/core/api/model';
import type {ApiPage, CodeBlock} from '@tapcraft/core/api/page';
import {runPython, type Problem} from '@tapcraft/core/api/stubs';
import {exceptionClasses} from '@tapcraft/core/api/views';
import type {ParsedPage} from '@tapcraft/core/pages/parse';

/**
 * Checks that an example does what the API reference promises: that it
 * tests a call's result for what **Returns:** says the call gives back
 * (`None`, `False`), gives a cause of False where it handles False, catches
 * only what the calls of its `try` document in **Raises:**, and, on a page
 * that promises the Free plan, calls nothing that needs VIP.
 * exampleUses.py reads the examples; the rules are here.
 */

export type Example = {file: string; block: CodeBlock};

/** How an example uses an API name (exampleUses.py). */
export type UseKind = 'call' | 'ref' | 'truth' | 'not' | 'none' | 'bool';

/** One use of an entry, at its line in the Markdown file. */
export type EntryUse = {
  file: string;
  line: number;
  entry: ModelEntry;
  use: UseKind;
  /** For a test of the result: the words of the branch the example takes when it is False. */
  message?: string;
};

/** What a call or a caught class stands for: its path, and its entry when it is the API's. */
type Target = {path: string | null; entry?: ModelEntry};

/** A handler's class, with the built-in exceptions it catches when it is a built-in one. */
type Caught = Target & {covers: string[]};

/** A `try` statement: what its body calls (a null path: not known) and what it catches. */
export type TryBlock = {
  file: string;
  line: number;
  calls: Target[];
  handlers: Array<{line: number; types: Caught[]}>;
};

type ReaderAnswer = {
  examples: Array<{
    uses: Array<{line: number; path: string; use: UseKind; message?: string}>;
    tries: Array<{
      line: number;
      calls: Array<string | null>;
      handlers: Array<{line: number; types: Array<{path: string | null; covers: string[]}>}>;
    }>;
  }>;
};

/** The API class a call returns, when its type is one class, or that class or None. */
function returnedClass(entry: ModelEntry, classes: ModelEntry[]): ModelEntry | undefined {
  const name = entry.returns.type.replace(/\s*\|\s*None$/, '').trim();
  if (!/^[A-Z]\w*$/.test(name)) return undefined;
  const candidates = classes.filter(
    (other) =>
      other.name === name && (other.platform === entry.platform || other.platform === 'common'),
  );
  return candidates.find((other) => other.module === entry.module) ?? candidates[0];
}

const READER = path.join(__dirname, 'exampleUses.py');

/** Reads every example with exampleUses.py and resolves what it uses to entries of the model. */
export function readExampleUses(
  examples: Example[],
  model: ApiModel,
  pages: ApiPage[],
): {uses: EntryUse[]; tries: TryBlock[]} {
  const byPath = entriesByPath(model, importersOf(pages));
  const classes = model.entries.filter(
    (entry) => entry.kind === 'class' || entry.kind === 'exception',
  );
  const returns: Record<string, string> = {};
  for (const [entryPath, entry] of byPath) {
    if (entry.kind !== 'function' && entry.kind !== 'method') continue;
    const returned = returnedClass(entry, classes);
    if (returned) returns[entryPath] = returned.id;
  }
  const answer = JSON.parse(
    runPython(READER, {
      examples: examples.map(({block}) => block.source),
      classes: [...byPath].filter(([, entry]) => classes.includes(entry)).map(([p]) => p),
      returns,
    }),
  ) as ReaderAnswer;
  const target = (p: string | null): Target => {
    const entry = p === null ? undefined : byPath.get(p);
    return entry ? {path: p, entry} : {path: p};
  };
  const uses: EntryUse[] = [];
  const tries: TryBlock[] = [];
  for (const [index, read] of answer.examples.entries()) {
    const {file, block} = examples[index]!;
    // exampleUses.py counts the lines of a block from 1; block.line is its first line in the file.
    const at = (line: number) => block.line + line - 1;
    for (const use of read.uses) {
      const entry = byPath.get(use.path);
      if (entry) uses.push({...use, file, line: at(use.line), entry});
    }
    for (const found of read.tries) {
      tries.push({
        file,
        line: at(found.line),
        calls: found.calls.map(target),
        handlers: found.handlers.map((handler) => ({
          line: at(handler.line),
          types: handler.types.map((caught) => ({...target(caught.path), covers: caught.covers})),
        })),
      });
    }
  }
  return {uses, tries};
}

/** A test of a result that **Returns:** says the call never gives, or that decides nothing. */
export function returnValueProblems(uses: EntryUse[]): Problem[] {
  const problems: Problem[] = [];
  for (const {file, line, entry, use} of uses) {
    if (entry.kind !== 'function' && entry.kind !== 'method') continue;
    if (use === 'call' || use === 'ref') continue;
    const type = entry.returns.type.trim();
    // A result of any type may be None or False: the description says when.
    if (/\b(?:Any|object)\b/.test(type)) continue;
    let message: string | undefined;
    if (type === 'None') {
      message = `${entry.name} returns None whatever happens, so testing its result decides nothing; it raises when it fails`;
    } else if (use === 'none' && !/\bNone\b/.test(type)) {
      message = `${entry.name} never returns None: it returns ${type}`;
    } else if (use === 'bool' && !/\bbool\b/.test(type)) {
      message = `${entry.name} returns ${type}, never True or False`;
    }
    if (message) problems.push({file, line, message});
  }
  return problems;
}

/**
 * Words that name why a call did not work. When the branch an example takes
 * on False uses one that the call's **Raises:** uses and its **Returns:** does
 * not, the example blames False on what the call raises for instead.
 */
const CAUSES = [
  'connected',
  'running',
  'permission',
  'installed',
  'enabled',
  'mode',
  'locked',
  'service',
];

/** A branch taken on False whose words give a cause for which the call raises, not returns False. */
export function falseBranchProblems(uses: EntryUse[]): Problem[] {
  const problems: Problem[] = [];
  for (const {file, line, entry, message} of uses) {
    if (!message) continue;
    const causes = CAUSES.filter((cause) => {
      const word = new RegExp(`\\b${cause}\\b`, 'i');
      return word.test(message) && word.test(entry.raises) && !word.test(entry.returns.description);
    });
    if (causes.length === 0) continue;
    const whenFalse = /`False`[^.;]*/.exec(entry.returns.description)?.[0] ?? 'never False';
    const named = `${causes.map((cause) => `"${cause}"`).join(' and ')} ${causes.length > 1 ? 'name' : 'names'}`;
    problems.push({
      file,
      line,
      message: `${entry.name}: on False the example says "${message}", but ${named} what ${entry.name} raises for (**Raises:**); it returns ${whenFalse}`,
    });
  }
  return problems;
}

/** Each API exception's bases, by name (`ScriptStopped` → `BaseException`). */
type Bases = Map<string, string[]>;

/** Every exception class name `names` catches: themselves and their subclasses in the model. */
function caughtNames(bases: Bases, names: string[]): Set<string> {
  const caught = new Set(names);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [name, parents] of bases) {
      if (!caught.has(name) && parents.some((parent) => caught.has(parent))) {
        caught.add(name);
        grown = true;
      }
    }
  }
  return caught;
}

/** A call that lets through what the code it runs raises: it may raise anything. */
const PASSES_ON = /\bany exception\b|\bthe exception the \w+ raised\b/i;

/** Built-in catch-alls: a script may catch them around anything, to log and go on. */
const CATCH_ALL = new Set(['builtins.Exception', 'builtins.BaseException']);
/** Built-ins that raise nothing a script would catch. */
const QUIET_BUILTINS = new Set(['builtins.print', 'builtins.len', 'builtins.isinstance']);

/** The class names a handler catches, or null when the check cannot judge it. */
function handlerCatches(bases: Bases, caught: Caught, calls: Target[]): Set<string> | null {
  if (calls.some((call) => call.entry && PASSES_ON.test(call.entry.raises))) return null;
  // Errors derived from BaseException alone (ScriptStopped) come from outside, between any two lines.
  const apiError =
    caught.entry?.kind === 'exception' && caughtNames(bases, ['Exception']).has(caught.entry.name);
  const builtin = caught.path?.startsWith('builtins.') && !CATCH_ALL.has(caught.path);
  // An API error comes only from API calls; a built-in one from any call but the quiet built-ins.
  const judged = apiError
    ? calls.every((call) => call.path !== null)
    : builtin && calls.every((call) => call.entry || QUIET_BUILTINS.has(call.path ?? ''));
  if (!judged) return null;
  return caughtNames(bases, apiError ? [caught.entry!.name] : caught.covers);
}

/** A handler for an exception that no call of its `try` raises, by their **Raises:**. */
export function handlerProblems(tries: TryBlock[], model: ApiModel): Problem[] {
  const bases: Bases = new Map(exceptionClasses(model).map((error) => [error.name, error.bases]));
  const problems: Problem[] = [];
  for (const block of tries) {
    const apiCalls = block.calls.flatMap((call) => (call.entry ? [call.entry] : []));
    for (const handler of block.handlers) {
      for (const caught of handler.types) {
        const names = handlerCatches(bases, caught, block.calls);
        if (!names) continue;
        const raises = (entry: ModelEntry) =>
          [...names].some((name) => new RegExp(`\\b${name}\\b`).test(entry.raises));
        if (apiCalls.some(raises)) continue;
        const name = caught.path!.split('.').pop();
        const called = [...new Set(apiCalls.map((entry) => entry.name))];
        problems.push({
          file: block.file,
          line: handler.line,
          message: called.length
            ? `except ${name}: no call of the try raises it by its **Raises:** (${called.join(', ')})`
            : `except ${name}: the try calls no Tapcraft function that raises it`,
        });
      }
    }
  }
  return problems;
}

/** Pages whose front matter says `plan: free`: every example on them runs on the Free plan. */
export function freePlanPages(pages: ParsedPage[]): {
  files: Set<string>;
  problems: Problem[];
} {
  const free = new Set<string>();
  const problems: Problem[] = [];
  for (const {file, frontMatter, text} of pages) {
    const {plan} = frontMatter;
    if (plan === 'free') free.add(file);
    else if (plan !== undefined) {
      problems.push({
        file,
        line: text.split('\n').findIndex((line) => line.startsWith('plan:')) + 1,
        message: `plan: ${String(plan)}: a page can only promise the Free plan (plan: free)`,
      });
    }
  }
  return {files: free, problems};
}

/** A call of a VIP-only name on a page that promises the Free plan. */
export function freePlanProblems(
  uses: EntryUse[],
  freeFiles: ReadonlySet<string>,
  vipOnly: Map<string, string>,
): Problem[] {
  const problems = new Map<string, Problem>();
  for (const {file, line, entry, use} of uses) {
    const feature = vipOnly.get(entry.id);
    if (!freeFiles.has(file) || feature === undefined || (use !== 'call' && use !== 'ref'))
      continue;
    problems.set(`${file}:${line}:${entry.id}`, {
      file,
      line,
      message: `${entry.name} needs VIP (${feature} in facts.vipOnly), but the page promises the Free plan (plan: free)`,
    });
  }
  return [...problems.values()];
}

import type {Problem} from './apiPages';
import type {ApiModel} from './model';

/**
 * Names of the `tapcraft` API that the prose of a page mentions, outside
 * code blocks (pyright checks those): dotted paths such as
 * `tapcraft.ios.screen.find_colors` and imports written in a sentence, such
 * as `from tapcraft.android.action import click`. Each must exist in the
 * model, so a page cannot send a reader to a module or call that does not.
 * JavaScript names of script windows (`tapcraft.on`) are not Python paths
 * and are left alone: a path starts with a platform package or a name of
 * the shared package (`tapcraft.Rect`).
 */
const DOTTED_PATH = /(?<![\w./@-])tapcraft\.(?:android|ios|windows|[A-Z]\w*)(?:\.\w+)*/g;
const FROM_IMPORT = /\bfrom\s+(tapcraft(?:\.\w+)*)\s+import\s+([\w\s,]+)/g;
const FENCE = /^(\s*)(`{3,}|~{3,})/;

/** The source with every fenced code block blanked out, line numbers kept. */
export function withoutCodeBlocks(source: string): string {
  const lines = source.split('\n');
  let closing: string | null = null;
  return lines
    .map((line) => {
      const fence = FENCE.exec(line);
      if (closing === null) {
        if (fence) {
          closing = fence[2]!;
          return '';
        }
        return line;
      }
      if (line.trim().startsWith(closing)) closing = null;
      return '';
    })
    .join('\n');
}

/** Every module and name the model can import, with packages and re-exports. */
export function importablePaths(model: ApiModel, reexports: Map<string, string[]>): Set<string> {
  const paths = new Set<string>();
  for (const module of model.modules) {
    const parts = module.id.split('.');
    for (let i = 1; i <= parts.length; i += 1) paths.add(parts.slice(0, i).join('.'));
  }
  for (const entry of model.entries) {
    paths.add(entry.id);
    for (const importer of reexports.get(entry.module) ?? []) {
      paths.add(`${importer}.${entry.name}`);
    }
  }
  return paths;
}

export function proseImportProblems(
  files: Array<{file: string; source: string}>,
  model: ApiModel,
  reexports: Map<string, string[]>,
): Problem[] {
  const known = importablePaths(model, reexports);
  const problems: Problem[] = [];
  for (const {file, source} of files) {
    const prose = withoutCodeBlocks(source);
    const lineAt = (index: number) => prose.slice(0, index).split('\n').length;
    for (const match of prose.matchAll(DOTTED_PATH)) {
      // `tapcraft.android.screen.find_colors()`: the trailing call is not part of the path.
      const path = match[0].replace(/\.$/, '');
      if (!known.has(path)) {
        problems.push({
          file,
          line: lineAt(match.index),
          message: `${path} is not in the API reference`,
        });
      }
    }
    for (const match of prose.matchAll(FROM_IMPORT)) {
      const module = match[1]!;
      for (const name of match[2]!.split(',').map((n) => n.trim().split(/\s/)[0]!)) {
        if (name && !known.has(`${module}.${name}`)) {
          problems.push({
            file,
            line: lineAt(match.index),
            message: `from ${module} import ${name}: ${module}.${name} is not in the API reference`,
          });
        }
      }
    }
  }
  return problems;
}

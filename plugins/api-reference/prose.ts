import type {Nodes} from 'mdast';

import {entriesByPath, type ApiModel} from '@tapcraft/core/api/model';
import type {Problem} from '@tapcraft/core/api/stubs';
import type {ParsedPage} from '@tapcraft/core/pages/parse';

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
/** Code blocks and imports hold no prose. */
const NO_PROSE = new Set(['code', 'mdxjsEsm', 'yaml']);

/** Every module and name the model can import, with packages and re-exports. */
function importablePaths(model: ApiModel, importers: Map<string, string[]>): Set<string> {
  const paths = new Set(entriesByPath(model, importers).keys());
  for (const module of model.modules) {
    const parts = module.id.split('.');
    for (let i = 1; i <= parts.length; i += 1) paths.add(parts.slice(0, i).join('.'));
  }
  return paths;
}

/** The prose of a page, each text with the line it starts on: text, inline code, JSX attribute values. */
function proseTexts(page: ParsedPage): Array<{text: string; line: number}> {
  const texts: Array<{text: string; line: number}> = [];
  const visit = (node: Nodes): void => {
    const line = node.position?.start.line ?? 1;
    if (NO_PROSE.has(node.type)) return;
    if (node.type === 'text' || node.type === 'inlineCode') texts.push({text: node.value, line});
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (typeof attribute.value === 'string') texts.push({text: attribute.value, line});
      }
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(page.tree);
  return texts;
}

function problemsIn(text: string, known: Set<string>): Array<{index: number; message: string}> {
  const found: Array<{index: number; message: string}> = [];
  for (const match of text.matchAll(DOTTED_PATH)) {
    // `tapcraft.android.screen.find_colors()`: the trailing call is not part of the path.
    const path = match[0].replace(/\.$/, '');
    if (!known.has(path)) {
      found.push({index: match.index, message: `${path} is not in the API reference`});
    }
  }
  for (const match of text.matchAll(FROM_IMPORT)) {
    const module = match[1]!;
    for (const name of match[2]!.split(',').map((n) => n.trim().split(/\s/)[0]!)) {
      if (name && !known.has(`${module}.${name}`)) {
        found.push({
          index: match.index,
          message: `from ${module} import ${name}: ${module}.${name} is not in the API reference`,
        });
      }
    }
  }
  return found;
}

export function proseImportProblems(
  pages: ParsedPage[],
  model: ApiModel,
  importers: Map<string, string[]>,
): Problem[] {
  const known = importablePaths(model, importers);
  return pages.flatMap((page) =>
    proseTexts(page).flatMap(({text, line}) =>
      problemsIn(text, known).map(({index, message}) => ({
        file: page.file,
        line: line + (text.slice(0, index).match(/\n/g)?.length ?? 0),
        message,
      })),
    ),
  );
}

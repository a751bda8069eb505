import * as acorn from 'acorn';
import {describe, expect, it} from 'vitest';

import {fencedBlocks} from '@tapcraft/core/api/page';
import {loadPages, parseTree} from '@tapcraft/core/pages/parse';
import type {Root} from 'mdast';

// JavaScript blocks (script windows, cloud clients, AutoJs6 scripts in the
// migration guide) must parse, as a script or as a module, like the Python
// blocks do (scripts/check-python-blocks.py).

const JAVASCRIPT = new Set(['js', 'javascript']);

/** Each JavaScript block of a page's tree that does not parse, at its line. */
function javascriptProblems(file: string, tree: Root): string[] {
  return fencedBlocks(tree)
    .filter((block) => JAVASCRIPT.has(block.language))
    .flatMap((block) => {
      try {
        acorn.parse(block.source, {ecmaVersion: 'latest', sourceType: 'script'});
        return [];
      } catch (asScript) {
        try {
          acorn.parse(block.source, {ecmaVersion: 'latest', sourceType: 'module'});
          return [];
        } catch {
          const {loc, message} = asScript as SyntaxError & {loc: {line: number}};
          return [`${file}:${block.line + loc.line - 1}: ${message.replace(/ \(\d+:\d+\)$/, '')}`];
        }
      }
    });
}

describe('JavaScript blocks', () => {
  it('every block in docs, blog and pages parses', async () => {
    const pages = await loadPages(process.cwd(), ['docs', 'blog', 'src/pages']);
    const blocks = pages.flatMap((page) =>
      fencedBlocks(page.tree).filter((b) => JAVASCRIPT.has(b.language)),
    );
    expect(blocks.map((block) => block.tool)).toContain('AutoJs6');
    expect(pages.flatMap((page) => javascriptProblems(page.file, page.tree))).toEqual([]);
  });

  it('reports a broken block at its line in the file', () => {
    const source = ['# Page', '', '```js title="main.js"', 'let a = 1;', 'if (a {', '```'].join(
      '\n',
    );
    expect(javascriptProblems('page.md', parseTree(source))).toEqual([
      'page.md:5: Unexpected token',
    ]);
  });
});

import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import {describe, expect, it} from 'vitest';

import {fencedBlocks} from '@tapcraft/core/api/page';
import {parseTree} from '@tapcraft/core/pages/parse';

// JavaScript blocks (script windows, cloud clients, AutoJs6 scripts in the
// migration guide) must parse, as a script or as a module, like the Python
// blocks do (scripts/check-python-blocks.py).

const JAVASCRIPT = new Set(['js', 'javascript']);

/** Each JavaScript block of a Markdown source that does not parse, at its line. */
function javascriptProblems(file: string, source: string): string[] {
  return fencedBlocks(parseTree(source, file))
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

const markdownFiles = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name));

describe('JavaScript blocks', () => {
  it('every block in docs, blog and pages parses', () => {
    const files = ['docs', 'blog', 'src/pages'].flatMap(markdownFiles);
    const blocks = files.flatMap((file) =>
      fencedBlocks(parseTree(readFileSync(file, 'utf8'), file)).filter((b) =>
        JAVASCRIPT.has(b.language),
      ),
    );
    expect(blocks.map((block) => block.tool)).toContain('AutoJs6');
    expect(files.flatMap((file) => javascriptProblems(file, readFileSync(file, 'utf8')))).toEqual(
      [],
    );
  });

  it('reports a broken block at its line in the file', () => {
    const source = ['# Page', '', '```js title="main.js"', 'let a = 1;', 'if (a {', '```'].join(
      '\n',
    );
    expect(javascriptProblems('page.md', source)).toEqual(['page.md:5: Unexpected token']);
  });
});

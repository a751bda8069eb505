import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

const NAME = 'tapcraft-mdx-errors';

/** Where an MDX file failed to compile and why, read from the loader's error message. */
export type MdxFailure = {file: string; line: number; column: number; reason: string};

// Docusaurus's MDX loader writes `MDX compilation failed for file "<path>"`,
// `Cause: <message>`, then `Details:` and the parser's error as JSON, which
// holds the position. Terminal colours may wrap the path.
const FAILED_FILE = /MDX compilation failed for file \S*?"([^"]+)"/;
const CAUSE = /Cause: (.*)$/m;
const LINE = /"line": (\d+)/;
const COLUMN = /"column": (\d+)/;

/** The failure an MDX loader error message describes, or null for any other error. */
export function parseMdxFailure(message: string): MdxFailure | null {
  const file = FAILED_FILE.exec(message)?.[1];
  const reason = CAUSE.exec(message)?.[1];
  const details = message.slice(message.indexOf('Details:'));
  const line = LINE.exec(details)?.[1];
  if (!file || !reason || !line) return null;
  return {file, line: Number(line), column: Number(COLUMN.exec(details)?.[1] ?? 1), reason};
}

/** The lines around the failure, with a caret under the column. */
function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split('\n');
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const frame: string[] = [];
  for (let n = first; n <= last; n += 1) {
    frame.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) frame.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return frame.join('\n');
}

/** What the overlay and the terminal show instead: file:line:column, the message, the lines. */
export function readableMdxError(failure: MdxFailure, siteDir: string): string {
  const where = `${path.relative(siteDir, failure.file)}:${failure.line}:${failure.column}`;
  let frame = '';
  try {
    frame = `\n\n${codeFrame(readFileSync(failure.file, 'utf8'), failure.line, failure.column)}`;
  } catch {
    // The file went away since; the position and the message still help.
  }
  return `${where}\n${failure.reason}${frame}`;
}

/**
 * Replaces each MDX compilation error of a compilation by a readable one.
 * The loader's own message is the parser's error as a JSON dump followed by
 * a stack trace, which the dev server's overlay shows as it is.
 */
export class ReadableMdxErrorsPlugin {
  constructor(private readonly siteDir: string) {}

  apply(compiler: Compiler): void {
    const {WebpackError} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterSeal.tap(NAME, () => {
        // A copy: Rspack's error list is a live view that `map` cannot walk while it is replaced.
        const errors = Array.from(compilation.errors);
        if (!errors.some((error) => parseMdxFailure(error.message))) return;
        compilation.errors = errors.map((error) => {
          const failure = parseMdxFailure(error.message);
          if (!failure) return error;
          const readable = new WebpackError(readableMdxError(failure, this.siteDir));
          readable.name = 'MDX error';
          // The message says where; the loader's stack trace says nothing to a writer.
          readable.stack = '';
          return readable;
        });
      });
    });
  }
}

/** Makes a broken MDX file readable in the dev server's overlay and in the build's output. */
export default function mdxErrorsPlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    configureWebpack() {
      return {plugins: [new ReadableMdxErrorsPlugin(context.siteDir)]};
    },
  };
}

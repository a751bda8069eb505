/**
 * What the server reads from a script itself, without running anything: its
 * statements as tokens, and the `tapcraft` names they use. No text of the
 * script ever becomes a pattern: every regular expression here is fixed, and
 * each scan is one pass over the text.
 */

export const MAX_CODE_CHARS = 20_000;

const NAME = /[\p{ID_Start}_][\p{ID_Continue}]*/uy;
/** Letters before a quote that make it a string's prefix (`rb"…"`, `f'…'`). */
const STRING_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$/;
const NUMBER_PART = /[0-9A-Za-z_.]/;
const OPENING = '([{';
const CLOSING = ')]}';

/** Where the string that starts at `start` (its first quote) ends, one past its last quote. */
function stringEnd(code: string, start: number): number {
  const quote = code[start]!;
  const triple = code.startsWith(quote.repeat(3), start);
  const closing = triple ? quote.repeat(3) : quote;
  let i = start + closing.length;
  while (i < code.length) {
    if (code[i] === '\\') i += 2;
    else if (code.startsWith(closing, i)) return i + closing.length;
    // A one-line string without its closing quote ends with its line, as Python reports it.
    else if (!triple && code[i] === '\n') return i;
    else i += 1;
  }
  return code.length;
}

/**
 * Whether an import statement starts at `start`, at the start of a line: it
 * ends a statement a bracket left open by mistake (`import tapcraft(`), so
 * one typo does not hide the imports after it.
 */
function startsImport(code: string, start: number): boolean {
  NAME.lastIndex = start;
  const word = NAME.exec(code)?.[0];
  return word === 'from' || word === 'import';
}

/**
 * The script's simple statements (lines, and the parts `;` separates), each
 * as its names and operator characters. Strings, comments, numbers and line
 * continuations are left out; a bracket keeps a statement open across lines.
 */
export function statements(code: string): string[][] {
  const result: string[][] = [];
  let current: string[] = [];
  let depth = 0;
  const end = () => {
    if (current.length > 0) result.push(current);
    current = [];
  };
  let i = 0;
  while (i < code.length) {
    const char = code[i]!;
    NAME.lastIndex = i;
    const name = NAME.exec(code);
    if (name) {
      i = NAME.lastIndex;
      if ((code[i] === '"' || code[i] === "'") && STRING_PREFIX.test(name[0]))
        i = stringEnd(code, i);
      else current.push(name[0]);
    } else if (char === '"' || char === "'") {
      i = stringEnd(code, i);
    } else if (char === '#') {
      const newline = code.indexOf('\n', i);
      i = newline < 0 ? code.length : newline;
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(code[i + 1] ?? ''))) {
      while (i < code.length && NUMBER_PART.test(code[i]!)) i += 1;
    } else {
      if (char === '\\' && /^\r?\n/.test(code.slice(i + 1, i + 3))) i = code.indexOf('\n', i);
      else if (char === '\n' && (depth === 0 || startsImport(code, i + 1))) {
        depth = 0;
        end();
      } else if (char === ';') end();
      else if (OPENING.includes(char)) depth += 1;
      else if (CLOSING.includes(char)) depth = Math.max(0, depth - 1);
      if (!/\s/.test(char) && char !== '\\' && char !== ';') current.push(char);
      i += 1;
    }
  }
  end();
  return result;
}

/** `a . b . c` from `tokens[start]`: the dotted name and where it ends. */
function dottedName(tokens: string[], start: number): {name: string; end: number} {
  const parts: string[] = [];
  let i = start;
  while (i < tokens.length && NAME_TOKEN.test(tokens[i]!)) {
    parts.push(tokens[i]!);
    if (tokens[i + 1] !== '.') return {name: parts.join('.'), end: i + 1};
    i += 2;
  }
  return {name: parts.join('.'), end: i};
}
const NAME_TOKEN = /^[\p{ID_Start}_][\p{ID_Continue}]*$/u;

const isTapcraft = (module: string) => module === 'tapcraft' || module.startsWith('tapcraft.');

/** Each `name [as alias]` of a comma-separated list, brackets ignored. */
function importedItems(tokens: string[]): Array<{name: string; alias?: string}> {
  const items: Array<{name: string; alias?: string}> = [];
  let i = 0;
  while (i < tokens.length) {
    if (!NAME_TOKEN.test(tokens[i]!)) {
      i += 1;
      continue;
    }
    const {name, end} = dottedName(tokens, i);
    const alias = tokens[end] === 'as' ? tokens[end + 1] : undefined;
    items.push({name, ...(alias !== undefined && NAME_TOKEN.test(alias) && {alias})});
    i = alias !== undefined ? end + 2 : end;
  }
  return items;
}

/**
 * The `tapcraft` imports of one `from` or `import` statement: each full
 * dotted name, and the local name it is bound to. Relative imports
 * (`from . import x`) and other packages give none.
 */
function tapcraftImports(tokens: string[]): Array<{full: string; local: string}> {
  if (tokens[0] === 'from') {
    const {name: module, end} = dottedName(tokens, 1);
    if (!isTapcraft(module) || tokens[end] !== 'import') return [];
    return importedItems(tokens.slice(end + 1)).map(({name, alias}) => ({
      full: `${module}.${name}`,
      local: alias ?? name,
    }));
  }
  return importedItems(tokens.slice(1))
    .filter(({name}) => isTapcraft(name))
    .map(({name, alias}) => ({full: name, local: alias ?? name}));
}

/**
 * The dotted `tapcraft` names a script uses: what it imports by name, and
 * the attributes it reads from an imported module (`screen.find_colors`
 * after `from tapcraft.android import screen` or `import tapcraft.android.screen as screen`).
 */
export function tapcraftNames(code: string): string[] {
  const names = new Set<string>();
  /** Local name → dotted path, for modules and classes the script imported. */
  const bound = new Map<string, string>();
  const others: string[][] = [];
  for (const tokens of statements(code)) {
    if (tokens[0] === 'from' || tokens[0] === 'import') {
      for (const {full, local} of tapcraftImports(tokens)) {
        names.add(full);
        bound.set(local, full);
      }
    } else others.push(tokens);
  }
  for (const tokens of others) {
    for (let i = 0; i < tokens.length; i += 1) {
      if (tokens[i - 1] === '.' || !NAME_TOKEN.test(tokens[i]!)) continue;
      const parts = dottedName(tokens, i).name.split('.');
      // The longest imported prefix, and the attribute read from it.
      for (let length = parts.length - 1; length > 0; length -= 1) {
        const full = bound.get(parts.slice(0, length).join('.'));
        if (full !== undefined) {
          names.add(`${full}.${parts[length]}`);
          break;
        }
      }
    }
  }
  return [...names].sort();
}

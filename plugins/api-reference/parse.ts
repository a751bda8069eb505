import {createSlugger} from '@docusaurus/utils';

import type {ApiPlatform} from '../../src/data/platforms-api';

/**
 * Reads API reference pages (MDX with `module:` in front matter) into entries:
 * one per `###` heading, with its since mark, signature block, tables and the
 * parts the content guide requires. Line-based on purpose: the layout is
 * strict and line numbers must point into the MDX file.
 */

export type {ApiPlatform};

export type CodeBlock = {
  /** 1-based line of the first code line in the MDX file. */
  line: number;
  title: string | null;
  source: string;
};

/** A row of an entry's parameter or attribute table, as written. */
export type TableRow = {
  name: string;
  /** The Type column without backticks, `''` when absent. */
  type: string;
  /** The Default column (parameters only): `required`, or a value without backticks. */
  default: string | null;
  /** The Description column, Markdown. */
  description: string;
};

export type ApiEntry = {
  name: string;
  /** Anchor of the heading: the explicit `{#id}` or the name itself. */
  anchor: string;
  line: number;
  /** The `<ApiMeta>` line, or null when the entry has none. */
  metaLine: number | null;
  /** The release that added the name on this page's platform. */
  since: string | null;
  differs: string | null;
  /** `platforms` written on `<ApiMeta>`: no longer allowed, the model derives them. */
  writtenPlatforms: string | null;
  /** First paragraph of the description, as Markdown. */
  summary: string;
  signature: CodeBlock | null;
  hasParameterTable: boolean;
  /** Rows of the parameter table (first column `x`), in table order. */
  parameterRows: TableRow[];
  /** Rows of an attribute table (`| Attribute | Type | Description |`). */
  attributeRows: TableRow[];
  /** Text after `**Returns:**` and `**Raises:**`, Markdown; null when absent. */
  returns: string | null;
  raises: string | null;
  /** Text after `**Message:**`: what an exception's message says, when the entry states it. */
  message: string | null;
  examples: CodeBlock[];
};

export type ApiPage = {
  file: string;
  module: string;
  title: string;
  reexports: string[];
  entries: ApiEntry[];
  /** Every python block that is an example, in the entries or elsewhere on the page. */
  examples: CodeBlock[];
};

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/;
const HEADING = /^(#{2,6})\s+(.*?)\s*$/;
const EXAMPLE_TITLES = /^(Example|main\.py|.*\.py)$/;

/** The front matter of a Markdown page, one value per key, and the line where the body starts. */
export function frontMatter(source: string): {data: Record<string, string>; endLine: number} {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return {data: {}, endLine: 0};
  const data: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const pair = /^([\w-]+):\s*(.*)$/.exec(line);
    if (pair) data[pair[1]!] = pair[2]!.replace(/^['"]|['"]$/g, '');
  }
  return {data, endLine: match[0].split('\n').length - 1};
}

function listValue(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((item) => item.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);
}

function titleOf(info: string): string | null {
  return /title=(?:"([^"]*)"|'([^']*)')/.exec(info)?.slice(1).find(Boolean) ?? null;
}

function parseApiMeta(
  line: string,
): Pick<ApiEntry, 'since' | 'differs' | 'writtenPlatforms'> | null {
  if (!line.includes('<ApiMeta')) return null;
  return {
    since: /since="([^"]*)"/.exec(line)?.[1] ?? null,
    differs: /differs="([^"]*)"/.exec(line)?.[1] ?? null,
    writtenPlatforms: /platforms=\{\[([^\]]*)\]\}/.exec(line)?.[1] ?? null,
  };
}

/** Cells of a Markdown table row; `\|` inside a cell is a literal pipe. */
export function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const unquote = (cell: string) => cell.replace(/^`+|`+$/g, '').trim();

export function parseApiPage(file: string, source: string): ApiPage | null {
  const {data, endLine} = frontMatter(source);
  if (!data.module) return null;
  const lines = source.split('\n');
  const entries: ApiEntry[] = [];
  const examples: CodeBlock[] = [];
  let current: ApiEntry | null = null;
  // The kind of table whose rows the current lines are.
  let table: 'parameters' | 'attributes' | null = null;
  // Anchors as Docusaurus makes them: explicit ids, else slugs unique per page.
  const slugger = createSlugger();

  for (let i = endLine; i < lines.length; i += 1) {
    const text = lines[i]!;
    const fence = FENCE.exec(text);
    if (fence) {
      const [, , marks, language, info] = fence;
      const start = i + 1;
      let end = start;
      while (end < lines.length && !lines[end]!.trim().startsWith(marks!)) end += 1;
      const indent = fence[1]!.length;
      const block: CodeBlock = {
        line: start + 1,
        title: titleOf(info ?? ''),
        source: lines
          .slice(start, end)
          .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
          .join('\n'),
      };
      if (language === 'python') {
        if (block.title === 'Signature') {
          if (current && !current.signature) current.signature = block;
        } else if (block.title && EXAMPLE_TITLES.test(block.title)) {
          examples.push(block);
          current?.examples.push(block);
        }
      }
      i = end;
      continue;
    }
    const heading = HEADING.exec(text);
    if (heading) {
      current = null;
      // `{#id}` or its escaped form `\{#id}`: an explicit anchor.
      const explicit = /\s*\\?\{#([^}]+)\}$/.exec(heading[2]!);
      const name = heading[2]!.replace(/\s*\\?\{#[^}]+\}$/, '').replace(/`/g, '');
      const anchor = explicit?.[1] ?? slugger.slug(name);
      if (heading[1] === '###') {
        current = {
          name,
          anchor,
          line: i + 1,
          metaLine: null,
          since: null,
          differs: null,
          writtenPlatforms: null,
          summary: '',
          signature: null,
          hasParameterTable: false,
          parameterRows: [],
          attributeRows: [],
          returns: null,
          raises: null,
          message: null,
          examples: [],
        };
        entries.push(current);
        table = null;
      }
      continue;
    }
    if (!current) continue;
    const meta = parseApiMeta(text);
    if (meta) {
      Object.assign(current, meta);
      current.metaLine = i + 1;
      continue;
    }
    if (/^\|\s*Parameter\s*\|/i.test(text)) {
      current.hasParameterTable = true;
      table = 'parameters';
      continue;
    }
    if (/^\|\s*Attribute\s*\|/i.test(text)) {
      table = 'attributes';
      continue;
    }
    const row = /^\|\s*`\*{0,2}([A-Za-z_]\w*)`\s*\|/.exec(text);
    if (row && table) {
      const cells = tableCells(text);
      if (table === 'parameters') {
        current.parameterRows.push({
          name: row[1]!,
          type: unquote(cells[1] ?? ''),
          default: unquote(cells[2] ?? ''),
          description: cells[3] ?? '',
        });
      } else {
        current.attributeRows.push({
          name: row[1]!,
          type: unquote(cells[1] ?? ''),
          default: null,
          description: cells[2] ?? '',
        });
      }
      continue;
    }
    if (!text.startsWith('|')) table = null;
    const paragraphEnd = () => {
      let end = i;
      while (end < lines.length && lines[end]!.trim() !== '') end += 1;
      return end;
    };
    const part = /^\*\*(Returns|Raises|Message):?\*\*:?\s*(.*)$/.exec(text);
    if (part) {
      const end = paragraphEnd();
      const paragraph = [part[2]!, ...lines.slice(i + 1, end)].join(' ').trim();
      current[part[1]!.toLowerCase() as 'returns' | 'raises' | 'message'] = paragraph;
      i = end - 1;
      continue;
    }
    // The description's first paragraph, before the signature, is the summary.
    const beforeSignature = current.signature === null && !current.hasParameterTable;
    if (beforeSignature && !current.summary && /^[^\s<:|#]/.test(text)) {
      const end = paragraphEnd();
      current.summary = lines.slice(i, end).join(' ').trim();
      i = end - 1;
    }
  }

  return {
    file,
    module: data.module,
    title: data.title ?? data.module,
    reexports: listValue(data.reexports),
    // Only headings with an ApiMeta line or a signature are API entries; others are prose subsections.
    entries: entries.filter((entry) => entry.metaLine !== null || entry.signature !== null),
    examples,
  };
}

/** Platform of a module path: `tapcraft.ios.action` → ios; the shared `tapcraft` package → null. */
export function modulePlatform(module: string): ApiPlatform | null {
  const segment = module.split('.')[1];
  return segment === 'android' || segment === 'ios' || segment === 'windows' ? segment : null;
}

/** The same module on another platform: `tapcraft.android.screen` → `tapcraft.ios.screen`. */
export function moduleOnPlatform(module: string, platform: ApiPlatform): string {
  const parts = module.split('.');
  parts[1] = platform;
  return parts.join('.');
}

/** A fenced block of any language, with what its info string says. */
export type FencedBlock = CodeBlock & {
  language: string;
  /** `tool="AutoJs6"`: the block is another tool's code, as migration guides show it. */
  tool: string | null;
};

/** Every fenced code block of a Markdown file, in order. */
export function fencedBlocks(source: string): FencedBlock[] {
  const lines = source.split('\n');
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const fence = FENCE.exec(lines[i]!);
    if (!fence) continue;
    const [, indentText, marks, language, info] = fence;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end]!.trim().startsWith(marks!)) end += 1;
    const indent = indentText!.length;
    blocks.push({
      line: start + 1,
      language: language ?? '',
      title: titleOf(info ?? ''),
      tool:
        /\btool=(?:"([^"]*)"|'([^']*)')/
          .exec(info ?? '')
          ?.slice(1)
          .find(Boolean) ?? null,
      source: lines
        .slice(start, end)
        .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
        .join('\n'),
    });
    i = end;
  }
  return blocks;
}

/**
 * Every python block of a Markdown file that is Tapcraft code, signature
 * blocks aside: all of them must type-check. Another tool's code
 * (`tool="Airtest"`) is only parsed (scripts/check-python-blocks.py).
 */
export function pythonExamples(source: string): CodeBlock[] {
  return fencedBlocks(source)
    .filter(
      (block) =>
        (block.language === 'python' || block.language === 'py') &&
        block.title !== 'Signature' &&
        block.tool === null,
    )
    .map(({line, title, source: code}) => ({line, title, source: code}));
}

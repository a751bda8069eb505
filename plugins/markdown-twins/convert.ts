import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {
  admonitionTitleToDirectiveLabel,
  DEFAULT_PARSE_FRONT_MATTER,
  escapeMarkdownHeadingIds,
  loadFreshModule,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import type {Node as EsNode, Program} from 'estree';
import type {Parents, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type PluggableList} from 'unified';
import {visit} from 'unist-util-visit';

import type {ApiModel} from '../api-reference/model';
import {htmlElements, themeComponents} from './builtins';
import {evaluate, ExpressionError, renderedText, Scope, type Binding} from './evaluate';
import type {ComponentConverter, MarkdownContext} from './types';

/**
 * MDX to plain Markdown, from the source: the page is parsed as Docusaurus
 * parses it, its imports resolved (values from `src/data/*`, components to
 * their Markdown converters, partials inlined), every JSX element and
 * expression replaced by Markdown, and the tree written out again.
 */

export type ConvertOptions = {
  /** Absolute path of the page; errors name it relative to `siteDir`. */
  file: string;
  siteDir: string;
  /** Remark plugins the site runs on the page before it renders (the API reference's). */
  remarkPlugins?: PluggableList;
  /** Values of `@generated/…` imports (the API model's page data), by import path. */
  generated?: (source: string) => unknown;
  /** Rewrites every link and image URL; by default they stay as written. */
  url?: (url: string) => string;
  /** The API model, for components that render it. */
  model?: ApiModel;
  /** The title of every doc by its permalink, for components that link pages by their title. */
  docTitles?: ReadonlyMap<string, string>;
  /** The page's own URL, for components a browser must run; by default the page's file. */
  pageUrl?: string;
  /** Loads a module by absolute path; share one `moduleLoader()` across pages. */
  loadModule?: ModuleLoader;
};

export type ConvertResult = {
  frontMatter: Record<string, unknown>;
  /** The page's Markdown, without front matter. */
  markdown: string;
  /** The partials (imported `.mdx` files) the Markdown inlines: absolute path and the text inlined. */
  partials: Array<{file: string; text: string}>;
};

export type ModuleLoader = (file: string) => Promise<Record<string, unknown>>;

/** A page the converter refuses, at its file and line. */
export class MarkdownTwinError extends Error {}

/** Loads TypeScript modules (data modules, converters) once each. */
export function moduleLoader(): ModuleLoader {
  const cache = new Map<string, Promise<Record<string, unknown>>>();
  return (file) => {
    if (!cache.has(file)) {
      cache.set(file, loadFreshModule(file) as Promise<Record<string, unknown>>);
    }
    return cache.get(file)!;
  };
}

/** Admonitions Docusaurus renders, with the label its boxes show. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** Docusaurus's own rewrites before MDX parses a page (mdx1Compat: heading ids, admonition titles). */
function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    Object.keys(ADMONITIONS),
  );
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkComment);

const markdownParser = unified().use(remarkParse).use(remarkGfm);

const stringifier = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    strong: '*',
  })
  .use(remarkGfm, {tablePipeAlign: false});

/** Markdown text of an mdast tree, as every twin writes it. */
export function stringifyMarkdown(root: Root): string {
  return stringifier.stringify(root);
}

/** Parents whose children are phrasing content. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);

const COMPONENTS_HINT =
  'a page may use values of the data modules it imports (src/data/*), template literals and calls of functions those modules export; move other logic into a component (src/components/<Name>/index.tsx) with a Markdown converter next to it (markdown.ts)';

type Import = {source: string; imported: string};

type EsmNode = {type: 'mdxjsEsm'; data?: {estree?: Program | null}};

function phrasing(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((node) =>
    node.type === 'paragraph' ? node.children : [node as PhrasingContent],
  );
}

function parseMarkdown(markdown: string): RootContent[] {
  return (markdownParser.parse(markdown) as Root).children;
}

/**
 * Converts one page. Throws a `MarkdownTwinError` naming file and line when
 * it cannot. The least a script passes is the page and the site:
 *
 *   const {frontMatter, markdown} = await mdxToMarkdown(source, {file, siteDir});
 *
 * An API reference page also needs what the site gives it: `remarkPlugins:
 * [remarkApiPage]`, `generated` (its page data, `apiPageData` of the model by
 * `pageDataPath(module)`) and `model`; `loadApiReference(siteDir)` loads the
 * model (plugins/markdown-twins/index.ts does all three).
 */
export async function mdxToMarkdown(
  source: string,
  options: ConvertOptions,
): Promise<ConvertResult> {
  const partials = new Map<string, string>();
  const {frontMatter, nodes} = await convertFile(source, {
    ...options,
    loadModule: options.loadModule ?? moduleLoader(),
    partials,
  });
  const root: Root = {type: 'root', children: nodes};
  if (options.url) {
    const rewrite = options.url;
    visit(root, (node) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        try {
          node.url = rewrite(node.url);
        } catch (error) {
          const line = node.position ? `:${node.position.start.line}` : '';
          const file = path.relative(options.siteDir, options.file);
          throw new MarkdownTwinError(`${file}${line}: ${(error as Error).message}`);
        }
      }
    });
  }
  return {
    frontMatter,
    markdown: stringifyMarkdown(root),
    partials: [...partials].map(([file, text]) => ({file, text})),
  };
}

async function convertFile(
  source: string,
  options: ConvertOptions & {loadModule: ModuleLoader; partials: Map<string, string>},
  seen: string[] = [],
): Promise<{frontMatter: Record<string, unknown>; nodes: RootContent[]}> {
  const relative = path.relative(options.siteDir, options.file);
  const text = preprocess(source);
  const fail = (message: string, line?: number): never => {
    throw new MarkdownTwinError(`${relative}${line ? `:${line}` : ''}: ${message}`);
  };
  let tree: Root;
  try {
    tree = parser.parse(text) as Root;
  } catch (error) {
    const place = (error as {line?: number}).line;
    return fail(`cannot be parsed as MDX: ${(error as Error).message}`, place);
  }
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: options.file,
    fileContent: source,
  });
  if (options.remarkPlugins?.length) {
    await unified()
      .use(options.remarkPlugins)
      .run(tree, {path: options.file, value: text, data: {frontMatter}});
  }

  const imports = new Map<string, Import>();
  const bindings = new Map<string, Binding>();
  const dir = path.dirname(options.file);
  const resolveSource = (source: string) =>
    source.startsWith('@site/')
      ? path.join(options.siteDir, source.slice('@site/'.length))
      : source.startsWith('.')
        ? path.join(dir, source)
        : null;

  for (const node of tree.children.filter((n) => n.type === 'mdxjsEsm') as EsmNode[]) {
    for (const statement of node.data?.estree?.body ?? []) {
      const line = statement.loc?.start.line;
      if (statement.type === 'ImportDeclaration') {
        const from = String(statement.source.value);
        const file = resolveSource(from);
        const isData =
          file !== null && file.startsWith(path.join(options.siteDir, 'src', 'data') + path.sep);
        const module = isData
          ? await options
              .loadModule(file)
              .catch((error: Error) => fail(`cannot load ${from}: ${error.message}`, line))
          : null;
        for (const specifier of statement.specifiers) {
          const name = specifier.local.name;
          const imported =
            specifier.type === 'ImportSpecifier'
              ? specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : String(specifier.imported.value)
              : specifier.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*';
          imports.set(name, {source: from, imported});
          if (module) {
            if (imported !== '*' && !(imported in module)) {
              fail(`${from} exports no ${imported}`, line);
            }
            bindings.set(name, {
              from: 'module',
              value: imported === '*' ? module : module[imported],
            });
          } else if (from.startsWith('@generated/') && options.generated?.(from) !== undefined) {
            bindings.set(name, {from: 'module', value: options.generated(from)});
          } else {
            bindings.set(name, {
              from: 'unusable',
              reason: `${name} comes from ${from}, not from a data module in src/data`,
            });
          }
        }
      } else if (
        statement.type === 'ExportNamedDeclaration' &&
        statement.declaration?.type === 'VariableDeclaration'
      ) {
        for (const declarator of statement.declaration.declarations) {
          if (declarator.id.type === 'Identifier' && declarator.init) {
            bindings.set(declarator.id.name, {from: 'export', expression: declarator.init});
          }
        }
      }
    }
  }
  const scope = new Scope(bindings);

  /** The expression's value, or its text as React renders it. */
  const evaluateAt = (expression: EsNode, fallbackLine?: number, asText = false): unknown => {
    try {
      const value = evaluate(expression, scope);
      return asText ? renderedText(value, expression) : value;
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      const line = error.node.loc?.start.line ?? expression.loc?.start.line ?? fallbackLine;
      const start = (error.node as {start?: number}).start;
      const end = (error.node as {end?: number}).end;
      const code = start !== undefined && end !== undefined ? text.slice(start, end) : '';
      return fail(
        `the expression ${code ? `\`${code.replace(/\s+/g, ' ').slice(0, 80)}\` ` : ''}${error.message}: ${COMPONENTS_HINT}`,
        line,
      );
    }
  };

  const converterOf = async (
    element: MdxJsxFlowElement | MdxJsxTextElement,
  ): Promise<ComponentConverter | {partial: string}> => {
    const name = element.name!;
    const line = element.position?.start.line;
    if (/^[a-z]/.test(name)) {
      return (
        htmlElements[name] ?? fail(`<${name}> has no Markdown form; write Markdown instead`, line)
      );
    }
    const imported = imports.get(name);
    if (!imported) return fail(`<${name}> is not imported`, line);
    const builtin = themeComponents[imported.source];
    if (builtin) return builtin;
    const file = resolveSource(imported.source);
    if (file && /\.mdx?$/.test(file)) return {partial: file};
    const converterFile = file && path.join(file, 'markdown.ts');
    if (imported.imported !== 'default' || !converterFile || !existsSync(converterFile)) {
      return fail(
        `<${name}> (from ${imported.source}) has no Markdown converter: components of src/components export toMarkdown from markdown.ts in their folder`,
        line,
      );
    }
    const module = await options.loadModule(converterFile);
    const convert = module.toMarkdown;
    if (typeof convert !== 'function') {
      return fail(`${path.relative(options.siteDir, converterFile)} exports no toMarkdown`, line);
    }
    return convert as ComponentConverter;
  };

  let headingDepth = 0;

  const convertElement = async (
    element: MdxJsxFlowElement | MdxJsxTextElement,
  ): Promise<RootContent[]> => {
    const line = element.position?.start.line;
    const inline = element.type === 'mdxJsxTextElement';
    // `<head>` sets the HTML page's metadata; a twin has none.
    if (element.name === 'head') return [];
    const children = await convertNodes(element.children as RootContent[]);
    if (element.name === null) return children;
    const props: Record<string, unknown> = {};
    for (const attribute of element.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') {
        return fail(`<${element.name}> spreads props; pass each prop by name`, line);
      }
      const value = attribute.value;
      props[attribute.name] =
        value === null || value === undefined
          ? true
          : typeof value === 'string'
            ? value
            : evaluateAt(
                (value.data?.estree?.body[0] as {expression: EsNode} | undefined)?.expression ??
                  fail(`<${element.name}> has an empty ${attribute.name}={}`, line),
                line,
              );
    }
    const converter = await converterOf(element);
    if ('partial' in converter) {
      if (seen.includes(converter.partial)) return fail(`${element.name} includes itself`, line);
      const partialText = await readFile(converter.partial, 'utf8');
      options.partials.set(converter.partial, partialText);
      const partial = await convertFile(partialText, {...options, file: converter.partial}, [
        ...seen,
        options.file,
      ]);
      return inline ? phrasing(partial.nodes) : partial.nodes;
    }
    const context: MarkdownContext = {
      model: options.model,
      ...(options.docTitles ? {docTitles: options.docTitles} : {}),
      pageUrl: options.pageUrl ?? relative,
      headingDepth,
      parse: parseMarkdown,
      parseInline: (markdown) => phrasing(parseMarkdown(markdown)),
    };
    let result: string | RootContent[];
    try {
      result = converter({props, children, inline}, context);
    } catch (error) {
      return fail(`<${element.name}>: ${(error as Error).message}`, line);
    }
    const nodes = typeof result === 'string' ? parseMarkdown(result) : result;
    return inline ? phrasing(nodes) : nodes;
  };

  const convertNode = async (node: RootContent): Promise<RootContent[]> => {
    const line = node.position?.start.line;
    switch (node.type) {
      case 'mdxjsEsm':
      case 'yaml':
        return [];
      case 'heading': {
        headingDepth = node.depth;
        const last = node.children[node.children.length - 1];
        if (last?.type === 'text') last.value = parseMarkdownHeadingId(last.value).text;
        node.children = phrasing(await convertNodes(node.children));
        return [node];
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const statement = (node.data?.estree as Program | null | undefined)?.body[0];
        // `{/* truncate */}` and other comments hold no statement.
        if (!statement) return [];
        if (statement.type !== 'ExpressionStatement') {
          return fail(`\`{${node.value}}\` is not an expression`, line);
        }
        const value = evaluateAt(statement.expression, line, true) as string;
        if (value === '') return [];
        const textNode: PhrasingContent = {type: 'text', value};
        return node.type === 'mdxFlowExpression'
          ? [{type: 'paragraph', children: [textNode]}]
          : [textNode];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return convertElement(node);
      case 'containerDirective': {
        const label = ADMONITIONS[node.name];
        if (!label) return fail(`:::${node.name} is not an admonition`, line);
        const [first, ...rest] = node.children;
        const titled = first?.type === 'paragraph' && first.data?.directiveLabel;
        const title = titled ? phrasing(await convertNodes(first.children)) : [];
        const body = await convertNodes(titled ? rest : node.children);
        return [
          {
            type: 'blockquote',
            children: [
              {
                type: 'paragraph',
                children: [
                  {type: 'strong', children: title.length ? title : [{type: 'text', value: label}]},
                ],
              },
              ...(body as typeof node.children),
            ],
          },
        ];
      }
      case 'leafDirective':
      case 'textDirective': {
        // Not a directive the site uses: Docusaurus shows the text as written.
        const written = text.slice(node.position!.start.offset, node.position!.end.offset);
        const textNode: PhrasingContent = {type: 'text', value: written};
        return node.type === 'leafDirective'
          ? [{type: 'paragraph', children: [textNode]}]
          : [textNode];
      }
      default:
        if ('children' in node) {
          (node as Parents).children = (await convertNodes(
            node.children as RootContent[],
            PHRASING_PARENTS.has(node.type),
          )) as Parents['children'];
        }
        return [node];
    }
  };

  const convertNodes = async (nodes: RootContent[], inline = false): Promise<RootContent[]> => {
    const converted: RootContent[] = [];
    for (const node of nodes) converted.push(...(await convertNode(node)));
    return inline ? phrasing(converted) : converted;
  };

  const nodes = await convertNodes(tree.children);
  return {frontMatter, nodes};
}

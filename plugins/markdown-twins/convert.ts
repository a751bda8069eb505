import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {loadFreshModule, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {
  ImportDeclaration,
  ModuleDeclaration,
  Node as EsNode,
  Program,
  Statement,
} from 'estree';
import type {PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type PluggableList} from 'unified';
import {visit} from 'unist-util-visit';

import type {ApiModel} from '@tapcraft/core/api/model';
import type {ComponentConverter, MarkdownContext} from '@tapcraft/core/markdown/converter';
import {ADMONITIONS, parsePage, PageParseError, type ParsedPage} from '@tapcraft/core/pages/parse';
import {htmlElements, phrasing, themeComponents} from './builtins';
import {evaluate, ExpressionError, renderedText, Scope, type Binding} from './evaluate';

/**
 * MDX to plain Markdown, from the page's parsed tree: its imports resolved
 * (values from `src/data/*`, components to their Markdown converters,
 * partials inlined), every JSX element and expression replaced by Markdown,
 * and the tree written out again. The shared tree is never changed.
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
  /** The page's locale; English by default. */
  locale?: string;
  /** The locale's UI labels by id (`i18n/<locale>/code.json`), for the components' labels. */
  codeTranslations?: Readonly<Record<string, string>>;
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

/** A label with its `{name}` placeholders filled, as Docusaurus's `translate()` fills them. */
function fillPlaceholders(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

function parseMarkdown(markdown: string): RootContent[] {
  return (markdownParser.parse(markdown) as Root).children;
}

/** The name an import specifier takes from its module: a name, `default` or `*`. */
function importedName(specifier: ImportDeclaration['specifiers'][number]): string {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return '*';
  const {imported} = specifier;
  return imported.type === 'Identifier' ? imported.name : String(imported.value);
}

type Options = ConvertOptions & {loadModule: ModuleLoader; partials: Map<string, string>};

/** One page's conversion; a partial it inlines gets a converter of its own. */
class PageConverter {
  readonly #imports = new Map<string, Import>();
  readonly #bindings = new Map<string, Binding>();
  readonly #scope = new Scope(this.#bindings);
  #headingDepth = 0;

  constructor(
    private readonly page: ParsedPage,
    private readonly options: Options,
    private readonly seen: string[],
  ) {}

  fail(message: string, line?: number): never {
    throw new MarkdownTwinError(`${this.page.file}${line ? `:${line}` : ''}: ${message}`);
  }

  async convert(tree: Root): Promise<RootContent[]> {
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
        await this.bind(statement);
      }
    }
    return this.convertNodes(tree.children);
  }

  resolve(source: string): string | null {
    if (source.startsWith('@site/')) {
      return path.join(this.options.siteDir, source.slice('@site/'.length));
    }
    return source.startsWith('.') ? path.join(path.dirname(this.options.file), source) : null;
  }

  /** What an import or `export const` of the page makes its names stand for. */
  async bind(statement: Statement | ModuleDeclaration): Promise<void> {
    if (statement.type === 'ImportDeclaration') return this.bindImport(statement);
    if (
      statement.type !== 'ExportNamedDeclaration' ||
      statement.declaration?.type !== 'VariableDeclaration'
    ) {
      return;
    }
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init) {
        this.#bindings.set(declarator.id.name, {from: 'export', expression: declarator.init});
      }
    }
  }

  async bindImport(statement: ImportDeclaration): Promise<void> {
    const line = statement.loc?.start.line;
    const from = String(statement.source.value);
    const file = this.resolve(from);
    const dataDir = path.join(this.options.siteDir, 'src', 'data') + path.sep;
    const module = file?.startsWith(dataDir)
      ? await this.options
          .loadModule(file)
          .catch((error: Error) => this.fail(`cannot load ${from}: ${error.message}`, line))
      : null;
    const generated = from.startsWith('@generated/') ? this.options.generated?.(from) : undefined;
    for (const specifier of statement.specifiers) {
      const name = specifier.local.name;
      const imported = importedName(specifier);
      this.#imports.set(name, {source: from, imported});
      if (module && imported !== '*' && !(imported in module)) {
        this.fail(`${from} exports no ${imported}`, line);
      }
      this.#bindings.set(
        name,
        module
          ? {from: 'module', value: imported === '*' ? module : module[imported]}
          : generated !== undefined
            ? {from: 'module', value: generated}
            : {
                from: 'unusable',
                reason: `${name} comes from ${from}, not from a data module in src/data`,
              },
      );
    }
  }

  /** The expression's value, or its text as React renders it. */
  evaluateAt(expression: EsNode, fallbackLine?: number, asText = false): unknown {
    try {
      const value = evaluate(expression, this.#scope);
      return asText ? renderedText(value, expression) : value;
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      const line = error.node.loc?.start.line ?? expression.loc?.start.line ?? fallbackLine;
      const {start, end} = error.node as {start?: number; end?: number};
      const code = start !== undefined && end !== undefined ? this.page.text.slice(start, end) : '';
      const shown = code ? `\`${code.replace(/\s+/g, ' ').slice(0, 80)}\` ` : '';
      return this.fail(`the expression ${shown}${error.message}: ${COMPONENTS_HINT}`, line);
    }
  }

  async converterOf(
    element: MdxJsxFlowElement | MdxJsxTextElement,
  ): Promise<ComponentConverter | {partial: string}> {
    const name = element.name!;
    const line = element.position?.start.line;
    if (/^[a-z]/.test(name)) {
      return (
        htmlElements[name] ??
        this.fail(`<${name}> has no Markdown form; write Markdown instead`, line)
      );
    }
    const imported = this.#imports.get(name) ?? this.fail(`<${name}> is not imported`, line);
    const builtin = themeComponents[imported.source];
    if (builtin) return builtin;
    const file = this.resolve(imported.source);
    if (file && /\.mdx?$/.test(file)) return {partial: file};
    const converterFile = file && path.join(file, 'markdown.ts');
    if (imported.imported !== 'default' || !converterFile || !existsSync(converterFile)) {
      return this.fail(
        `<${name}> (from ${imported.source}) has no Markdown converter: components of src/components export toMarkdown from markdown.ts in their folder`,
        line,
      );
    }
    const {toMarkdown} = await this.options.loadModule(converterFile);
    if (typeof toMarkdown !== 'function') {
      const relative = path.relative(this.options.siteDir, converterFile);
      return this.fail(`${relative} exports no toMarkdown`, line);
    }
    return toMarkdown as ComponentConverter;
  }

  propsOf(element: MdxJsxFlowElement | MdxJsxTextElement): Record<string, unknown> {
    const line = element.position?.start.line;
    const props: Record<string, unknown> = {};
    for (const attribute of element.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') {
        this.fail(`<${element.name}> spreads props; pass each prop by name`, line);
      }
      const {value} = attribute;
      if (value === null || value === undefined || typeof value === 'string') {
        props[attribute.name] = value ?? true;
        continue;
      }
      const expression = (value.data?.estree?.body[0] as {expression?: EsNode} | undefined)
        ?.expression;
      props[attribute.name] = this.evaluateAt(
        expression ?? this.fail(`<${element.name}> has an empty ${attribute.name}={}`, line),
        line,
      );
    }
    return props;
  }

  async convertPartial(file: string, inline: boolean, line?: number): Promise<RootContent[]> {
    if (this.seen.includes(file)) this.fail(`${path.basename(file)} includes itself`, line);
    const text = await readFile(file, 'utf8');
    this.options.partials.set(file, text);
    const partial = await parseForTwin(file, text, this.options);
    const converter = new PageConverter(partial, {...this.options, file}, [
      ...this.seen,
      this.options.file,
    ]);
    const nodes = await converter.convert(partial.tree);
    return inline ? phrasing(nodes) : nodes;
  }

  async convertElement(element: MdxJsxFlowElement | MdxJsxTextElement): Promise<RootContent[]> {
    const line = element.position?.start.line;
    const inline = element.type === 'mdxJsxTextElement';
    // `<head>` sets the HTML page's metadata; a twin has none.
    if (element.name === 'head') return [];
    const children = await this.convertNodes(element.children as RootContent[]);
    if (element.name === null) return children;
    const props = this.propsOf(element);
    const converter = await this.converterOf(element);
    if ('partial' in converter) return this.convertPartial(converter.partial, inline, line);
    const context: MarkdownContext = {
      locale: this.options.locale ?? 'en',
      translate: (label, values) =>
        fillPlaceholders(this.options.codeTranslations?.[label.id] ?? label.message, values),
      model: this.options.model,
      ...(this.options.docTitles ? {docTitles: this.options.docTitles} : {}),
      pageUrl: this.options.pageUrl ?? this.page.file,
      headingDepth: this.#headingDepth,
      parse: parseMarkdown,
      parseInline: (markdown) => phrasing(parseMarkdown(markdown)),
    };
    let result: string | RootContent[];
    try {
      result = converter({props, children, inline}, context);
    } catch (error) {
      return this.fail(`<${element.name}>: ${(error as Error).message}`, line);
    }
    const nodes = typeof result === 'string' ? parseMarkdown(result) : result;
    return inline ? phrasing(nodes) : nodes;
  }

  convertExpression(node: RootContent & {type: 'mdxFlowExpression' | 'mdxTextExpression'}) {
    const line = node.position?.start.line;
    const statement = (node.data?.estree as Program | null | undefined)?.body[0];
    // `{/* truncate */}` and other comments hold no statement.
    if (!statement) return [];
    if (statement.type !== 'ExpressionStatement') {
      return this.fail(`\`{${node.value}}\` is not an expression`, line);
    }
    const value = this.evaluateAt(statement.expression, line, true) as string;
    if (value === '') return [];
    const textNode: PhrasingContent = {type: 'text', value};
    return node.type === 'mdxFlowExpression'
      ? [{type: 'paragraph' as const, children: [textNode]}]
      : [textNode];
  }

  /** An admonition: a block quote that starts with its title (or its label) in bold. */
  async convertAdmonition(node: RootContent & {type: 'containerDirective'}) {
    const label =
      ADMONITIONS[node.name] ??
      this.fail(`:::${node.name} is not an admonition`, node.position?.start.line);
    const [first, ...rest] = node.children;
    const titled = first?.type === 'paragraph' && first.data?.directiveLabel;
    const title = titled ? phrasing(await this.convertNodes(first.children)) : [];
    const body = await this.convertNodes(titled ? rest : node.children);
    const heading: PhrasingContent = {
      type: 'strong',
      children: title.length ? title : [{type: 'text', value: label}],
    };
    return [
      {
        type: 'blockquote' as const,
        children: [{type: 'paragraph' as const, children: [heading]}, ...body],
      },
    ] as RootContent[];
  }

  async convertHeading(node: RootContent & {type: 'heading'}): Promise<RootContent[]> {
    this.#headingDepth = node.depth;
    const children = node.children.map((child, index) =>
      index === node.children.length - 1 && child.type === 'text'
        ? {...child, value: parseMarkdownHeadingId(child.value).text}
        : child,
    );
    return [{...node, children: phrasing(await this.convertNodes(children))}];
  }

  async convertNode(node: RootContent): Promise<RootContent[]> {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'yaml':
        return [];
      case 'heading':
        return this.convertHeading(node);
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return this.convertExpression(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.convertElement(node);
      case 'containerDirective':
        return this.convertAdmonition(node);
      case 'leafDirective':
      case 'textDirective': {
        // Not a directive the site uses: Docusaurus shows the text as written.
        const {start, end} = node.position!;
        const textNode: PhrasingContent = {
          type: 'text',
          value: this.page.text.slice(start.offset, end.offset),
        };
        return node.type === 'leafDirective'
          ? [{type: 'paragraph', children: [textNode]}]
          : [textNode];
      }
      default:
        if (!('children' in node)) return [{...node}];
        return [
          {
            ...node,
            children: await this.convertNodes(
              node.children as RootContent[],
              PHRASING_PARENTS.has(node.type),
            ),
          } as RootContent,
        ];
    }
  }

  async convertNodes(nodes: RootContent[], inline = false): Promise<RootContent[]> {
    const converted: RootContent[] = [];
    for (const node of nodes) converted.push(...(await this.convertNode(node)));
    return inline ? phrasing(converted) : converted;
  }
}

/** The page parsed once for the whole site; a copy when remark plugins will change it. */
async function parseForTwin(file: string, source: string, options: ConvertOptions) {
  const relative = path.relative(options.siteDir, file);
  let page: ParsedPage;
  try {
    page = await parsePage(relative, source);
  } catch (error) {
    if (error instanceof PageParseError) throw new MarkdownTwinError(error.message);
    throw error;
  }
  if (!options.remarkPlugins?.length) return page;
  const tree = JSON.parse(JSON.stringify(page.tree)) as Root;
  await unified()
    .use(options.remarkPlugins)
    .run(tree, {path: file, value: page.text, data: {frontMatter: page.frontMatter}});
  return {...page, tree};
}

/** Every link and image of the twin, rewritten by `rewrite`, at the line of the one it cannot. */
function rewriteUrls(root: Root, rewrite: (url: string) => string, file: string): void {
  visit(root, (node) => {
    // Links, images and definitions.
    if (!('url' in node)) return;
    try {
      node.url = rewrite(node.url);
    } catch (error) {
      const line = node.position ? `:${node.position.start.line}` : '';
      throw new MarkdownTwinError(`${file}${line}: ${(error as Error).message}`);
    }
  });
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
  const page = await parseForTwin(options.file, source, options);
  const converter = new PageConverter(
    page,
    {...options, loadModule: options.loadModule ?? moduleLoader(), partials},
    [],
  );
  const root: Root = {type: 'root', children: await converter.convert(page.tree)};
  if (options.url) rewriteUrls(root, options.url, page.file);
  return {
    frontMatter: page.frontMatter,
    markdown: stringifyMarkdown(root),
    partials: [...partials].map(([file, text]) => ({file, text})),
  };
}

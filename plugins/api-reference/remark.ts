import {parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type Plugin} from 'unified';
import {visit} from 'unist-util-visit';

import {otherTools, type OtherTool} from '@tapcraft/data/api-aliases';

/** Name of the page's model data in the compiled MDX. */
const DATA = '__tapcraftApiPage';
/** Prefix of the name of a migration table's rows in the compiled MDX. */
const MIGRATION = '__tapcraftMigration';

/** Where the plugin writes a module's page data: `@generated/.../api-pages/<module>.json`. */
export function pageDataPath(module: string): string {
  return `@generated/tapcraft-api-reference/default/api-pages/${module}.json`;
}

const snippetParser = unified().use(remarkParse).use(remarkMdx);

/** MDX nodes, with their ESTree, from a snippet of MDX. */
function mdxNodes(snippet: string): RootContent[] {
  return (snippetParser.runSync(snippetParser.parse(snippet)) as Root).children;
}

type JsxElement = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: Array<{type: string; name?: string; value?: unknown}>;
};

/**
 * On an API reference page (front matter `module:`), gives each
 * `<ApiMeta>` its entry from the model, and puts the module's member table
 * before the first section. The data is imported from a JSON file the
 * plugin writes, not written into the page: a page's badges depend on other
 * pages (the same call on another platform), and the bundler rebuilds a page
 * when a file it imports changes. The reading layout of the entries is a
 * separate plugin (./entryLayout), which the Markdown twins leave out.
 */
/** Where the page's member table comes from: the config names the component, so no plugin names a path in src/. */
export type ApiPageOptions = {membersComponent: string};

const remarkApiPage: Plugin<[ApiPageOptions], Root> =
  ({membersComponent}) =>
  (tree, file) => {
    const frontMatter = (file.data as {frontMatter?: {module?: unknown}}).frontMatter;
    const module = typeof frontMatter?.module === 'string' ? frontMatter.module : null;
    if (!module) return;

    let entryName: string | null = null;
    const children = tree.children;
    let firstSection = -1;
    children.forEach((node, index) => {
      if (node.type === 'heading') {
        if (node.depth === 2 && firstSection < 0) firstSection = index;
        // The name as the model reads it (core/api/page.ts).
        entryName = node.depth === 3 ? parseMarkdownHeadingId(toString(node)).text.trim() : null;
        return;
      }
      const element = node as unknown as JsxElement;
      if (element.type === 'mdxJsxFlowElement' && element.name === 'ApiMeta' && entryName) {
        const [withEntry] = mdxNodes(
          `<ApiMeta entry={${DATA}.entries[${JSON.stringify(entryName)}]} />`,
        ) as unknown as JsxElement[];
        // `since` and `differs` are read into the model; the badges show the model.
        element.attributes = withEntry!.attributes;
      }
    });

    const members = mdxNodes(`<ApiMembers members={${DATA}.members} entries={${DATA}.entries} />`);
    children.splice(firstSection < 0 ? children.length : firstSection, 0, ...members);
    children.unshift(
      ...mdxNodes(
        [
          `import ${DATA} from ${JSON.stringify(pageDataPath(module))};`,
          `import ApiMembers from ${JSON.stringify(membersComponent)};`,
        ].join('\n'),
      ),
    );
  };

export default remarkApiPage;

/** Where the plugin writes a migration guide's table: `@generated/.../migrations/<tool>.json`. */
export function migrationDataPath(tool: OtherTool): string {
  return `@generated/tapcraft-api-reference/default/migrations/${tool}.json`;
}

const isOtherTool = (value: unknown): value is OtherTool => otherTools.includes(value as OtherTool);

/**
 * On any docs page, gives each `<MigrationTable tool="AutoJs6" />` the rows
 * of that tool's table, imported from the JSON file the plugin writes (so a
 * page loads its own tool's rows only, and rebuilds when the aliases change).
 * A tool that is not in `otherTools` fails the build at its line.
 */
export const remarkMigrationTable: Plugin<[], Root> = () => (tree, file) => {
  const tools = new Set<OtherTool>();
  visit(tree, 'mdxJsxFlowElement', (node: RootContent) => {
    const element = node as unknown as JsxElement;
    if (element.name !== 'MigrationTable') return;
    const tool = element.attributes.find((attribute) => attribute.name === 'tool')?.value;
    if (!isOtherTool(tool)) {
      const written = JSON.stringify(tool ?? null);
      throw file.fail(
        `<MigrationTable tool=${written}>: tool must be one of ${otherTools.join(', ')}`,
        node,
      );
    }
    tools.add(tool);
    const [withRows] = mdxNodes(
      `<MigrationTable tool=${JSON.stringify(tool)} rows={${MIGRATION}${tool}} />`,
    ) as unknown as JsxElement[];
    element.attributes = withRows!.attributes;
  });
  tree.children.unshift(
    ...[...tools].flatMap((tool) =>
      mdxNodes(`import ${MIGRATION}${tool} from ${JSON.stringify(migrationDataPath(tool))};`),
    ),
  );
};

import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import remarkApiPage, {
  migrationDataPath,
  pageDataPath,
  remarkMigrationTable,
} from '../../plugins/api-reference/remark';

const page = [
  "import ApiMeta from '@site/src/components/ApiMeta';",
  '',
  'The module taps.',
  '',
  '## Taps',
  '',
  '### click',
  '',
  '<ApiMeta since="1.0" />',
  '',
  '### View.click \\{#View.click}',
  '',
  '<ApiMeta since="1.0" />',
].join('\n');

async function transform(frontMatter: Record<string, unknown>) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiPage, {
    membersComponent: '@site/src/components/ApiMembers',
  });
  const tree = processor.parse(page);
  await processor.run(tree, {value: page, data: {frontMatter}} as never);
  return tree;
}

type Node = {
  type: string;
  name?: string;
  value?: string;
  attributes?: Array<{name: string; value: {value: string}}>;
};

describe('remark plugin of API pages', () => {
  it('gives each ApiMeta its entry and puts the member table before the first section', async () => {
    const tree = await transform({module: 'tapcraft.android.action'});
    const nodes = tree.children as Node[];
    const imports = nodes
      .filter((n) => n.type === 'mdxjsEsm')
      .map((n) => n.value)
      .join('\n');
    expect(imports).toContain(pageDataPath('tapcraft.android.action'));
    expect(imports).toContain('import ApiMembers from "@site/src/components/ApiMembers"');
    const members = nodes.findIndex((n) => n.name === 'ApiMembers');
    const firstSection = nodes.findIndex((n) => n.type === 'heading');
    expect(members).toBe(firstSection - 1);
    const entries = nodes
      .filter((n) => n.name === 'ApiMeta')
      .map((n) => n.attributes!.find((a) => a.name === 'entry')!.value.value);
    expect(entries).toEqual([
      '__tapcraftApiPage.entries["click"]',
      '__tapcraftApiPage.entries["View.click"]',
    ]);
  });

  it('leaves pages without a module alone', async () => {
    const tree = await transform({title: 'Guide'});
    expect((tree.children as Node[]).some((n) => n.name === 'ApiMembers')).toBe(false);
  });
});

describe('remark plugin of migration tables', () => {
  const guide = [
    "import MigrationTable from '@site/src/components/MigrationTable';",
    '',
    '<MigrationTable tool="Airtest" />',
  ].join('\n');

  async function run(source: string) {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkMigrationTable);
    const tree = processor.parse(source);
    await processor.run(tree, {value: source, path: 'guide.mdx'} as never);
    return tree.children as Node[];
  }

  it("gives the table its tool's rows, imported from the JSON the plugin writes", async () => {
    const nodes = await run(guide);
    expect(nodes[0]).toMatchObject({type: 'mdxjsEsm'});
    expect(nodes[0]!.value).toBe(
      `import __tapcraftMigrationAirtest from "${migrationDataPath('Airtest')}";`,
    );
    const table = nodes.find((n) => n.name === 'MigrationTable')!;
    expect(table.attributes!.map((a) => a.name)).toEqual(['tool', 'rows']);
    expect(table.attributes![1]!.value.value).toBe('__tapcraftMigrationAirtest');
  });

  it('fails the build at the line of a tool it does not know', async () => {
    await expect(run('\n<MigrationTable tool="Selenium" />')).rejects.toMatchObject({
      line: 2,
      message:
        '<MigrationTable tool="Selenium">: tool must be one of AutoJs6, Airtest, uiautomator2, Appium',
    });
  });
});

import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = process.cwd();
const components = path.join(root, 'src/components');

/** The labels a file passes to `translate({id, message})` or `<Translate id>message</Translate>`, by id. */
function labelsOf(file: string): Map<string, string> {
  const source = readFileSync(file, 'utf8');
  const labels = new Map<string, string>();
  for (const [, id, message] of source.matchAll(/id:\s*'([^']+)',\s*message:\s*'([^']*)'/g)) {
    labels.set(id!, message!);
  }
  for (const [, id, quoted, plain] of source.matchAll(
    /<Translate\s+id="([^"]+)"[\s\S]*?>\s*(?:\{\s*'([^']*)'\s*\}|([^<>{}]+?))\s*<\/Translate>/g,
  )) {
    labels.set(id!, quoted ?? plain!);
  }
  return labels;
}

/** The components pages place, which write a Markdown twin too: each folder with a markdown.ts. */
const converted = readdirSync(components).filter((name) =>
  existsSync(path.join(components, name, 'markdown.ts')),
);

/** Every label the components show on pages (ids are the site's, not one component's). */
const pageLabels = new Map(
  readdirSync(components, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && path.basename(file) !== 'markdown.ts')
    .flatMap((file) => [...labelsOf(path.join(components, file))]),
);

/** The labels one component shows, on its page and in its twin. */
const labelsOfComponent = (name: string) =>
  readdirSync(path.join(components, name))
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [...labelsOf(path.join(components, name, file))]);

const chinese = JSON.parse(
  readFileSync(path.join(root, 'i18n/zh-Hans/code.json'), 'utf8'),
) as Record<string, {message: string}>;

describe('labels of the components pages place', () => {
  it('finds the labels to check', () => {
    expect(converted).toContain('DataFlowTable');
    expect(
      labelsOf(path.join(components, 'DataFlowTable/markdown.ts')).get(
        'tapcraft.dataFlowTable.onlyUs',
      ),
    ).toBe('only us');
    expect(pageLabels.get('tapcraft.qqGroupLink.group')).toBe('{group} QQ group');
    expect(pageLabels.get('tapcraft.glossary.chinese')).toBe('Chinese');
    // A .ts module of a component, and <Translate> children written as a string on their own lines.
    expect(pageLabels.get('tapcraft.colorPattern.error.badColour')).toBe(
      'Point {point}: colour must look like #RRGGBB.',
    );
    expect(pageLabels.get('tapcraft.colorPattern.help')).toMatch(/^Points are \{point\}/);
  });

  // A label only the twin writes (the playground's pointer to its page) has no page wording to follow.
  it.each(converted)('%s: the Markdown twin words each label as the page does', (name) => {
    const differ = [...labelsOf(path.join(components, name, 'markdown.ts'))]
      .filter(([id, message]) => pageLabels.has(id) && pageLabels.get(id) !== message)
      .map(
        ([id, message]) => `${id}: "${message}" on the twin, "${pageLabels.get(id)}" on the page`,
      );
    expect(differ).toEqual([]);
  });

  it.each(converted)('%s: every label has its Chinese in i18n/zh-Hans/code.json', (name) => {
    const untranslated = labelsOfComponent(name)
      .filter(([id, message]) => !chinese[id] || chinese[id].message === message)
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });
});

import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import {layOutEntries, wrapSignature} from '../../plugins/api-reference/entryLayout';

function parse(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).use(remarkMdx).parse(markdown) as Root;
}

type Node = {
  type: string;
  name?: string;
  value?: string;
  attributes?: Array<{name: string; value: string}>;
  children?: Node[];
};

const classOf = (node: Node) => node.attributes?.find((a) => a.name === 'className')?.value;

/** Every text of a subtree, in order. */
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** The elements with a class or, for a name without a dot, a tag name, depth first. */
function withClass(node: Node, name: string): Node[] {
  const matches = name.startsWith('.') ? classOf(node) === name.slice(1) : node.name === name;
  return [...(matches ? [node] : []), ...(node.children ?? []).flatMap((c) => withClass(c, name))];
}

describe('signatures', () => {
  it('writes a long one-line def one parameter per line, the return type last', () => {
    const line =
      'def write_text(path: str, text: str, encoding: str = "utf-8, or not", append: bool = False) -> str: ...';
    expect(wrapSignature(line)).toBe(
      [
        'def write_text(',
        '    path: str,',
        '    text: str,',
        '    encoding: str = "utf-8, or not",',
        '    append: bool = False,',
        ') -> str: ...',
      ].join('\n'),
    );
  });

  it('keeps brackets in types whole and indents methods', () => {
    const line =
      '    def find(self, where: dict[str, tuple[int, int]] | None = None, timeout: float = 10.0) -> list[Node]: ...';
    expect(wrapSignature(line).split('\n')).toEqual([
      '    def find(',
      '        self,',
      '        where: dict[str, tuple[int, int]] | None = None,',
      '        timeout: float = 10.0,',
      '    ) -> list[Node]: ...',
    ]);
  });

  it('leaves short lines, imports and signatures already on several lines alone', () => {
    const code = ['from tapcraft import Image', '', 'def canny(image: Image) -> Image: ...'].join(
      '\n',
    );
    expect(wrapSignature(code)).toBe(code);
    const wrapped = 'def f(\n    a: int,\n) -> None: ...';
    expect(wrapSignature(wrapped)).toBe(wrapped);
  });
});

describe('parameter tables', () => {
  const page = [
    '| Parameter | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    '| `image` | `Image` | required | The image, `colour` or gray. |',
    '| `low` | `int` | `50` | Lower limit. |',
    '| `region` | `Rect \\| None` | — | Part of the screen. |',
    '',
    '| Parameter | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    '| none | | | `shared_dir` takes no parameters. |',
    '',
    '| `low`, `high` | what you get |',
    '| --- | --- |',
    '| `20`, `60` | faint borders |',
    '',
    '```python title="Signature"',
    'def canny(image: Image, low: int = 50, high: int = 150, blur_size: int = 3) -> Image: ...',
    '```',
  ].join('\n');

  it('become a list of name, type, default or "required", and the description', () => {
    const tree = parse(page);
    layOutEntries(tree);
    const [list] = withClass(tree as unknown as Node, '.api-params');
    expect(list).toBeDefined();
    const params = withClass(list!, 'dl')[0]!.children!;
    // The name is the term's first part: the writer's inline code.
    expect(params.map((param) => textOf(withClass(param, 'dt')[0]!.children![0]!))).toEqual([
      'image',
      'low',
      'region',
    ]);
    expect(params.map((param) => textOf(withClass(param, '.api-param__type')[0]!))).toEqual([
      'Image',
      'int',
      'Rect | None',
    ]);
    expect(params.map((param) => textOf(withClass(param, '.api-param__default')[0]!))).toEqual([
      'required',
      'default 50',
      'optional',
    ]);
    expect(textOf(withClass(params[0]!, 'dd')[0]!)).toBe('The image, colour or gray.');
  });

  it('a "none" table becomes its sentence, other tables stay tables', () => {
    const tree = parse(page);
    // The API page plugin keeps this array and adds its imports to it.
    const children = tree.children;
    layOutEntries(tree);
    expect(tree.children).toBe(children);
    const nodes = tree.children as unknown as Node[];
    expect(nodes.map((node) => node.type)).toEqual([
      'mdxJsxFlowElement',
      'paragraph',
      'table',
      'mdxJsxFlowElement',
    ]);
    expect(textOf(nodes[1]!)).toBe('shared_dir takes no parameters.');
  });

  it('wraps the signature and marks it for the no-sideways-scroll style', () => {
    const tree = parse(page);
    layOutEntries(tree);
    const signature = (tree.children as unknown as Node[]).at(-1)!;
    expect(classOf(signature)).toBe('api-signature');
    expect(signature.children![0]!.value).toMatch(/^def canny\(\n {4}image: Image,\n/);
    expect(signature.children![0]!.value).toMatch(/\n\) -> Image: \.\.\.$/);
  });
});

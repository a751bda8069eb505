import type {Root, Text} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

const markdown = unified().use(remarkParse).use(remarkGfm);

const STATEMENT = /^(import|export)\s+(\{|\*|\w+\s+from\s|default\s|const\s|function\s)/m;
/** `{facts.hid.rangeMeters}` or any other `{…}`: an MDX expression written as it stands. */
const EXPRESSION = /\{[^{}\n]*\}/;
/** `<ApiMeta`, `</Tabs>`: a component tag that came through as text. */
const COMPONENT_TAG = /<\/?[A-Z][A-Za-z]*[\s/>]/;

/**
 * What is left of a page's MDX in a Markdown twin, outside code: HTML, JSX
 * or comments (Markdown reads them as HTML), import and export lines, and
 * expressions or component tags that were printed instead of converted.
 */
export function leftovers(text: string): string[] {
  const found: string[] = [];
  visit(markdown.parse(text) as Root, (node) => {
    if (node.type === 'html') found.push(node.value);
    if (node.type === 'text') {
      const {value} = node as Text;
      if ([STATEMENT, EXPRESSION, COMPONENT_TAG].some((pattern) => pattern.test(value))) {
        found.push(value);
      }
    }
  });
  return found;
}

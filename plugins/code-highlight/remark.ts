import type {Code, Root} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

import {highlightCode} from './highlight';

export type RemarkCodeTokensOptions = {
  /** `themeConfig.prism.additionalLanguages`, so the build knows the same languages. */
  additionalLanguages: readonly string[];
};

/**
 * Highlights fenced code blocks while the MDX compiles: the tokens go to the
 * `<code>` element as a `tokens` prop, which the swizzled CodeBlock renders.
 * The browser then never loads or runs Prism.
 */
const remarkCodeTokens: Plugin<[RemarkCodeTokensOptions], Root> =
  ({additionalLanguages}) =>
  (tree) => {
    visit(tree, 'code', (node: Code) => {
      const tokens = highlightCode(node.value, node.lang ?? undefined, additionalLanguages);
      if (tokens === undefined) return;
      node.data = {...node.data, hProperties: {...node.data?.hProperties, tokens}};
    });
  };

export default remarkCodeTokens;

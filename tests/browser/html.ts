import {parse} from 'parse5';

/** An element or text node of a parse5 document, as far as the tests read it. */
export type HtmlNode = {
  nodeName: string;
  attrs?: Array<{name: string; value: string}>;
  childNodes?: HtmlNode[];
  value?: string;
};

/** The value of an attribute, or undefined when the element has none. */
export function attribute(node: HtmlNode, name: string): string | undefined {
  return node.attrs?.find((a) => a.name === name)?.value;
}

/** The text of a node's direct text children (a script's source, say). */
export function textOf(node: HtmlNode): string {
  return (node.childNodes ?? []).map((child) => child.value ?? '').join('');
}

/**
 * Every element of a built page that matches, in document order. The minifier
 * leaves attributes unquoted, so pages are read with a real HTML parser.
 */
export function elements(html: string, matches: (node: HtmlNode) => boolean): HtmlNode[] {
  const found: HtmlNode[] = [];
  const visit = (node: HtmlNode) => {
    if (matches(node)) found.push(node);
    (node.childNodes ?? []).forEach(visit);
  };
  visit(parse(html) as unknown as HtmlNode);
  return found;
}

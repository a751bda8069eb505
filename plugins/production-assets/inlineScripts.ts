import {createHash} from 'node:crypto';
import {parse} from 'parse5';

type Node = {
  nodeName: string;
  attrs?: Array<{name: string; value: string}>;
  childNodes?: Node[];
  value?: string;
  content?: Node;
};

/** Script types a browser executes; data blocks such as JSON-LD are not scripts for CSP. */
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** What a page runs inline, which a Content-Security-Policy must allow or refuse. */
export type InlineCode = {
  /** `sha256-…` of every inline executable script. */
  scriptHashes: string[];
  /** Inline event handler attributes (`<button onclick>`): no hash can allow them. */
  handlers: string[];
};

/** The inline scripts and event handlers of an HTML document, from one parse. */
export function inlineCode(html: string): InlineCode {
  const scriptHashes: string[] = [];
  const handlers: string[] = [];
  const visit = (node: Node) => {
    for (const attr of node.attrs ?? []) {
      if (/^on[a-z]+$/.test(attr.name)) handlers.push(`<${node.nodeName} ${attr.name}>`);
    }
    if (node.nodeName === 'script') {
      const attrs = new Map((node.attrs ?? []).map((a) => [a.name, a.value]));
      const type = (attrs.get('type') ?? '').trim().toLowerCase();
      if (!attrs.has('src') && EXECUTABLE.has(type)) {
        const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
        scriptHashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
      }
    }
    (node.childNodes ?? []).forEach(visit);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as Node);
  return {scriptHashes, handlers};
}

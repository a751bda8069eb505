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

/** `sha256-…` of every inline executable script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === 'script') {
      const attrs = new Map((node.attrs ?? []).map((a) => [a.name, a.value]));
      const type = (attrs.get('type') ?? '').trim().toLowerCase();
      if (!attrs.has('src') && EXECUTABLE.has(type)) {
        const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
        hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
      }
    }
    (node.childNodes ?? []).forEach(visit);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as Node);
  return hashes;
}

/** Inline event handler attributes (`onclick=…`) cannot be allowed by hash: report them. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    for (const attr of node.attrs ?? []) {
      if (/^on[a-z]+$/.test(attr.name)) found.push(`<${node.nodeName} ${attr.name}>`);
    }
    (node.childNodes ?? []).forEach(visit);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as Node);
  return found;
}

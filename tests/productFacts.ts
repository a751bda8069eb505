import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The two-column tables of CONTRIBUTING.md's "Product facts" section, as
 * `first cell → second cell` (for example "Product" → "Tapcraft, current
 * release 3.2"). Data files are checked against these, so a fact is typed
 * once in the guide and once in the data, and a test says when they differ.
 */
export function readProductFacts(): Map<string, string> {
  const text = readFileSync(path.join(__dirname, '..', 'CONTRIBUTING.md'), 'utf8');
  const start = text.indexOf('\n## Product facts');
  if (start < 0) throw new Error('CONTRIBUTING.md has no "## Product facts" section.');
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  const facts = new Map<string, string>();
  for (const [, name, value] of section.matchAll(/^\| ([^|]+?) \| (.+?) \|$/gm)) {
    if (!/^-+$/.test(name!)) facts.set(name!, value!);
  }
  return facts;
}

export function productFact(name: string): string {
  const value = readProductFacts().get(name);
  if (value === undefined)
    throw new Error(`CONTRIBUTING.md's product facts have no "${name}" row.`);
  return value;
}

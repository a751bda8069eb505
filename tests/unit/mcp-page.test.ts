import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The MCP page tells readers to build this repository, so the Node.js it asks
// for must be the one package.json requires: `npm run build` uses APIs that
// older Node.js 20 releases lack.

const root = process.cwd();

/** The version after ">=" in an engines range such as ">=20.12". */
function minimumOf(range: string): string {
  const match = /^>=\s*(\d+(?:\.\d+)*)$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node is not a ">=" range: ${range}`);
  return match[1]!;
}

/** Every "Node.js <version> or newer" a page states. */
function statedNodeVersions(text: string): string[] {
  return [...text.matchAll(/Node\.js (\d+(?:\.\d+)*) or newer/g)].map((match) => match[1]!);
}

describe('the docs server page', () => {
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: {node: string};
  };
  const page = readFileSync(path.join(root, 'docs/android/devtools/mcp.mdx'), 'utf8');

  it('asks for the Node.js version that package.json requires', () => {
    const stated = statedNodeVersions(page);
    expect(stated.length).toBeGreaterThan(0);
    for (const version of stated) expect(version).toBe(minimumOf(packageJson.engines.node));
  });

  it('reads the versions a page states and the minimum of a range', () => {
    expect(statedNodeVersions('| Node.js 20 or newer | runs it |')).toEqual(['20']);
    expect(minimumOf('>=20.12')).toBe('20.12');
    expect(() => minimumOf('^20')).toThrow(/not a ">=" range/);
  });
});

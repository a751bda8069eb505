import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const guideDir = path.join(process.cwd(), 'docs', 'android', 'guide');

function sidebarPosition(file: string): number {
  const text = readFileSync(path.join(guideDir, file), 'utf8');
  const match = /^sidebar_position:\s*(\d+)\s*$/m.exec(text);
  if (!match) {
    throw new Error(`docs/android/guide/${file} has no sidebar_position`);
  }
  return Number(match[1]);
}

/** The guide pages that the index's "The path" table links, in the table's order. */
function pathTablePages(): string[] {
  const index = readFileSync(path.join(guideDir, 'index.mdx'), 'utf8');
  const table = index.slice(
    index.indexOf('## The path'),
    index.indexOf('\n## ', index.indexOf('## The path') + 1),
  );
  return [...table.matchAll(/\]\(\/docs\/android\/guide\/([a-z_]+)\)/g)].map(
    (match) => `${match[1]}.mdx`,
  );
}

describe('docs/android/guide sidebar', () => {
  it('starts with the index and follows the path the index describes', () => {
    const pages = pathTablePages();
    expect(pages.length).toBeGreaterThan(4);
    expect(sidebarPosition('index.mdx')).toBe(1);
    const positions = pages.map(sidebarPosition);
    expect(positions, pages.join(', ')).toEqual([...positions].sort((a, b) => a - b));
  });

  it('has every page of the folder on the path', () => {
    const files = readdirSync(guideDir).filter(
      (file) => file.endsWith('.mdx') && file !== 'index.mdx',
    );
    expect(pathTablePages().sort()).toEqual(files.sort());
  });
});

import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

/** Each tag of blog/tags.yml with the text of its entry, as the file writes it. */
function declaredTags(text: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const entry of text.trim().split(/\n\s*\n/)) {
    const name = /^([^\s:][^:]*):\s*$/m.exec(entry)?.[1];
    if (name) tags.set(name, entry.trim());
  }
  return tags;
}

const declared = declaredTags(readFileSync('blog/tags.yml', 'utf8'));
const guide = readFileSync('docs/tutorial-basics/create-a-blog-post.mdx', 'utf8');

describe('the writers guide on blog tags', () => {
  it('finds the declared tags', () => {
    expect([...declared.keys()]).toContain('air-click');
    expect(declared.size).toBeGreaterThan(3);
  });

  it('names every tag blog/tags.yml declares, and no other', () => {
    const sentence = /Reuse an existing tag when one fits: (.*) are declared today\./.exec(guide);
    expect(sentence, 'the sentence that lists the tags').not.toBeNull();
    const named = [...sentence![1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect(named.sort()).toEqual([...declared.keys()].sort());
  });

  it('shows entries exactly as blog/tags.yml writes them', () => {
    const example = /```yaml title="blog\/tags\.yml"\n([\s\S]*?)\n```/.exec(guide)?.[1] ?? '';
    const shown = declaredTags(example);
    expect(shown.size).toBeGreaterThan(0);
    for (const [name, entry] of shown) expect(entry, name).toBe(declared.get(name));
  });
});

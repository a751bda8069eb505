import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Every page and data file a reader sees, and the writers' guide, relative
 * to the repository: the files the hand-typed-fact tests read. The blog's
 * authors.yml and tags.yml count too: posts show their titles and labels. `except`
 * leaves out the data modules that own the facts.
 */
export function contentFiles(root: string, except: string[]): string[] {
  const files = ['CONTRIBUTING.md', 'README.md'];
  for (const dir of ['docs', 'blog', 'src']) {
    for (const entry of readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})) {
      if (entry.isFile() && /\.(md|mdx|ts|tsx|yml)$/.test(entry.name)) {
        files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
      }
    }
  }
  return files.filter((file) => !except.includes(file));
}

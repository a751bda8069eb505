import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, at any depth, as paths that start with `dir`. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

import path from 'node:path';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {stubsVersion, stubsWheelName} from '../../src/data/downloads';
import {buildStubs, readApiPages} from './apiPages';
import {buildAvailability} from './availability';
import type {ApiPage} from './parse';

/**
 * Reads the API reference pages at build time: publishes the cross-platform
 * availability table as data for /docs/android/guide/api, and after a
 * production build writes the `tapcraft-stubs` wheel to /downloads/.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin<ApiPage[]> {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: 'tapcraft-api-reference',
    getPathsToWatch() {
      return [path.join(docsDir, '**/*.mdx')];
    },
    async loadContent() {
      return readApiPages(docsDir, context.siteDir);
    },
    async contentLoaded({content, actions}) {
      await actions.createData('availability.json', JSON.stringify(buildAvailability(content)));
    },
    async postBuild({content, outDir}) {
      const workDir = mkdtempSync(path.join(os.tmpdir(), 'tapcraft-stubs-'));
      try {
        const result = buildStubs(content, {
          outDir: workDir,
          wheel: {version: stubsVersion, path: path.join(outDir, 'downloads', stubsWheelName)},
        });
        if (result.errors.length > 0) {
          const list = result.errors.map((e) => `${e.file}:${e.line}: ${e.message}`).join('\n');
          throw new Error(`API signature blocks are not valid stubs:\n${list}`);
        }
      } finally {
        rmSync(workDir, {recursive: true, force: true});
      }
    },
  };
}

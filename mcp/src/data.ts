import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {ApiPlatform} from '@tapcraft/data/platforms-api';
import {engineFromIndexFile, type LocalSearchEngine} from '@tapcraft/core/search/engine';
import type {SearchIndexFile} from '@tapcraft/core/search/types';
import {answerIndex, type AnswerCardFile, type AnswerIndex} from '@tapcraft/core/search/answers';
import type {ModelEntry, ModelModule} from '@tapcraft/core/api/model';
import {BUNDLE_FILES, localeSearchIndex, type BundleManifest, type BundlePage} from './bundleFiles';

/** An entry of `/api/tapcraft.json`: the model's entry without where it is written. */
export type ExportedEntry = Omit<ModelEntry, 'source' | 'classMember'>;
export type ExportedModule = Pick<ModelModule, 'id' | 'platform' | 'title' | 'url'>;

export type ApiExport = {
  site: string;
  version: string;
  modules: ExportedModule[];
  entries: ExportedEntry[];
};

/** Everything the server answers from, loaded once at start. */
export type DocsData = {
  manifest: BundleManifest;
  /** The English site's search. */
  engine: LocalSearchEngine;
  /** A translated locale's search, built from its index when first asked for. */
  localeEngine: (locale: string) => LocalSearchEngine;
  /** The answer cards, matched as the site's search matches them. */
  answers: AnswerIndex;
  api: ApiExport;
  pages: Map<string, BundlePage>;
  /** `stubs/<platform>`: the stub folder pyright reads for a script on that platform. */
  stubsDir: (platform: ApiPlatform) => string;
};

/** The bundle `npm run build` writes (README "The data bundle"). */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', 'data');

function readJson<T>(dir: string, file: string): T {
  const full = path.join(dir, file);
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as T;
  } catch (error) {
    throw new Error(
      `Cannot read ${full} (${(error as Error).message}). Run \`npm run build\` at the repository root first.`,
    );
  }
}

export function loadDocsData(dir = DEFAULT_DATA_DIR): DocsData {
  const manifest = readJson<BundleManifest>(dir, BUNDLE_FILES.manifest);
  const pages = readJson<BundlePage[]>(dir, BUNDLE_FILES.pages);
  const engines = new Map<string, LocalSearchEngine>();
  const localeEngine = (locale: string) => {
    const engine =
      engines.get(locale) ??
      engineFromIndexFile(readJson<SearchIndexFile>(dir, localeSearchIndex(locale)));
    engines.set(locale, engine);
    return engine;
  };
  return {
    manifest,
    engine: engineFromIndexFile(readJson<SearchIndexFile>(dir, BUNDLE_FILES.searchIndex)),
    localeEngine,
    answers: answerIndex(readJson<AnswerCardFile>(dir, BUNDLE_FILES.answers)),
    api: readJson<ApiExport>(dir, BUNDLE_FILES.model),
    pages: new Map(pages.map((page) => [page.path, page])),
    stubsDir: (platform) => path.join(dir, BUNDLE_FILES.stubs, platform),
  };
}

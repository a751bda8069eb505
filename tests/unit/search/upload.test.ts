import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {packIndex} from '@tapcraft/core/search/indexFile';
import {formSynonyms, indexSettings} from '../../../scripts/search-upload';
import {records} from './fixtures';

/** Each test here starts `tsx`, which takes seconds on a busy machine. */
const SPAWN_TIMEOUT = 60_000;

describe('hosted Algolia settings', () => {
  it('read questions as the offline engine does', () => {
    expect(indexSettings).toMatchObject({
      removeStopWords: ['en'],
      ignorePlurals: ['en'],
      removeWordsIfNoResults: 'allOptional',
      queryLanguages: ['en', 'zh'],
    });
    // Aliases are searched after our own headings, before body text.
    const searchable: readonly string[] = indexSettings.searchableAttributes;
    expect(searchable.indexOf('unordered(aliases)')).toBeGreaterThan(
      searchable.indexOf('unordered(hierarchy.lvl6)'),
    );
    expect(searchable.indexOf('unordered(aliases)')).toBeLessThan(searchable.indexOf('content'));
    // Parameter tables' words find their heading, as offline, after body text.
    expect(searchable.indexOf('unordered(keywords)')).toBeGreaterThan(
      searchable.indexOf('content'),
    );
  });

  it('keep one hit per URL and filter by platform, as the offline engine does', () => {
    expect(indexSettings).toMatchObject({attributeForDistinct: 'url', distinct: true});
    expect(indexSettings.attributesForFaceting).toContain('platform');
  });

  it('give verb forms and spellings the records hold as synonyms', () => {
    const sets = formSynonyms(records).map((set) => set.synonyms);
    // The fixture writes "tap", "find_colors", "Colour" and "Finds".
    expect(sets).toContainEqual(['find', 'finds']);
    expect(sets).toContainEqual(['colors', 'colour']);
    expect(sets.flat()).not.toContain('tap');
  });
});

describe('npm run search:upload -- --dry-run', () => {
  it(
    'prints the records and settings it would send, and sends nothing',
    () => {
      const dir = path.resolve('.tmp/upload-test');
      mkdirSync(dir, {recursive: true});
      const file = path.join(dir, 'index.json');
      writeFileSync(file, JSON.stringify(packIndex(records)));
      const env = {
        ...process.env,
        ALGOLIA_INDEX_NAME: 'tapcraft_test',
        ALGOLIA_APP_ID: '',
        ALGOLIA_ADMIN_API_KEY: '',
      };
      const result = spawnSync(
        'npx',
        ['tsx', 'scripts/search-upload.ts', '--dry-run', '--index-file', file],
        {
          encoding: 'utf8',
          env,
        },
      );
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('index: tapcraft_test');
      expect(result.stdout).toContain(`records: ${records.length} (`);
      expect(result.stdout).toContain(
        '"attributesForFaceting":["type","language","docusaurus_tag","platform"]',
      );
      expect(result.stdout).toMatch(/synonyms: \d+ sets of forms/);
      expect(result.stdout).toContain('dry run: nothing sent');
    },
    SPAWN_TIMEOUT,
  );

  it(
    'refuses to upload without the admin credentials',
    () => {
      const file = path.resolve('.tmp/upload-test/index.json');
      const result = spawnSync('npx', ['tsx', 'scripts/search-upload.ts', '--index-file', file], {
        encoding: 'utf8',
        env: {
          ...process.env,
          ALGOLIA_APP_ID: '',
          ALGOLIA_ADMIN_API_KEY: '',
          ALGOLIA_INDEX_NAME: '',
        },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME',
      );
    },
    SPAWN_TIMEOUT,
  );

  it(
    'explains a missing index',
    () => {
      const result = spawnSync(
        'npx',
        ['tsx', 'scripts/search-upload.ts', '--dry-run', '--index-file', 'no/such.json'],
        {
          encoding: 'utf8',
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Run "npm run build"');
    },
    SPAWN_TIMEOUT,
  );
});

import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {features} from '@tapcraft/data/features';
import {platforms, type PlatformId} from '@tapcraft/data/platforms';
import {plugins} from '@tapcraft/data/plugins';

const staticDir = path.join(process.cwd(), 'static');

/** Icons are hand-drawn SVGs and must stay small (see the content guide). */
const maxIconBytes = 25 * 1024;

function expectUniqueIds(ids: string[]): void {
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  expect(duplicates).toEqual([]);
}

function expectDocsLink(to: string): void {
  expect(to).toMatch(/^\/docs\/[a-z0-9/_-]+$/);
  expect(to.endsWith('/')).toBe(false);
}

/** A path of this site: a doc or a React page such as `/plug`. */
function expectSiteLink(to: string): void {
  expect(to).toMatch(/^\/[a-z0-9/_-]+$/);
  expect(to.endsWith('/')).toBe(false);
}

function expectIcon(icon: string): void {
  expect(icon).toMatch(/^\/img\/home\/[a-z0-9-]+\.svg$/);
  const file = path.join(staticDir, icon);
  expect(existsSync(file), `${icon} is missing from static/`).toBe(true);
  expect(statSync(file).size).toBeLessThan(maxIconBytes);
}

describe('src/data/platforms.ts', () => {
  it('has unique ids', () => {
    expectUniqueIds(platforms.map((platform) => platform.id));
  });

  it('covers Android, iOS and Windows', () => {
    const ids: PlatformId[] = platforms.map((platform) => platform.id);
    expect(ids).toEqual(expect.arrayContaining<PlatformId>(['android', 'ios', 'windows']));
  });

  it.each(platforms.map((platform) => [platform.id, platform] as const))(
    '%s has a name, links to its docs and has an icon',
    (_id, platform) => {
      expect(platform.name.trim()).not.toBe('');
      expectDocsLink(platform.docs);
      expect(platform.docs).toBe(`/docs/${platform.id}/intro`);
      expectIcon(platform.icon);
    },
  );
});

describe('src/data/features.ts', () => {
  const platformIds = new Set<string>(platforms.map((platform) => platform.id));

  it('has unique ids', () => {
    expectUniqueIds(features.map((feature) => feature.id));
  });

  it.each(features.map((feature) => [feature.id, feature] as const))(
    '%s has known platforms and links',
    (_id, feature) => {
      expect(feature.id).toMatch(/^[a-z0-9-]+$/);
      expect(feature.platforms.length).toBeGreaterThan(0);
      expectUniqueIds(feature.platforms);
      for (const id of feature.platforms) {
        expect(platformIds.has(id), `unknown platform ${id}`).toBe(true);
      }
      expect(feature.links.length).toBeGreaterThan(0);
      expectUniqueIds(feature.links);
    },
  );

  it('badges the plug-ins card with every platform a plug-in of the /plug gallery runs on', () => {
    const card = features.find((feature) => feature.id === 'plugins');
    const galleryPlatforms = new Set(plugins.flatMap((plugin) => plugin.platforms));
    expect(new Set(card?.platforms)).toEqual(galleryPlatforms);
  });

  it.each(features.map((feature) => [feature.id, feature] as const))(
    '%s has a valid link and icon',
    (_id, feature) => {
      for (const link of feature.links) {
        expectSiteLink(link);
      }
      expectIcon(feature.icon);
    },
  );
});

import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {
  pluginCategories,
  pluginDocsRoutes,
  pluginLanguageLabels,
  pluginPlatformLabels,
  pluginPlatforms,
  plugins,
  tapcraftTeam,
} from '@tapcraft/data/plugins';

// The gallery's words as the English page shows them.
vi.mock('@docusaurus/Translate', () => import('../englishTranslate'));
const {pluginCategoryLabels, pluginDocsLabels, shownPlugins} =
  await import('../../src/pages/plug/_components/copy');

const docsDir = path.join(process.cwd(), 'docs');

/**
 * Internal routes pages may link to (the writers' allowed-links list). A route
 * outside this list may not be built yet and would fail the build.
 */
const allowedRoutes = new Set<string>([
  '/docs/intro',
  '/docs/android/intro',
  '/docs/android/esp32',
  '/docs/ios/intro',
  '/docs/windows/intro',
  '/docs/service/intro',
  '/docs/service/db',
  '/docs/service/cloud/intro',
  '/docs/service/cloud/http',
  '/docs/service/cloud/make',
  '/docs/service/cloud/ws',
  '/docs/shop/intro',
  '/docs/shop/vip',
  '/docs/shop/hid',
  '/docs/teach/intro',
  '/docs/android/api/action',
  '/docs/android/api/action/hid',
  '/docs/android/api/node/selector',
  '/docs/android/api/screen',
  '/docs/android/api/system/kv',
  '/docs/android/api/cloud_control',
  '/docs/android/api/tunner/http',
  '/docs/android/api/tunner/websocket',
  '/docs/android/guide/api',
  '/docs/ios/api/action',
]);

/** The MDX file that serves a docs route: `<route>.mdx` or `<route>/index.mdx`. */
function docsSourceExists(route: string): boolean {
  const relative = route.replace(/^\/docs\//, '');
  return [
    `${relative}.mdx`,
    `${relative}.md`,
    `${relative}/index.mdx`,
    `${relative}/index.md`,
  ].some((file) => existsSync(path.join(docsDir, file)));
}

const byId = shownPlugins.map((plugin) => [plugin.id, plugin] as const);

describe('src/data/plugins.ts', () => {
  it('lists 12 to 16 plug-ins', () => {
    expect(plugins.length).toBeGreaterThanOrEqual(12);
    expect(plugins.length).toBeLessThanOrEqual(16);
  });

  it('has unique ids and unique names', () => {
    const ids = plugins.map((plugin) => plugin.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const names = shownPlugins.map((plugin) => plugin.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('has a label for every category, platform and language', () => {
    expect(Object.keys(pluginCategoryLabels).sort()).toEqual([...pluginCategories].sort());
    expect(Object.keys(pluginPlatformLabels).sort()).toEqual([...pluginPlatforms].sort());
    expect(Object.keys(pluginLanguageLabels).sort()).toEqual(['java', 'python']);
    for (const label of [
      ...Object.values(pluginCategoryLabels),
      ...Object.values(pluginPlatformLabels),
      ...Object.values(pluginLanguageLabels),
    ]) {
      expect(label.trim()).not.toBe('');
    }
  });

  it('uses every category and every platform at least once', () => {
    for (const category of pluginCategories) {
      expect(
        plugins.some((plugin) => plugin.category === category),
        `no plug-in in ${category}`,
      ).toBe(true);
    }
    for (const platform of pluginPlatforms) {
      expect(
        plugins.some((plugin) => plugin.platforms.includes(platform)),
        `no plug-in for ${platform}`,
      ).toBe(true);
    }
  });

  it('only links docs routes that are allowed and exist', () => {
    for (const route of pluginDocsRoutes) {
      expect(allowedRoutes.has(route), `${route} is not an allowed route`).toBe(true);
      expect(docsSourceExists(route), `${route} has no page in docs/`).toBe(true);
      expect(pluginDocsLabels[route].trim()).not.toBe('');
    }
  });

  it.each(byId)('%s has valid fields', (_id, plugin) => {
    expect(plugin.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(plugin.name.trim()).not.toBe('');
    expect(plugin.name.length).toBeLessThanOrEqual(40);
    expect(plugin.summary.trim()).not.toBe('');
    expect(plugin.summary.length).toBeLessThanOrEqual(180);
    expect(plugin.summary).toMatch(/[.!?]$/);
    expect(pluginCategories).toContain(plugin.category);
    expect(['python', 'java']).toContain(plugin.language);
    expect(typeof plugin.free).toBe('boolean');
    expect(plugin.author === tapcraftTeam || /^[A-Za-z0-9_-]{3,30}$/.test(plugin.author)).toBe(
      true,
    );
  });

  it.each(byId)('%s lists valid, unique platforms', (_id, plugin) => {
    expect(plugin.platforms.length).toBeGreaterThan(0);
    expect(new Set(plugin.platforms).size).toBe(plugin.platforms.length);
    for (const platform of plugin.platforms) {
      expect(pluginPlatforms).toContain(platform);
    }
  });

  it.each(byId)('%s links an allowed docs route', (_id, plugin) => {
    expect(plugin.docs).toMatch(/^\/docs\/[a-z0-9/_-]+$/);
    expect(allowedRoutes.has(plugin.docs), `${plugin.docs} is not allowed`).toBe(true);
    expect(pluginDocsRoutes).toContain(plugin.docs);
  });

  it.each(byId)('%s agrees with the product facts', (_id, plugin) => {
    // Java runs only on Android (reflection into Android classes).
    if (plugin.language === 'java') {
      expect(plugin.platforms).toEqual(['android']);
    }
    // The Windows beta has no OCR; OCR is a VIP feature.
    if (plugin.category === 'ocr') {
      expect(plugin.platforms).not.toContain('windows');
      expect(plugin.free).toBe(false);
    }
    // GP plug-ins extend the Android graphic pipeline.
    if (plugin.category === 'gp') {
      expect(plugin.platforms).toEqual(['android']);
    }
  });
});

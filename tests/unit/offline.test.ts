import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {brotliCompressSync} from 'node:zlib';

import type {LoadContext, PluginRouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import offlinePlugin, {workerScript, type OfflinePluginOptions} from '../../plugins/offline';
import {docsPages, imagesOf, offlineManifest} from '../../plugins/offline/manifest';
import {offlinePageHtml, offlinePageTexts} from '../../plugins/offline/offlinePage';
import {CACHE_PREFIX, DOWNLOAD_HEADER, offlineNames} from '../../core/offline/names';
import {writeOfflineSizes} from '../../plugins/offline/size';
import type {WorkerSettings} from '../../plugins/offline/workerSettings';
import {offlineDocs} from '../../src/data/offline';

// --- The manifest: every docs page of a locale, and nothing else. ---

const route = (plugin: string, routePath: string, routes?: PluginRouteConfig['routes']) =>
  ({
    path: routePath,
    component: 'x',
    plugin: {name: plugin, id: 'default'},
    routes,
  }) as PluginRouteConfig;

/** What Docusaurus gives postBuild for a locale: docs in layout routes, blog and pages beside. */
function siteRoutes(base: string): PluginRouteConfig[] {
  const docs = 'docusaurus-plugin-content-docs';
  const leaf = (p: string) => ({path: `${base}${p}`, component: 'x'});
  return [
    route(docs, `${base}docs`, [
      {
        path: `${base}docs`,
        component: 'version',
        routes: [
          {
            path: `${base}docs`,
            component: 'sidebar',
            routes: [
              leaf('docs/intro'),
              // An index doc; the site serves it without the slash.
              leaf('docs/android/api/action/'),
              leaf('docs/category/tutorial---basics'),
              leaf('docs/中文'),
            ],
          },
        ],
      },
    ]),
    route('docusaurus-plugin-content-blog', `${base}blog`),
    route('docusaurus-plugin-content-blog', `${base}blog/first-post`),
    route('docusaurus-plugin-content-pages', `${base}shop`),
    route('docusaurus-plugin-content-pages', base),
  ];
}

describe('offline manifest', () => {
  for (const base of ['/', '/zh-Hans/']) {
    it(`lists every docs page of the locale at ${base}, and no other page`, () => {
      expect(docsPages(siteRoutes(base))).toEqual(
        [
          'docs/android/api/action',
          'docs/category/tutorial---basics',
          'docs/intro',
          'docs/中文',
        ].map((page) => `${base}${page}`),
      );
    });
  }

  it('adds the twins, every file of assets/ and the images the pages show', () => {
    const base = '/zh-Hans/';
    const pages = docsPages(siteRoutes(base));
    const html: Record<string, string> = {
      [`${base}docs/intro`]:
        `<img src=${base}img/logo.svg><link rel=icon href="${base}img/favicon.svg">` +
        `<a href=${base}blog>blog</a><a href=/downloads/stubs.whl>wheel</a><img src=${base}img/gone.png>`,
    };
    const manifest = offlineManifest({
      locale: 'zh-Hans',
      baseUrl: base,
      pages,
      builtFiles: [
        'assets/js/main.0123abcd.js',
        'assets/js/main.0123abcd.js.br',
        'assets/js/main.0123abcd.js.gz',
        'assets/search/search-index.89abcdef.json',
        'img/logo.svg',
        'img/favicon.svg',
        'img/blog-only.svg',
        'blog.html',
        'downloads/stubs.whl',
      ],
      pageHtml: (page) => html[page] ?? '',
    });
    expect(manifest.pages).toEqual([
      '/zh-Hans/docs/android/api/action',
      '/zh-Hans/docs/category/tutorial---basics',
      '/zh-Hans/docs/intro',
      '/zh-Hans/docs/%E4%B8%AD%E6%96%87',
    ]);
    expect(manifest.files).toEqual(
      [
        '/zh-Hans/assets/js/main.0123abcd.js',
        '/zh-Hans/assets/search/search-index.89abcdef.json',
        '/zh-Hans/docs/android/api/action.md',
        '/zh-Hans/docs/category/tutorial---basics.md',
        '/zh-Hans/docs/intro.md',
        '/zh-Hans/docs/%E4%B8%AD%E6%96%87.md',
        '/zh-Hans/img/favicon.svg',
        '/zh-Hans/img/logo.svg',
      ].sort(),
    );
  });

  it('finds images in src and href attributes, quoted or not, without query or fragment', () => {
    expect(
      imagesOf(
        '<img src=/img/a.svg><img src="/img/b.png?v=2"><a href=\'/img/c.jpg#x\'><a href=/docs/x>',
      ),
    ).toEqual(['/img/a.svg', '/img/b.png', '/img/c.jpg']);
  });
});

// --- size.json, written after the compressed copies. ---

describe('offline size', () => {
  function localeBuild(dir: string, base: string, pageText: string) {
    const write = (file: string, content: string | Buffer) => {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), content);
    };
    write('docs/intro.html', pageText);
    write('docs/intro.html.br', brotliCompressSync(pageText));
    write('docs/intro.md', 'small twin');
    write(
      'offline/manifest.json',
      JSON.stringify({
        locale: 'en',
        baseUrl: base,
        pages: [`${base}docs/intro`],
        files: [`${base}docs/intro.md`],
      }),
    );
  }

  it('counts each file as nginx sends it, per locale, and changes the version with any file', async () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'offline-size-'));
    const page = '<h1>Intro</h1>'.repeat(200);
    localeBuild(build, '/', page);
    localeBuild(path.join(build, 'zh-Hans'), '/zh-Hans/', page);
    const sizes = await writeOfflineSizes(build);
    const manifestBytes = readFileSync(path.join(build, 'offline/manifest.json')).length;
    const expected = manifestBytes + brotliCompressSync(page).length + 'small twin'.length;
    expect(sizes.get(build)).toMatchObject({bytes: expected, files: 3});
    expect(JSON.parse(readFileSync(path.join(build, 'offline/size.json'), 'utf8'))).toEqual(
      sizes.get(build),
    );
    expect(sizes.get(path.join(build, 'zh-Hans'))?.files).toBe(3);

    const before = sizes.get(build)!.version;
    writeFileSync(path.join(build, 'docs/intro.md'), 'changed twin');
    expect((await writeOfflineSizes(build)).get(build)!.version).not.toBe(before);
  });

  it('names a file the manifest lists and the build lacks', async () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'offline-size-'));
    localeBuild(build, '/', 'page');
    const manifest = path.join(build, 'offline/manifest.json');
    const listed = JSON.parse(readFileSync(manifest, 'utf8'));
    writeFileSync(manifest, JSON.stringify({...listed, files: ['/img/missing.svg']}));
    await expect(writeOfflineSizes(build)).rejects.toThrow(
      /lists \/img\/missing\.svg, but the build has no .*img\/missing\.svg/,
    );
  });
});

// --- The worker, run in a fake service worker scope. ---

type Listener = (event: FakeEvent) => void;
type FakeEvent = {
  request?: FakeRequest;
  waits: Promise<unknown>[];
  response?: Promise<Response>;
  waitUntil(promise: Promise<unknown>): void;
  respondWith(response: Promise<Response>): void;
};
type FakeRequest = {url: string; method: string; mode: string; headers: Headers};

const ORIGIN = 'https://tapcraft.example';

/** Cache Storage in memory: caches and entries in the order they were made, as browsers list them. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (key: string | {url: string}) =>
    new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
  const withoutSearch = (url: string) => url.replace(/[?#].*$/, '');
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (key: string | {url: string}, response: Response) => {
        store.delete(urlOf(key));
        store.set(urlOf(key), response);
      },
      delete: async (key: string | {url: string}) => store.delete(urlOf(key)),
      keys: async () => [...store.keys()].map((url) => ({url})),
    };
  };
  return {
    stores,
    storage: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (key: string | {url: string}, options: {ignoreSearch?: boolean} = {}) => {
        const wanted = options.ignoreSearch ? withoutSearch(urlOf(key)) : urlOf(key);
        for (const store of stores.values()) {
          const found = store.get(wanted);
          if (found) return found.clone();
        }
        return undefined;
      },
    },
    /** Entry URLs of a cache, as paths. */
    paths: (name: string) =>
      [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname),
  };
}

const names = offlineNames({baseUrl: '/', locale: 'en', version: 3});

function settings(change: Partial<WorkerSettings> = {}): WorkerSettings {
  return {
    enabled: true,
    cachePrefix: CACHE_PREFIX,
    names: {
      assets: names.assets,
      currentCaches: names.currentCaches,
      pagesCache: names.pagesCache,
      assetsCache: names.assetsCache,
    },
    visitedPages: 2,
    visitedAssets: 2,
    networkTimeoutMs: 50,
    downloadHeader: DOWNLOAD_HEADER,
    offlinePage: '<h1>You are offline</h1>',
    ...change,
  };
}

/** `sw.js` as the plugin writes it, started in a scope whose network the test plays. */
function startWorker(workerSettings: WorkerSettings, network: (url: string) => Promise<Response>) {
  const listeners = new Map<string, Listener[]>();
  const storage = fakeCaches();
  const scope = {
    unregistered: false,
    claimed: false,
    fetched: [] as string[],
  };
  const self = {
    location: new URL(ORIGIN),
    registration: {unregister: async () => (scope.unregistered = true)},
    clients: {claim: async () => void (scope.claimed = true)},
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const fetch = (request: FakeRequest) => {
    scope.fetched.push(new URL(request.url).pathname);
    return network(request.url);
  };
  vm.runInNewContext(workerScript(workerSettings), {
    self,
    caches: storage.storage,
    fetch,
    Response,
    URL,
    setTimeout,
  });
  /** Resolves with the answer, once the work the event waits for is done too unless `settle` is false. */
  const dispatch = async (type: string, request?: FakeRequest, settle = true) => {
    const event: FakeEvent = {
      request,
      waits: [],
      waitUntil(promise) {
        this.waits.push(promise);
      },
      respondWith(response) {
        this.response = response;
      },
    };
    (listeners.get(type) ?? []).forEach((listener) => listener(event));
    const response = await event.response;
    if (settle) await Promise.all(event.waits);
    return {handled: event.response !== undefined, response};
  };
  const request = (
    url: string,
    {
      mode = 'no-cors',
      headers = {},
      settle = true,
    }: {mode?: string; headers?: Record<string, string>; settle?: boolean} = {},
  ) =>
    dispatch(
      'fetch',
      {url: new URL(url, ORIGIN).href, method: 'GET', mode, headers: new Headers(headers)},
      settle,
    );
  return {
    scope,
    storage,
    dispatch,
    request,
    navigate: (url: string, settle = true) => request(url, {mode: 'navigate', settle}),
  };
}

const page = (text: string) => Promise.resolve(new Response(text, {status: 200}));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const never = () => new Promise<Response>(() => undefined);

describe('offline worker', () => {
  it('online, answers pages from the network even when a copy is saved, and keeps the new copy', async () => {
    let version = 'old';
    const worker = startWorker(settings(), () => page(`<h1>${version}</h1>`));
    await worker.navigate('/docs/intro');
    version = 'new';
    const {response} = await worker.navigate('/docs/intro');
    expect(await response!.text()).toBe('<h1>new</h1>');
    const saved = await worker.storage.storage.match(`${ORIGIN}/docs/intro`);
    expect(await saved!.text()).toBe('<h1>new</h1>');
  });

  it('offline, answers a saved page, and the offline page for any other', async () => {
    let network: () => Promise<Response> = () => page('<h1>Intro</h1>');
    const worker = startWorker(settings(), () => network());
    await worker.navigate('/docs/intro?from=search');
    network = offline;
    const saved = await worker.navigate('/docs/intro');
    expect(await saved.response!.text()).toBe('<h1>Intro</h1>');
    const missing = await worker.navigate('/blog');
    expect(missing.response!.status).toBe(503);
    expect(await missing.response!.text()).toBe('<h1>You are offline</h1>');
    // A file is not a page: it fails as it would without the worker.
    expect((await worker.request('/docs/missing.md')).response!.type).toBe('error');
  });

  it('serves the saved copy when the network has not answered in time, and waits when there is none', async () => {
    let network: () => Promise<Response> = () => page('<h1>Saved</h1>');
    const worker = startWorker(settings({networkTimeoutMs: 20}), () => network());
    await worker.navigate('/docs/intro');
    let answer: (response: Response) => void = () => undefined;
    network = () => new Promise((resolve) => (answer = resolve));
    const slow = worker.navigate('/docs/intro', false);
    expect(await (await slow).response!.text()).toBe('<h1>Saved</h1>');

    const waiting = worker.navigate('/docs/other', false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    answer(new Response('<h1>Late</h1>'));
    expect(await (await waiting).response!.text()).toBe('<h1>Late</h1>');
  });

  it('keeps only the most recently read pages', async () => {
    const worker = startWorker(settings({visitedPages: 2}), (url) => page(url));
    for (const url of ['/docs/a', '/docs/b', '/docs/a', '/docs/c']) await worker.navigate(url);
    expect(worker.storage.paths(names.pagesCache)).toEqual(['/docs/a', '/docs/c']);
  });

  it('answers assets from a saved copy first, and keeps the newest of those it fetched', async () => {
    const worker = startWorker(settings({visitedAssets: 2}), (url) => page(url));
    for (const url of ['/assets/js/a.1.js', '/assets/js/b.2.js', '/assets/js/c.3.js']) {
      await worker.request(url);
    }
    expect(worker.storage.paths(names.assetsCache)).toEqual([
      '/assets/js/b.2.js',
      '/assets/js/c.3.js',
    ]);
    worker.scope.fetched.length = 0;
    const {response} = await worker.request('/assets/js/c.3.js');
    expect(await response!.text()).toContain('/assets/js/c.3.js');
    expect(worker.scope.fetched).toEqual([]);
  });

  it("lets the download's requests, other methods and other sites pass", async () => {
    const worker = startWorker(settings(), offline);
    const download = await worker.request('/docs/intro', {headers: {[DOWNLOAD_HEADER]: '1'}});
    expect(download.handled).toBe(false);
    const post = {url: `${ORIGIN}/mcp`, method: 'POST', mode: 'cors', headers: new Headers()};
    expect((await worker.dispatch('fetch', post)).handled).toBe(false);
    expect((await worker.request('https://video.tapcraft.example/embed/x')).handled).toBe(false);
    expect((await worker.request('/docs/intro')).handled).toBe(true);
  });

  it('deletes the caches of other versions when it starts, and keeps its own and foreign ones', async () => {
    const worker = startWorker(settings(), never);
    for (const name of [
      `${CACHE_PREFIX}v2-en-download-abc`,
      `${names.downloadCaches}abc`,
      names.pagesCache,
      'someone-else',
    ]) {
      await worker.storage.storage.open(name);
    }
    await worker.dispatch('activate');
    expect([...worker.storage.stores.keys()]).toEqual([
      `${names.downloadCaches}abc`,
      names.pagesCache,
      'someone-else',
    ]);
    expect(worker.scope.claimed).toBe(true);
  });

  it('switched off, deletes every cache of the offline docs, unregisters, and answers nothing', async () => {
    const worker = startWorker(settings({enabled: false}), never);
    for (const name of [`${names.downloadCaches}abc`, names.pagesCache, 'someone-else']) {
      await worker.storage.storage.open(name);
    }
    await worker.dispatch('activate');
    expect([...worker.storage.stores.keys()]).toEqual(['someone-else']);
    expect(worker.scope.unregistered).toBe(true);
    expect((await worker.navigate('/docs/intro')).handled).toBe(false);
  });
});

// --- The plugin: what it writes per locale, and the switch. ---

function context(outDir: string, locale = 'en', baseUrl = '/') {
  return {
    baseUrl,
    outDir,
    siteConfig: {title: 'Tapcraft', favicon: 'img/favicon.svg'},
    i18n: {
      currentLocale: locale,
      localeConfigs: {[locale]: {htmlLang: locale, direction: 'ltr', label: locale}},
    },
  } as unknown as LoadContext;
}

const pluginOptions = (enabled: boolean): OfflinePluginOptions => ({
  settings: {...offlineDocs, enabled},
  downloadHelp: 'docs/help#offline',
});

/** The plugin's postBuild over a small built site: two docs pages and a blog page. */
async function buildWith(enabled: boolean) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'offline-plugin-'));
  mkdirSync(path.join(outDir, 'docs'));
  writeFileSync(path.join(outDir, 'docs/help.html'), '<h2 id=offline>Offline</h2>');
  writeFileSync(path.join(outDir, 'docs/intro.html'), '<h1>Intro</h1>');
  writeFileSync(path.join(outDir, 'blog.html'), '<h1>Blog</h1>');
  const plugin = offlinePlugin(context(outDir), pluginOptions(enabled));
  const docs = ['/docs/help', '/docs/intro'];
  await plugin.postBuild!({
    outDir,
    routes: [
      route(
        'docusaurus-plugin-content-docs',
        '/docs',
        docs.map((p) => ({path: p, component: 'x'})),
      ),
      route('docusaurus-plugin-content-blog', '/blog'),
    ],
    routesPaths: [...docs, '/blog'],
    content: await plugin.loadContent!(),
  } as never);
  return {outDir, plugin};
}

/** What a production build gives the pages: client modules, and the data the control reads. */
async function inProduction(plugin: ReturnType<typeof offlinePlugin>) {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    let globalData: unknown;
    const actions = {setGlobalData: (data: unknown) => (globalData = data)};
    await plugin.contentLoaded!({content: await plugin.loadContent!(), actions} as never);
    return {clientModules: plugin.getClientModules!(), globalData};
  } finally {
    process.env.NODE_ENV = env;
  }
}

describe('offline plugin', () => {
  it('writes the worker and the manifest, and registers the worker in production builds', async () => {
    const {outDir, plugin} = await buildWith(true);
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'offline/manifest.json'), 'utf8'));
    expect(manifest.pages).toEqual(['/docs/help', '/docs/intro']);
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain('"enabled":true');
    expect(worker).toContain('You are offline');
    expect(worker).not.toMatch(/^\s*(import|export)\b/m);
    expect(await inProduction(plugin)).toEqual({
      clientModules: [expect.stringMatching(/register\.ts$/)],
      globalData: {version: offlineDocs.version},
    });
  });

  it('switched off, writes only the worker that removes itself, and registers nothing', async () => {
    const {outDir, plugin} = await buildWith(false);
    expect(readFileSync(path.join(outDir, 'sw.js'), 'utf8')).toContain('"enabled":false');
    expect(() => readFileSync(path.join(outDir, 'offline/manifest.json'))).toThrow();
    expect(await inProduction(plugin)).toEqual({clientModules: [], globalData: undefined});
  });

  it('stops the build when the page the offline page links to is missing', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'offline-plugin-'));
    const plugin = offlinePlugin(context(outDir), pluginOptions(true));
    await expect(
      plugin.postBuild!({
        outDir,
        routes: [],
        routesPaths: [],
        content: await plugin.loadContent!(),
      } as never),
    ).rejects.toThrow(
      'The offline page links to /docs/help#offline, which the build does not have',
    );
  });

  it('refuses settings that are not whole numbers from 1 up', () => {
    expect(() =>
      offlinePlugin(context('/tmp'), {
        ...pluginOptions(true),
        settings: {...offlineDocs, visitedPages: 0},
      }),
    ).toThrow(
      'offlineDocs.visitedPages in src/data/offline.ts must be a whole number from 1 up; got 0.',
    );
  });

  it('offers its texts for translation, and writes the translated offline page', async () => {
    const plugin = offlinePlugin(context('/tmp'), pluginOptions(true));
    const [file] = await plugin.getTranslationFiles!({content: await plugin.loadContent!()});
    expect(file).toEqual({path: 'offline-page', content: offlinePageTexts});
    const translated = plugin.translateContent!({
      content: await plugin.loadContent!(),
      translationFiles: [
        {path: 'offline-page', content: {...offlinePageTexts, title: {message: '你已离线'}}},
      ],
    });
    const html = offlinePageHtml({
      texts: translated,
      siteTitle: 'Tapcraft',
      htmlLang: 'zh-Hans',
      direction: 'ltr',
      downloadHelpUrl: '/zh-Hans/docs/help#offline',
      iconUrl: '/zh-Hans/img/favicon.svg',
    });
    expect(html).toContain('<html lang="zh-Hans" dir="ltr">');
    expect(html).toContain('<h1>你已离线</h1>');
    expect(html).toContain('<a href="/zh-Hans/docs/help#offline">');
  });
});

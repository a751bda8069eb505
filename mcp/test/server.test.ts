import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {loadDocsData} from '../src/data';
import {MAX_CODE_CHARS} from '../src/python';
import {MAX_QUERY_CHARS} from '../src/tools';
import {BIN, CLEAN_SCRIPT, startHttpServer, textOf} from './helpers';

/**
 * The official SDK client against the built server (`npm run build` writes
 * dist/ and the data bundle), over both transports. Expected values come
 * from the bundle the server reads, not typed here.
 */
const data = loadDocsData();

/** `find_colors` takes the pattern as a string: an int on line 4 is an argument type error. */
const WRONG_TYPE_SCRIPT = `from tapcraft.android.screen import find_colors

print("looking")
point = find_colors(123)
`;

type Connect = () => Promise<{client: Client; stop: () => Promise<void>}>;

const transports: Array<[string, Connect]> = [
  [
    'stdio',
    async () => {
      const client = new Client({name: 'tapcraft-test', version: '1.0.0'});
      await client.connect(new StdioClientTransport({command: process.execPath, args: [BIN]}));
      return {client, stop: () => client.close()};
    },
  ],
  [
    'Streamable HTTP',
    async () => {
      const {child, url} = await startHttpServer();
      const client = new Client({name: 'tapcraft-test', version: '1.0.0'});
      await client.connect(new StreamableHTTPClientTransport(url));
      return {
        client,
        stop: async () => {
          await client.close();
          child.kill();
        },
      };
    },
  ],
];

describe.each(transports)('the docs MCP server over %s', (_name, connect) => {
  let client: Client;
  let stop: () => Promise<void>;
  const call = (name: string, args: Record<string, unknown>) =>
    client.callTool({name, arguments: args}) as Promise<CallToolResult>;
  const json = async (name: string, args: Record<string, unknown>) => {
    const result = await call(name, args);
    expect(result.isError, textOf(result)).toBeFalsy();
    return JSON.parse(textOf(result)) as unknown;
  };
  const error = async (name: string, args: Record<string, unknown>) => {
    const result = await call(name, args);
    expect(result.isError).toBe(true);
    return textOf(result);
  };

  beforeAll(async () => {
    ({client, stop} = await connect());
  });
  afterAll(async () => {
    await stop();
  });

  it('lists its tools with descriptions and schemas, every page as a resource, and the prompt', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'check_availability',
        'check_python',
        'get_api',
        'get_page',
        'list_modules',
        'search_docs',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
    const checkPython = tools.find((tool) => tool.name === 'check_python')!;
    expect(checkPython.inputSchema.required).toEqual(['code', 'platform']);

    const {resources} = await client.listResources();
    expect(resources).toHaveLength(data.pages.size);
    const intro = resources.find((resource) => resource.uri.endsWith('/docs/intro.md'))!;
    const read = await client.readResource({uri: intro.uri});
    expect(read.contents[0]).toMatchObject({text: data.pages.get('/docs/intro')!.markdown});

    const {prompts} = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['write_script']);
    const prompt = await client.getPrompt({
      name: 'write_script',
      arguments: {task: 'tap a red button', platform: 'ios'},
    });
    const text = (prompt.messages[0]!.content as {text: string}).text;
    expect(text).toContain('tap a red button');
    for (const tool of ['search_docs', 'check_availability', 'check_python']) {
      expect(text).toContain(tool);
    }
  });

  it('search_docs ranks as the site search does, with plain-text snippets', async () => {
    const results = (await json('search_docs', {query: 'ocr', limit: 5})) as Array<{
      title: string;
      url: string;
      snippet: string;
      answer?: {id: string};
    }>;
    // `ocr` names an entry: its card comes first, then the site's hits.
    const site = data.engine
      .search('ocr')
      .slice(0, 4)
      .map(({record}) => new URL(record.url, data.manifest.site).href);
    expect(results[0]!.answer?.id).toBe('tapcraft.android.screen.ocr');
    expect(results.slice(1).map((result) => result.url)).toEqual(site);
    expect(results[1]!.snippet).toMatch(/ocr/i);
    expect(results.every((result) => !result.snippet.includes('<'))).toBe(true);
  });

  it('search_docs with a platform keeps that platform’s pages, as the site’s filter does', async () => {
    const results = (await json('search_docs', {
      query: 'ocr',
      platform: 'ios',
      limit: 20,
    })) as Array<{url: string}>;
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((result) => !result.url.includes('/docs/ios/'))).toEqual([]);
  });

  it("search_docs puts the answer card first for another tool's call, and none for a question", async () => {
    type Result = {url: string; answer?: {id: string; signature: string; alias?: object}};
    const [card] = (await json('search_docs', {query: 'images.findColor'})) as Result[];
    const entry = data.api.entries.find((e) => e.id === 'tapcraft.android.screen.find_color')!;
    expect(card).toMatchObject({
      url: new URL(entry.url, data.manifest.site).href,
      answer: {id: entry.id, signature: entry.signature, since: entry.since},
    });
    expect(card!.answer!.alias).toMatchObject({tool: 'AutoJs6', differs: expect.any(String)});
    const onIos = (await json('search_docs', {query: '找色', platform: 'ios'})) as Result[];
    expect(onIos[0]!.answer!.id).toBe('tapcraft.ios.screen.find_color');
    const question = (await json('search_docs', {
      query: 'sell my script with license keys',
    })) as Result[];
    expect(question.length).toBeGreaterThan(0);
    expect(question.filter((result) => result.answer)).toEqual([]);
  });

  it('search_docs refuses an empty or oversized query with a clear message', async () => {
    expect(await error('search_docs', {query: '   '})).toMatch(/empty/);
    expect(await error('search_docs', {query: 'x'.repeat(MAX_QUERY_CHARS + 1)})).toMatch(
      new RegExp(`up to ${MAX_QUERY_CHARS}`),
    );
  });

  it('get_page returns the Markdown twin by URL or path, and refuses other sites', async () => {
    const twin = data.pages.get('/docs/android/api/screen')!.markdown;
    expect(textOf(await call('get_page', {url_or_path: '/docs/android/api/screen'}))).toBe(twin);
    expect(
      textOf(
        await call('get_page', {
          url_or_path: `${data.manifest.site}/docs/android/api/screen.md#find_colors`,
        }),
      ),
    ).toBe(twin);
    expect(await error('get_page', {url_or_path: 'https://docs.example.org/docs/intro'})).toMatch(
      /another site/,
    );
    expect(await error('get_page', {url_or_path: '/docs/android/api/screeen'})).toMatch(
      /\/docs\/android\/api\/screen/,
    );
  });

  it('search_docs and get_page take a locale: the Chinese index and the Chinese twins', async () => {
    const results = (await json('search_docs', {query: '输入模式', locale: 'zh-Hans'})) as Array<{
      url: string;
    }>;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every(({url}) => url.startsWith(`${data.manifest.site}/zh-Hans/`))).toBe(true);
    const english = (await json('search_docs', {query: 'input mode'})) as Array<{url: string}>;
    expect(english.some(({url}) => url.includes('/zh-Hans/'))).toBe(false);
    const chinese = textOf(
      await call('get_page', {url_or_path: '/docs/android/intro', locale: 'zh-Hans'}),
    );
    expect(chinese).toBe(data.pages.get('/zh-Hans/docs/android/intro')!.markdown);
    expect(chinese).toContain('# Android 版 Tapcraft');
    expect(await error('search_docs', {query: 'ocr', locale: 'fr'})).toMatch(/locale/);
  });

  it('get_api returns the documented signature of find_colors on Android, by any of its names', async () => {
    const documented = data.api.entries.find(
      (entry) => entry.id === 'tapcraft.android.screen.find_colors',
    )!;
    for (const symbol of ['find_colors', 'screen.find_colors', documented.id]) {
      const [entry, ...rest] = (await json('get_api', {symbol, platform: 'android'})) as Array<
        typeof documented
      >;
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({
        id: documented.id,
        signature: documented.signature,
        parameters: documented.parameters,
        returns: documented.returns,
        raises: documented.raises,
        platforms: documented.platforms,
        since: documented.since,
        url: new URL(documented.url, data.manifest.site).href,
      });
    }
  });

  it("get_api takes another tool's call and answers with our entry and what differs", async () => {
    for (const [symbol, id, tool] of [
      ['images.findColor', 'tapcraft.android.screen.find_color', 'AutoJs6'],
      ['d.click', 'tapcraft.android.action.click', 'uiautomator2'],
    ] as const) {
      const [entry, ...rest] = (await json('get_api', {symbol})) as Array<{
        id: string;
        signature: string;
        alias?: {tool: string; differs?: string};
      }>;
      expect(rest).toEqual([]);
      const documented = data.api.entries.find((e) => e.id === id)!;
      expect(entry).toMatchObject({id, signature: documented.signature, alias: {tool}});
      expect(entry!.alias!.differs).toBeTruthy();
    }
  });

  it('get_api answers a property that the class declares', async () => {
    const answers = (await json('get_api', {symbol: 'HttpResponse.text'})) as Array<{
      id: string;
      kind: string;
    }>;
    expect(answers.map((answer) => [answer.id, answer.kind])).toEqual([
      ['tapcraft.android.tunner.http.HttpResponse.text', 'property'],
      ['tapcraft.ios.tunner.http.HttpResponse.text', 'property'],
    ]);
  });

  it('get_api answers an unknown name with the closest ones', async () => {
    const message = await error('get_api', {symbol: 'find_colour', platform: 'android'});
    expect(message).toContain('tapcraft.android.screen.find_color');
    expect(message).not.toContain('tapcraft.ios.');
  });

  it('check_availability says which names exist on Windows and what to use instead', async () => {
    const answers = (await json('check_availability', {
      symbols: ['find_colors', 'Selector', 'swipe'],
      platform: 'windows',
    })) as Array<{
      symbol: string;
      exists: boolean;
      id?: string;
      alternative?: {id: string; sharedWords: string[]};
      note?: string;
    }>;
    const windowsFindColors = data.api.entries.find(
      (entry) => entry.platform === 'windows' && entry.name === 'find_colors',
    )!;
    expect(answers[0]).toMatchObject({
      symbol: 'find_colors',
      exists: true,
      id: windowsFindColors.id,
    });
    // Windows has no UI tree: nothing there is near enough to offer for Selector.
    expect(answers[1]).toMatchObject({symbol: 'Selector', exists: false});
    expect(answers[1]!.alternative).toBeUndefined();
    expect(answers[1]!.note).toMatch(/Nothing on windows comes near .*Selector/);
    // A swipe is a drag with the mouse.
    expect(answers[2]).toMatchObject({
      symbol: 'swipe',
      exists: false,
      alternative: {id: 'tapcraft.windows.action.drag'},
    });
    expect(answers[2]!.alternative!.sharedWords.length).toBeGreaterThan(0);
    expect(await error('check_availability', {symbols: [], platform: 'windows'})).toMatch(
      /at least one/,
    );
  });

  it('check_availability gives the counterpart of a call that has another path on the platform', async () => {
    const moved = data.api.entries.find((entry) =>
      Object.entries(entry.counterparts).some(
        ([platform, id]) => !id!.endsWith(`.${entry.name}`) && platform !== entry.platform,
      ),
    );
    expect(moved, 'the model has a call renamed on another platform').toBeDefined();
    const [platform, counterpart] = Object.entries(moved!.counterparts).find(
      ([, id]) => !id!.endsWith(`.${moved!.name}`),
    )!;
    const [answer] = (await json('check_availability', {symbols: [moved!.id], platform})) as Array<{
      exists: boolean;
      counterpart?: {id: string};
    }>;
    expect(answer).toMatchObject({exists: false, counterpart: {id: counterpart}});
  });

  it('check_python passes a correct script and names the docs of every tapcraft call', async () => {
    const result = (await json('check_python', {code: CLEAN_SCRIPT, platform: 'android'})) as {
      diagnostics: unknown[];
      names: Array<{name: string; url: string | null}>;
    };
    expect(result.diagnostics).toEqual([]);
    const urlOf = (id: string) =>
      new URL(data.api.entries.find((entry) => entry.id === id)!.url, data.manifest.site).href;
    expect(result.names).toEqual(
      ['tapcraft.Rect', 'tapcraft.android.action.click', 'tapcraft.android.screen.find_colors'].map(
        (name) => ({name, url: urlOf(name)}),
      ),
    );
  });

  it('check_python reports a wrong argument type on its line', async () => {
    const result = (await json('check_python', {code: WRONG_TYPE_SCRIPT, platform: 'android'})) as {
      diagnostics: Array<{severity: string; line: number; column: number; message: string}>;
    };
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({severity: 'error', line: 4, column: 21});
    expect(result.diagnostics[0]!.message).toMatch(/"pattern"/);
  });

  it('check_python finds an Android import in a Windows script', async () => {
    const result = (await json('check_python', {code: CLEAN_SCRIPT, platform: 'windows'})) as {
      diagnostics: Array<{line: number; message: string}>;
    };
    expect(result.diagnostics.map((d) => d.line)).toEqual(expect.arrayContaining([2, 3]));
  });

  it('check_python refuses code over the size limit, and concurrent calls keep their own results', async () => {
    expect(
      await error('check_python', {code: `${'#'.repeat(MAX_CODE_CHARS)}\n`, platform: 'android'}),
    ).toMatch(new RegExp(`up to ${MAX_CODE_CHARS}`));
    const [clean, wrong] = await Promise.all([
      json('check_python', {code: CLEAN_SCRIPT, platform: 'android'}),
      json('check_python', {code: WRONG_TYPE_SCRIPT, platform: 'android'}),
    ]);
    expect((clean as {diagnostics: unknown[]}).diagnostics).toEqual([]);
    expect((wrong as {diagnostics: unknown[]}).diagnostics).toHaveLength(1);
  });

  it('list_modules lists the shared package and the platform’s own modules', async () => {
    const modules = (await json('list_modules', {platform: 'windows'})) as Array<{id: string}>;
    const expected = data.api.modules
      .filter((module) => module.platform === 'windows' || module.platform === 'common')
      .map((module) => module.id);
    expect(modules.map((module) => module.id)).toEqual(expected);
  });

  it('answers a schema violation with an error result and keeps serving', async () => {
    const result = await call('list_modules', {platform: 'macos'});
    expect(result.isError).toBe(true);
    expect(await json('list_modules', {platform: 'ios'})).not.toEqual([]);
  });
});

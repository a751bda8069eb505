import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';

import {mcpServer, serverInstructions} from '@tapcraft/data/mcpServer';
import {apiPlatforms} from '@tapcraft/data/platforms-api';
import {twinUrl} from '@tapcraft/core/markdown/paths';
import {ToolInputError} from './api';
import {MAX_CODE_CHARS} from './python';
import {
  checkAvailability,
  checkPython,
  DEFAULT_RESULTS,
  getApi,
  getPage,
  listModules,
  LOCALES,
  MAX_QUERY_CHARS,
  MAX_RESULTS,
  MAX_SYMBOL_CHARS,
  MAX_SYMBOLS,
  MAX_URL_CHARS,
  searchDocs,
  type ToolContext,
} from './tools';

const platform = z.enum(apiPlatforms).describe('The platform the script runs on.');
const locale = z.enum(LOCALES).optional();
const MAX_TASK_CHARS = 2_000;

/**
 * A string argument with its length cap: every argument has one, so no call
 * hands the server an unbounded amount of work; a longer one is refused with
 * this message before the tool runs.
 */
const capped = (what: string, max: number) =>
  z.string().max(max, `${what} takes up to ${max} characters; this one is longer.`);

/**
 * A tool's answer as JSON text, or an error result with a message the
 * assistant can act on; an unexpected failure is reported the same way, so
 * no input stops the server.
 */
async function answer(run: () => unknown): Promise<CallToolResult> {
  try {
    const value = await run();
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    return {content: [{type: 'text', text}]};
  } catch (error) {
    if (error instanceof ToolInputError) {
      return {content: [{type: 'text', text: error.message}], isError: true};
    }
    // An unexpected error's message may name files of this machine: it goes to the log only.
    console.error('tapcraft-docs-mcp:', error);
    const text =
      'The server could not answer this call. Try again; if it fails again, the call cannot be answered.';
    return {content: [{type: 'text', text}], isError: true};
  }
}

/** The tools that find and read pages: search_docs and get_page. */
function registerReadingTools(server: McpServer, context: ToolContext): void {
  const {product, site} = context.data.manifest;
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Searches the ${product} docs as the site's search box does. Returns up to \`limit\` results, best first, each with the page title, its section, the heading it sits under, the URL and a plain-text snippet. When the query names an API entry (our name, another tool's call such as images.findColor or d.click, or a Chinese term such as 找色), the first result is that entry's answer card (\`answer\`: id, signature, since per platform, example, counterparts, and for an alias what differs). Read a result in full with get_page.`,
      inputSchema: {
        query: capped('The query', MAX_QUERY_CHARS).describe(
          `A few words, up to ${MAX_QUERY_CHARS} characters.`,
        ),
        platform: platform
          .optional()
          .describe("Only that platform's pages, as the site search's platform filter."),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .optional()
          .describe(`How many results, ${DEFAULT_RESULTS} when left out.`),
        locale: locale.describe(
          "The site's language to search: its own index, as that site's search box uses. English when left out.",
        ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, platform: on, limit, locale: language}) =>
      answer(() => searchDocs(context, query, on, limit, language)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description: `Returns a page of the ${product} docs or blog as Markdown (its twin, as ${site}/<path>.md serves it). Takes the page URL, with or without the anchor, or its path such as /docs/android/api/screen.`,
      inputSchema: {
        url_or_path: capped('url_or_path', MAX_URL_CHARS).describe(
          `A URL on ${site} or a path such as /docs/intro.`,
        ),
        locale: locale.describe(
          'The page in that language (/docs/intro becomes /zh-Hans/docs/intro). A page not translated yet is the English text. English when left out.',
        ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({url_or_path, locale: language}) => answer(() => getPage(context, url_or_path, language)),
  );
}

/** The tools that answer from the API model and the stubs. */
function registerApiTools(server: McpServer, context: ToolContext): void {
  const {product} = context.data.manifest;
  server.registerTool(
    'get_api',
    {
      title: 'Look up an API entry',
      description: `Returns the ${product} API entries a name stands for, from the API model the reference pages are built from: signature, parameters, returns, raises, platforms, the release that added it on each platform, and its URL. Accepts a short name (find_colors), a module-qualified one (screen.find_colors), the full id (tapcraft.android.screen.find_colors), or another tool's call or a Chinese term (images.findColor, d.click, 找色): then it returns the entry that call becomes, with \`alias\` saying what differs. An unknown name gets an error listing the closest names.`,
      inputSchema: {
        symbol: capped('A symbol', MAX_SYMBOL_CHARS).describe(
          'find_colors, screen.find_colors, tapcraft.android.screen.find_colors, or images.findColor',
        ),
        platform: platform
          .optional()
          .describe('Only the entry of this platform (and shared ones).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({symbol, platform: on}) => answer(() => getApi(context, symbol, on)),
  );

  server.registerTool(
    'check_availability',
    {
      title: 'Check names on a platform',
      description: `Says for each name whether it exists on the platform. When it does not, gives the same call under its path there (counterpart) or, failing that, the entry that comes nearest to doing the same (alternative).`,
      inputSchema: {
        symbols: z
          .array(capped('A symbol', MAX_SYMBOL_CHARS))
          .max(MAX_SYMBOLS, `Give at most ${MAX_SYMBOLS} names per call.`)
          .describe(`Up to ${MAX_SYMBOLS} names, as get_api takes them.`),
        platform,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({symbols, platform: on}) => answer(() => checkAvailability(context, symbols, on)),
  );

  server.registerTool(
    'check_python',
    {
      title: 'Type-check a script',
      description: `Runs pyright on a Python script against the ${product} type stubs of one platform, as the site checks its own examples. Returns each diagnostic with its line and column (from 1), severity and message, and every tapcraft name the script uses with the URL of the page that documents it. An import of another platform's package is reported as unresolved. Run it on every script before you answer.`,
      inputSchema: {
        code: capped('check_python', MAX_CODE_CHARS).describe(
          `The whole script, up to ${MAX_CODE_CHARS} characters.`,
        ),
        platform,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({code, platform: on}) => answer(() => checkPython(context, code, on)),
  );

  server.registerTool(
    'list_modules',
    {
      title: 'List the API modules',
      description: `Lists the ${product} modules a script on the platform can import: the shared tapcraft package and the platform's own, each with its title and reference page.`,
      inputSchema: {platform},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({platform: on}) => answer(() => listModules(context, on)),
  );
}

/** Every page as a Markdown resource, and the prompt that writes a script. */
function registerPagesAndPrompt(server: McpServer, context: ToolContext): void {
  const {data} = context;
  const {product, site} = data.manifest;
  for (const page of data.pages.values()) {
    server.registerResource(
      page.path,
      twinUrl(site, page.path),
      {title: page.title, mimeType: 'text/markdown'},
      (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: page.markdown}]}),
    );
  }

  server.registerPrompt(
    'write_script',
    {
      title: `Write a ${product} script`,
      description: `Write a ${product} script for a task on a platform, checked against the docs and the stubs.`,
      argsSchema: {
        task: capped('The task', MAX_TASK_CHARS).describe('What the script should do.'),
        platform: z.enum(apiPlatforms).describe('android, ios or windows'),
      },
    },
    ({task, platform: on}) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Write a ${product} script for this task on ${on}: ${task}`,
              '',
              'Before you answer:',
              `1. Call search_docs with platform "${on}" to find the pages and calls the task needs, and read the useful ones with get_page.`,
              '2. Look up the exact signature of every call you plan to use with get_api.',
              `3. Call check_availability with every name you use and platform "${on}"; replace a name that does not exist with the counterpart or alternative it gives.`,
              `4. Run check_python on the finished script with platform "${on}" and fix every error it reports; repeat until it reports none.`,
              '',
              'Answer with the script, then one line per tapcraft call with the URL check_python gave for it.',
            ].join('\n'),
          },
        },
      ],
    }),
  );
}

/** The Tapcraft docs server: its tools, every page as a resource, and one prompt. */
export function createServer(context: ToolContext): McpServer {
  const {product, version} = context.data.manifest;
  const server = new McpServer(
    {name: mcpServer.name, title: `${product} docs`, version},
    {
      instructions: serverInstructions(product, version),
    },
  );

  registerReadingTools(server, context);
  registerApiTools(server, context);
  registerPagesAndPrompt(server, context);
  return server;
}

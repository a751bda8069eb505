import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {pyrightChildren, samplePeaks} from '../scripts/processes.mjs';
import {MAX_BODY_BYTES} from '../src/http';
import {loadDocsData} from '../src/data';
import {
  BIN,
  CLEAN_SCRIPT,
  median,
  rawPost,
  slowScript,
  startHttpServer,
  textOf,
  timed,
  toolCall,
} from './helpers';

/**
 * The server under the attacks of issue 27: input that once blocked every
 * request, flooded the machine with pyright processes, read the server's
 * files or came from another site's page. Timings compare calls within one
 * run, with wide margins: the machine is shared.
 */
const data = loadDocsData();
const siteHost = new URL(data.manifest.site).hostname;

type Call = (name: string, args: Record<string, unknown>) => Promise<CallToolResult>;

async function httpClient(url: URL): Promise<{client: Client; call: Call}> {
  const client = new Client({name: 'tapcraft-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(url));
  const call: Call = (name, args) =>
    client.callTool({name, arguments: args}) as Promise<CallToolResult>;
  return {client, call};
}

/**
 * How long a quick call takes alone, and the slowest it took while `attack`
 * ran: repeated until the attack settles.
 */
async function latencyDuring<T>(quick: () => Promise<unknown>, attack: () => Promise<T>) {
  const alone: number[] = [];
  for (let i = 0; i < 5; i += 1) alone.push((await timed(quick)).ms);
  let settled = false;
  const attacked = attack().finally(() => (settled = true));
  const during: number[] = [];
  while (!settled) during.push((await timed(quick)).ms);
  return {alone: median(alone), during: Math.max(...during), attack: await attacked};
}

describe('check_python input that once blocked the server', () => {
  let stop: () => Promise<void>;
  let call: Call;
  beforeAll(async () => {
    const {child, url} = await startHttpServer();
    const connected = await httpClient(url);
    call = connected.call;
    stop = async () => {
      await connected.client.close();
      child.kill();
    };
    // The first check starts a pyright worker; the measurements below are of a warm server.
    await call('check_python', {code: CLEAN_SCRIPT, platform: 'android'});
  });
  afterAll(() => stop());

  it('a regular-expression bomb in an import line holds up no other call', async () => {
    // Once built into a RegExp: each further "a" doubled the seconds every request waited.
    const bomb = `import tapcraft|(a+)+$\n${'a'.repeat(30)}\n`;
    const quick = () => call('get_api', {symbol: 'find_colors', platform: 'android'});
    const {alone, during, attack} = await latencyDuring(quick, () =>
      call('check_python', {code: bomb, platform: 'android'}),
    );
    expect(attack.isError, textOf(attack)).toBeFalsy();
    const {names} = JSON.parse(textOf(attack)) as {names: Array<{name: string}>};
    expect(names.map(({name}) => name)).toEqual(['tapcraft']);
    expect(during).toBeLessThan(alone * 20 + 1000);
  });

  it('an import line that is no valid pattern keeps pyright’s diagnostics', async () => {
    const result = await call('check_python', {
      code: `${CLEAN_SCRIPT}find_colors(123)\nimport tapcraft(\n`,
      platform: 'android',
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const {diagnostics} = JSON.parse(textOf(result)) as {diagnostics: Array<{message: string}>};
    expect(diagnostics.some((d) => /"pattern"/.test(d.message))).toBe(true);
  });
});

describe('a long symbol', () => {
  it('is refused at once, and other calls meanwhile are answered as fast as alone', async () => {
    const client = new Client({name: 'tapcraft-test', version: '1.0.0'});
    await client.connect(new StdioClientTransport({command: process.execPath, args: [BIN]}));
    const call: Call = (name, args) =>
      client.callTool({name, arguments: args}) as Promise<CallToolResult>;
    try {
      const long = 'find_colors'.repeat(16_364).slice(0, 180_000);
      const quick = () => call('get_api', {symbol: 'View.click', platform: 'android'});
      const {alone, during, attack} = await latencyDuring(quick, () =>
        Promise.all([
          call('get_api', {symbol: long}),
          call('check_availability', {symbols: [long, long], platform: 'ios'}),
        ]),
      );
      for (const result of attack) {
        expect(result.isError).toBe(true);
        expect(textOf(result)).toMatch(/takes up to 200 characters/);
      }
      expect(during).toBeLessThan(alone * 20 + 1000);
    } finally {
      await client.close();
    }
  });
});

describe('a batch of 30 slow check_python calls', () => {
  it('runs on the pool’s workers only, refuses what the queue cannot hold, and stays in bounds', async () => {
    const workers = 2;
    const queue = 4;
    const memoryMb = 512;
    const {child, url} = await startHttpServer([
      `--pyright-workers=${workers}`,
      `--pyright-queue=${queue}`,
      `--pyright-memory-mb=${memoryMb}`,
      '--pyright-timeout-ms=5000',
    ]);
    const sampler = samplePeaks(child.pid!);
    try {
      const code = slowScript(30);
      const batch = Array.from({length: 30}, (_, id) =>
        toolCall(id, 'check_python', {code, platform: 'android'}),
      );
      const response = await rawPost(url, JSON.stringify(batch));
      const peak = sampler.stop();
      console.log(
        `30 slow calls in one batch: at most ${peak.pyrightProcesses} pyright processes, ${peak.rssMb.toFixed(0)} MB (server and pyright)`,
      );
      expect(response.status).toBe(200);
      const results = (JSON.parse(response.body) as Array<{result: CallToolResult}>).map(
        ({result}) => textOf(result),
      );
      expect(results).toHaveLength(30);
      const busy = results.filter((text) => /busy.*Retry in a few seconds/.test(text));
      expect(busy).toHaveLength(30 - workers - queue);
      expect(peak.pyrightProcesses).toBeGreaterThan(0);
      expect(peak.pyrightProcesses).toBeLessThanOrEqual(workers);
      // Each worker's heap is capped; its code, buffers and the server's own data come on top.
      expect(peak.rssMb).toBeLessThan(workers * (memoryMb + 200) + 500);
    } finally {
      sampler.stop();
      child.kill();
    }
  });
});

describe('pyright past its time limit', () => {
  it('is an error result, and a new worker checks the next script', async () => {
    // 120 variables take pyright minutes; a short script, seconds even on a busy machine.
    const {child, url} = await startHttpServer(['--pyright-timeout-ms', '10000']);
    const {client, call} = await httpClient(url);
    try {
      const result = await call('check_python', {code: slowScript(120), platform: 'android'});
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/did not finish within 10 s/);
      const again = await call('check_python', {code: CLEAN_SCRIPT, platform: 'android'});
      expect(again.isError, textOf(again)).toBeFalsy();
    } finally {
      await client.close();
      child.kill();
    }
  });
});

describe('a pyright process that dies in the middle of a check', () => {
  it('is an error result that says so, and a new worker checks the next script', async () => {
    const {child, url} = await startHttpServer(['--pyright-workers=1']);
    const {client, call} = await httpClient(url);
    try {
      // A started worker takes the next call at once; the slow script keeps it busy for minutes.
      await call('check_python', {code: CLEAN_SCRIPT, platform: 'android'});
      const slow = call('check_python', {code: slowScript(120), platform: 'android'});
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const killed = pyrightChildren(child.pid!);
      expect(killed).toHaveLength(1);
      for (const pid of killed) process.kill(pid, 'SIGKILL');
      const result = await slow;
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/pyright stopped before it finished this script/);
      const again = await call('check_python', {code: CLEAN_SCRIPT, platform: 'android'});
      expect(again.isError, textOf(again)).toBeFalsy();
    } finally {
      await client.close();
      child.kill();
    }
  });
});

describe('a script sees only itself and the stubs', () => {
  const secret = `s3cret-${process.pid}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tapcraft-mcp-isolation-'));
  /** The server's temporary folder: pyright's workspaces are made inside it. */
  const tmp = path.join(dir, 'tmp');
  let stop: () => Promise<void>;
  let call: Call;

  beforeAll(async () => {
    for (const folder of [dir, tmp, path.join(tmp, 'somefolder'), path.join(dir, 'pythonpath')]) {
      mkdirSync(folder, {recursive: true});
      writeFileSync(path.join(folder, 'secretmod.py'), `TOKEN = "${secret}"\n`);
    }
    const {child, url} = await startHttpServer([], {
      ...process.env,
      TMPDIR: tmp,
      // Searched by pyright when it finds a Python interpreter.
      PYTHONPATH: path.join(dir, 'pythonpath'),
    });
    const connected = await httpClient(url);
    call = connected.call;
    stop = async () => {
      await connected.client.close();
      child.kill();
    };
  });
  afterAll(async () => {
    try {
      await stop();
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  async function diagnostics(code: string) {
    const result = await call('check_python', {code, platform: 'android'});
    expect(result.isError, textOf(result)).toBeFalsy();
    return (JSON.parse(textOf(result)) as {diagnostics: Array<{line: number; message: string}>})
      .diagnostics;
  }

  it('relative and absolute imports of files planted around it resolve to nothing', async () => {
    const imports = ['import secretmod', 'from somefolder.secretmod import TOKEN'];
    for (let dots = 1; dots <= 8; dots += 1) {
      for (const module of ['secretmod', 'somefolder.secretmod', 'tmp.somefolder.secretmod']) {
        imports.push(`from ${'.'.repeat(dots)}${module} import TOKEN`);
      }
    }
    const code = `${imports.join('\n')}\nreveal_type(TOKEN)\n`;
    const found = await diagnostics(code);
    expect(found.map((d) => d.message).filter((m) => m.includes(secret))).toEqual([]);
    const unresolved = new Set(
      found.filter((d) => /could not be resolved/.test(d.message)).map((d) => d.line),
    );
    expect(unresolved.size).toBe(imports.length);
  });

  it('an existing file and a missing one get the same words', async () => {
    const [planted, missing] = await Promise.all(
      ['secretmod', 'nosuchmod'].map((module) => diagnostics(`from ..${module} import TOKEN\n`)),
    );
    expect(planted.map((d) => d.message.replace('secretmod', 'X'))).toEqual(
      missing.map((d) => d.message.replace('nosuchmod', 'X')),
    );
  });

  it('no message names a folder of the server, not even pyright’s crash on deep nesting', async () => {
    const code = `import tapcraft\nreveal_type(tapcraft)\nx = ${'['.repeat(3000)}${']'.repeat(3000)}\n`;
    const messages = (await diagnostics(code)).map((d) => d.message);
    expect(messages.length).toBeGreaterThan(0);
    const folders = [tmp, path.resolve(__dirname, '..', '..'), os.homedir(), 'node_modules'];
    for (const message of messages) {
      for (const folder of folders) expect(message).not.toContain(folder);
    }
    expect(messages.join('\n')).toMatch(/nested too deeply/);
  });
});

describe('the HTTP server’s hosts and origins', () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: {name: 'tapcraft-test', version: '1.0.0'},
    },
  });

  it('answers only its own names, and pages of its own origin', async () => {
    const {child, url} = await startHttpServer(['--allowed-hosts', 'docs.example.org']);
    const status = async (headers: Record<string, string>) =>
      (await rawPost(url, initialize, headers)).status;
    try {
      expect(await status({})).toBe(200);
      expect(await status({host: `localhost:${url.port}`})).toBe(200);
      expect(await status({host: siteHost})).toBe(200);
      expect(await status({host: 'docs.example.org'})).toBe(200);
      // A page that rebound its own name to 127.0.0.1.
      expect(await status({host: `rebound.example:${url.port}`})).toBe(403);
      expect(await status({origin: url.origin})).toBe(200);
      expect(await status({origin: 'https://docs.example.org'})).toBe(200);
      expect(await status({origin: 'http://rebound.example'})).toBe(403);
      // Another server on this machine, or a page with no origin of its own.
      expect(await status({origin: 'http://127.0.0.1:3000'})).toBe(403);
      expect(await status({origin: 'null'})).toBe(403);
    } finally {
      child.kill();
    }
  });
});

describe('a request body over the limit', () => {
  it('gets 413, declared or streamed, not a reset connection', async () => {
    const {child, url} = await startHttpServer();
    try {
      const body = JSON.stringify(
        toolCall(1, 'check_python', {code: 'x'.repeat(2 * MAX_BODY_BYTES), platform: 'ios'}),
      );
      const declared = await rawPost(url, body, {'content-length': String(body.length)});
      expect(declared.status).toBe(413);
      expect(declared.body).toMatch(/larger than/);
      const streamed = await rawPost(url, body, {'transfer-encoding': 'chunked'});
      expect(streamed.status).toBe(413);
    } finally {
      child.kill();
    }
  });
});

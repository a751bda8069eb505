import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {contentFiles} from '../contentFiles';

/**
 * The cloud control APIs are described on their own pages (docs/service/cloud/http.mdx
 * and ws.mdx) and promised by the API reference of scripts (cloud_control, the
 * tunnel channels) and the tutorial. These checks keep the promises inside
 * what the two API pages list, so no page names an endpoint or a message the
 * API pages lack, or a message shape the WebSocket API does not have.
 */

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const HTTP_PAGE = 'docs/service/cloud/http.mdx';
const WS_PAGE = 'docs/service/cloud/ws.mdx';
/** Pages that show messages of the WebSocket API or call the HTTP API. */
const PAGES_USING_THE_APIS = [
  HTTP_PAGE,
  WS_PAGE,
  'docs/service/cloud/make.mdx',
  'docs/service/cloud/intro.mdx',
  'docs/android/api/tunner/websocket.mdx',
  'docs/ios/api/tunner/websocket.mdx',
  'docs/android/api/cloud_control.mdx',
  'docs/ios/api/cloud_control.mdx',
];

/** Rows of the Markdown table under a heading, as cells. */
function tableUnder(source: string, heading: string): string[][] {
  const start = source.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const rows: string[][] = [];
  for (const line of source.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(1);
}

const unquote = (cell: string) => cell.replace(/`/g, '');

/** The HTTP endpoints the HTTP page lists, as "METHOD /path". */
export function listedEndpoints(source: string): Set<string> {
  return new Set(
    tableUnder(source, '## Endpoints at a glance').map(
      ([method, route]) => `${unquote(method!)} ${unquote(route!)}`,
    ),
  );
}

/** The endpoints a page names in inline code, such as `GET /runs?batch=...`, without the query. */
export function namedEndpoints(source: string): string[] {
  const found = source.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`?\s]*)[^`]*`/g);
  return [...found].map((match) => `${match[1]} ${match[2]}`);
}

/** The message types the WebSocket page lists. */
export function listedMessageTypes(source: string): Set<string> {
  return new Set(
    tableUnder(source, '### Message types').flatMap(([types]) =>
      unquote(types!)
        .split(',')
        .map((type) => type.trim()),
    ),
  );
}

/** Every JSON block of a page that is a message: an object with a `type`. */
export function messagesOf(source: string): Array<Record<string, unknown>> {
  const blocks = source.matchAll(/```json\n([\s\S]*?)```/g);
  return [...blocks]
    .map((block) => JSON.parse(block[1]!) as unknown)
    .filter(
      (value): value is Record<string, unknown> =>
        typeof value === 'object' && value !== null && 'type' in value,
    );
}

/** What is wrong with one message: a type the page does not list, or fields outside the envelope. */
export function envelopeProblems(message: Record<string, unknown>, types: Set<string>): string[] {
  const problems: string[] = [];
  const type = String(message.type);
  if (!types.has(type)) problems.push(`${type}: not a message type of ${WS_PAGE}`);
  const extra = Object.keys(message).filter((key) => !['type', 'id', 'data'].includes(key));
  if (extra.length > 0) problems.push(`${type}: ${extra.join(', ')} outside the envelope's data`);
  return problems;
}

describe('the pages agree with the cloud control API pages', () => {
  const endpoints = listedEndpoints(read(HTTP_PAGE));
  const types = listedMessageTypes(read(WS_PAGE));

  it('reads the lists of the API pages', () => {
    expect(endpoints).toContain('POST /runs');
    expect(endpoints).toContain('GET /devices/{device_id}');
    expect(types).toContain('device.status');
    expect(types).toContain('ack');
  });

  it('finds an endpoint and a message the API pages lack', () => {
    expect(namedEndpoints('Read them with `GET /devices/{device_id}/screenshots?x=1`.')).toEqual([
      'GET /devices/{device_id}/screenshots',
    ]);
    expect(endpoints).not.toContain('POST /devices/{device_id}/screenshots');
    const oldChannelMessage = {type: 'channel.message', device: 'rack1-07', data: '{}'};
    expect(envelopeProblems(oldChannelMessage, types)).toEqual([
      "channel.message: device outside the envelope's data",
    ]);
    expect(envelopeProblems({type: 'screen.frame', id: '1', data: {}}, types)).toEqual([
      `screen.frame: not a message type of ${WS_PAGE}`,
    ]);
  });

  it('names only the endpoints the HTTP page lists', () => {
    const unknown = PAGES_USING_THE_APIS.flatMap((file) =>
      namedEndpoints(read(file))
        .filter((endpoint) => !endpoints.has(endpoint))
        .map((endpoint) => `${file}: ${endpoint}`),
    );
    expect(unknown).toEqual([]);
  });

  it('shows only messages of the WebSocket page, in its envelope', () => {
    const problems = PAGES_USING_THE_APIS.flatMap((file) =>
      messagesOf(read(file)).flatMap((message) =>
        envelopeProblems(message, types).map((problem) => `${file}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('has scripts read workspace variables and the run from cloud control, not the key-value store', () => {
    const oldForm = /\bkv_get\(\s*["'](?:var|cloud)\./;
    expect(oldForm.test('DB_API = kv_get("var.db_api") or ""')).toBe(true);
    const found = contentFiles(root, []).filter((file) => oldForm.test(read(file)));
    expect(found).toEqual([]);
  });
});

import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';

import {loadApiReference} from '../../plugins/api-reference';
import {answerCards, exampleLine} from '@tapcraft/core/api/views';
import {answerIndex, cardEntries, findAnswer, nameKey} from '@tapcraft/core/search/answers';
import {answerQueries} from '../search/answerQueries';

// The answer cards of search (issue 32), built from the real API model as
// the search-index plugin builds them, and matched as the search worker
// and the MCP server match them.

const {content} = await loadApiReference(process.cwd());
const file = answerCards(content.model, content.pages);
const index = answerIndex(file);

/** What a search session may load more for the cards, gzip (issue 32). */
const CARD_FILE_BUDGET = 60 * 1024;

describe('the matcher over the fixed query set', () => {
  it('has at least 60 queries, names and queries that must get no card', () => {
    expect(answerQueries.length).toBeGreaterThanOrEqual(60);
    expect(answerQueries.filter((q) => q.entry === null).length).toBeGreaterThanOrEqual(15);
  });

  for (const {query, entry, platform} of answerQueries) {
    it(`${JSON.stringify(query)}${platform ? ` on ${platform}` : ''} → ${entry ?? 'no card'}`, () => {
      expect(findAnswer(index, query, {platform})?.entry.id ?? null).toBe(entry);
    });
  }
});

describe('findAnswer', () => {
  it("shows first the reader's platform, the others as counterparts", () => {
    const answer = findAnswer(index, 'find_colors', {prefer: 'ios'})!;
    expect(answer.entry.id).toBe('tapcraft.ios.screen.find_colors');
    expect(answer.counterparts.map((entry) => entry.platform).sort()).toEqual([
      'android',
      'windows',
    ]);
  });

  it('leads an alias with its tool, call and what differs on the platform shown', () => {
    const answer = findAnswer(index, 'images.findColor')!;
    expect(answer.alias).toMatchObject({
      tool: 'AutoJs6',
      call: expect.stringMatching(/^images\.findColor\(/),
    });
    expect('differs' in answer.alias! && answer.alias.differs).toBeTruthy();
    const onIos = findAnswer(index, 'driver.tap([(x, y)])', {platform: 'ios'})!;
    expect(onIos.alias).toMatchObject({differs: expect.stringMatching(/iOS scripts/)});
  });

  it('reads calls as typed: spaces, quotes and argument values do not matter', () => {
    expect(nameKey('d( text = "Login" ).click()')).toBe(nameKey("d(text='x').click()"));
    expect(nameKey('poco(text=…)')).toBe('poco(text=)');
    expect(nameKey('images.findColor(img, color)')).toBe('images.findcolor');
    expect(nameKey('find colors')).not.toBe(nameKey('find_colors'));
  });
});

describe('the card file', () => {
  it('gives every entry back whole: the signature, since and platforms of the model', () => {
    const byId = new Map(content.model.entries.map((entry) => [entry.id, entry]));
    const cards = cardEntries(file);
    for (const card of cards) {
      const entry = byId.get(card.id)!;
      expect(entry, card.id).toBeDefined();
      expect(card).toMatchObject({signature: entry.signature, since: entry.since, url: entry.url});
      const counterparts = card.counterparts.map((i) => cards[i]!.id);
      expect(Object.values(entry.counterparts), card.id).toEqual(
        expect.arrayContaining(counterparts),
      );
    }
  });

  it(`stays within ${CARD_FILE_BUDGET / 1024} KB gzip`, () => {
    const bytes = gzipSync(JSON.stringify(file), {level: 9}).length;
    console.log(`answer cards: ${bytes} B gzip, ${file.entries.length} entries`);
    expect(bytes).toBeLessThanOrEqual(CARD_FILE_BUDGET);
  });

  it('keeps the line of the example that calls the entry, without imports', () => {
    const source =
      'from tapcraft.android.screen import find_colors\n\n# A button.\nx = 1\np = find_colors(X)';
    expect(exampleLine(source, 'find_colors')).toBe('p = find_colors(X)');
    expect(exampleLine('import os\nx = 1', 'View.click')).toBe('x = 1');
  });
});

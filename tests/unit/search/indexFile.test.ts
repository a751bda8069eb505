import {describe, expect, it} from 'vitest';

import {
  encodeSymbol,
  IndexRecords,
  packIndex,
  symbolsOf,
  textDecoder,
  unpackIndex,
} from '@tapcraft/core/search/indexFile';
import type {SearchRecord} from '@tapcraft/core/search/types';
import {records} from './fixtures';

describe('packed index file', () => {
  it('round-trips every record exactly', () => {
    expect(unpackIndex(packIndex(records))).toEqual(records);
  });

  it('keeps anchors that differ from the heading text, such as explicit ids', () => {
    const explicit = records.map((record) =>
      record.anchor === 'find_colors'
        ? {
            ...record,
            anchor: 'Screen.find_colors',
            url: `${record.url_without_anchor}#Screen.find_colors`,
          }
        : record,
    );
    expect(unpackIndex(packIndex(explicit))).toEqual(explicit);
  });

  it('refuses records it could not restore exactly', () => {
    const odd = records.map((record, i) =>
      i === 1 ? {...record, weight: {...record.weight, level: 42}} : record,
    );
    expect(() => packIndex(odd)).toThrow(/cannot be stored in the index file/);
  });

  it("refuses a page whose records do not begin with its title's", () => {
    expect(() => packIndex(records.slice(1))).toThrow(/its title's record first/);
  });

  it('stores each page once and is much smaller than the records', () => {
    const packed = packIndex(records);
    expect(packed.pages.map((p) => p.url)).toEqual([
      '/docs/android/api/screen',
      '/docs/android/intro',
      '/blog/欢迎',
      '/docs/about/us',
    ]);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(records).length * 0.6);
  });

  it('stores each word of body text once and gives every text back exactly', () => {
    const texts = [
      'Tap it, then tap it again.',
      '  two  spaces\tand a tab\n',
      '(find_colors) → 找色abc 中文 text…',
      '',
      '...',
    ];
    const withTexts = contentRecords(texts);
    const file = packIndex(withTexts);
    // Each word once, the most frequent first.
    expect(file.pieces.filter((word) => word === 'it')).toHaveLength(1);
    expect(file.pieces[0]).toBe('it');
    const decode = textDecoder(file.pieces);
    expect(file.sections[0]!.map(decode)).toEqual(texts);
    expect(unpackIndex(file)).toEqual(withTexts);
  });

  it('stores a CJK run as dictionary words and gives it back with nothing added between them', () => {
    const texts = [
      '免费软件下载，软件下载。',
      '无障碍服务没有运行时，调用 find_colors 函数',
      '中文 中文',
      '中文abc',
      'abc中文',
    ];
    const withTexts = contentRecords(texts);
    const file = packIndex(withTexts);
    expect(file.pieces).toEqual(expect.arrayContaining(['免费', '软件', '下载']));
    expect(file.pieces).not.toContain('免费软件下载');
    const decode = textDecoder(file.pieces);
    expect(file.sections[0]!.map(decode)).toEqual(texts);
    expect(unpackIndex(file)).toEqual(withTexts);
  });
});

/** A page top's title record (the fixture's first) and records of `texts` under it. */
function contentRecords(texts: string[]): SearchRecord[] {
  const top: SearchRecord = {...records[0]!};
  delete top.summary;
  const title = {...top, summary: texts[0]};
  return [
    title,
    ...texts.map((content, i): SearchRecord => ({
      ...top,
      objectID: `${title.url_without_anchor}#${i + 1}`,
      content,
      type: 'content',
      weight: {...title.weight, level: 0, position: i + 1},
    })),
  ];
}

describe('IndexRecords', () => {
  it("gives each record's facts without restoring it, and the record when read", () => {
    const lazy = new IndexRecords(packIndex(records));
    expect(lazy.length).toBe(records.length);
    records.forEach(({type, weight, language, docusaurus_tag}, i) => {
      expect(lazy.facts(i)).toEqual({type, weight, language, docusaurus_tag});
    });
    expect(lazy.at(2)).toEqual(records[2]);
    expect(lazy.at(2)).toBe(lazy.at(2));
    expect(lazy.at(records.length)).toBeUndefined();
  });

  it('gives each restored record its own hierarchy and weight, though records share them', () => {
    const lazy = new IndexRecords(packIndex(records));
    const sameHeading = records.findIndex(
      (record, i) => i > 0 && record.type === 'content' && records[i - 1]!.type !== 'content',
    );
    expect(lazy.facts(sameHeading)).toBe(lazy.facts(sameHeading));
    const restored = lazy.at(sameHeading)!;
    restored.hierarchy.lvl6 = 'changed';
    restored.weight.pageRank = -1;
    expect(lazy.at(sameHeading - 1)!.hierarchy.lvl6).toBeNull();
    expect(lazy.facts(sameHeading).weight.pageRank).not.toBe(-1);
  });
});

describe('symbol characters of body text', () => {
  const symbols = [0, 1, 2, 3, 58, 59, 60, 61, 32_733, 32_734, 63_454, 1_000_000, 2 ** 40];

  it('round-trips each symbol, alone and in a row', () => {
    for (const symbol of symbols) expect(symbolsOf(encodeSymbol(symbol))).toEqual([symbol]);
    expect(symbolsOf(symbols.map(encodeSymbol).join(''))).toEqual(symbols);
  });

  it('writes the 94 most frequent symbols as one byte and the first 32,734 as one character', () => {
    expect(Buffer.byteLength(encodeSymbol(93))).toBe(1);
    expect(Buffer.byteLength(encodeSymbol(94))).toBe(2);
    expect(encodeSymbol(32_733)).toHaveLength(1);
    expect(encodeSymbol(32_734)).toHaveLength(2);
  });

  it('never uses a character JSON escapes or a lone surrogate', () => {
    const text = Array.from({length: 70_000}, (_, symbol) => encodeSymbol(symbol * 997)).join('');
    const codes = Array.from(text, (char) => char.charCodeAt(0));
    expect(codes.filter((code) => code < 0x20 || code === 0x22 || code === 0x5c)).toEqual([]);
    expect(codes.filter((code) => code >= 0xd800 && code <= 0xdfff)).toEqual([]);
    expect(JSON.stringify(text)).toBe(`"${text}"`);
  });

  it('decodes words and gaps past the one-character symbols', () => {
    const pieces = [...Array.from({length: 60001}, (_, i) => `w${i}`), '; '];
    const encoded = [60000, 60001, 0].map(encodeSymbol).join('');
    expect(textDecoder(pieces)(encoded)).toBe('w60000; w0');
  });
});

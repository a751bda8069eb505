import {describe, expect, it} from 'vitest';

import {queryTerms, tokenize} from '@tapcraft/core/search/tokenize';

describe('tokenize', () => {
  it('gives snake_case, camelCase and spaced identifiers the same terms', () => {
    expect(tokenize('find_colors')).toEqual(['find', 'colors', 'findcolors']);
    expect(tokenize('findColors')).toEqual(['find', 'colors', 'findcolors']);
    expect(tokenize('find colors')).toEqual(['find', 'colors']);
  });

  it('splits acronyms and digits out of identifiers', () => {
    expect(tokenize('parseHTTPResponse2')).toEqual([
      'parse',
      'http',
      'response',
      '2',
      'parsehttpresponse2',
    ]);
    expect(tokenize('ocrV2')).toEqual(['ocr', 'v', '2', 'ocrv2']);
  });

  it('turns a CJK run into single characters plus overlapping pairs', () => {
    expect(tokenize('软件下载')).toEqual(['软', '件', '下', '载', '软件', '件下', '下载']);
  });

  it("makes a query's CJK run need its characters, its pairs only boosting", () => {
    expect(queryTerms('软件下载')).toEqual({
      needed: ['软', '件', '下', '载'],
      boosting: ['软件', '件下', '下载'],
    });
    expect(queryTerms('findColors')).toEqual({
      needed: ['find', 'colors', 'findcolors'],
      boosting: [],
    });
  });

  it('separates CJK from Latin text and drops punctuation', () => {
    expect(tokenize('欢迎 to Tapcraft!')).toEqual(['欢', '迎', '欢迎', 'to', 'tapcraft']);
    expect(tokenize('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script']);
  });

  it('keeps non-ASCII letters, digits and underscores inside words', () => {
    expect(tokenize('Café Ünïcode')).toEqual(['caf', 'é', 'café', 'ünïcode']);
    expect(tokenize('9lives _private_ x')).toEqual(['9', 'lives', '9lives', 'private', 'x']);
    expect(tokenize('Tapcraft TAPCRAFT')).toEqual(['tapcraft', 'tapcraft']);
  });

  it('treats a word that runs into CJK characters as one CJK run', () => {
    expect(tokenize('abc中文')).toEqual(['a', 'b', 'c', '中', '文', 'ab', 'bc', 'c中', '中文']);
  });

  it('returns nothing for empty or punctuation-only input', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('  ?!  ')).toEqual([]);
  });
});

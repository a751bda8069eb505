import {describe, expect, it} from 'vitest';

import {packIndex, unpackIndex} from '../../../src/search/indexFile';
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
});

import {describe, expect, it} from 'vitest';

import {packIndex, unpackIndex} from '../../../src/search/indexFile';
import {records} from './fixtures';

describe('packed index file', () => {
  it('round-trips every record exactly', () => {
    expect(unpackIndex(packIndex(records))).toEqual(records);
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

import {describe, expect, it} from 'vitest';

import {parseRoutes, readRoutes} from '../routes';

describe('route list', () => {
  it('parses served and pending routes', () => {
    const parsed = parseRoutes('# comment\n/\n#pending /docs/x\n\n/blog\n');
    expect(parsed).toEqual({delivered: ['/', '/blog'], pending: ['/docs/x']});
  });

  it('keeps all 187 contract routes, each once', () => {
    const {delivered, pending} = readRoutes();
    const all = [...delivered, ...pending];
    expect(all).toHaveLength(187);
    expect(new Set(all).size).toBe(all.length);
  });
});

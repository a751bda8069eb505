import {describe, expect, it} from 'vitest';

import {parseRoutes, readRoutes} from '../routes';

describe('route list', () => {
  it('parses served and pending routes', () => {
    const parsed = parseRoutes('# comment\n/\n#pending /docs/x\n\n/blog\n');
    expect(parsed).toEqual({delivered: ['/', '/blog'], pending: ['/docs/x']});
  });

  it('lists each contract route once, as a path', () => {
    const {delivered, pending} = readRoutes();
    const all = [...delivered, ...pending];
    expect(all.length).toBeGreaterThan(0);
    // "/a" and "/a/" are one route: the server answers both with the same page.
    const canonical = all.map((route) => route.replace(/(.)\/+(\?|$)/, '$1$2'));
    expect(canonical.filter((route, i) => canonical.indexOf(route) !== i)).toEqual([]);
    for (const route of all) expect(route, route).toMatch(/^\/\S*$/);
  });
});

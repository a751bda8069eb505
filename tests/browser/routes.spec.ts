import {test, expect} from './fixtures';
import {readRoutes} from '../routes';

const {delivered} = readRoutes();
const notFoundTitle = /<title[^>]*>Page Not Found/i;

/** "/a?q=1" → "/a/?q=1": the other trailing-slash form of a route. */
function withSlash(route: string): string {
  const [pathname, query] = route.split('?');
  if (pathname === '/' || pathname.endsWith('/')) {
    return route;
  }
  return `${pathname}/${query ? `?${query}` : ''}`;
}

function withoutSlash(route: string): string {
  const [pathname, query] = route.split('?');
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${trimmed}${query ? `?${query}` : ''}`;
}

test.describe('every delivered route serves a real page', () => {
  for (const route of delivered) {
    test(route, async ({request}) => {
      for (const form of new Set([withoutSlash(route), withSlash(route)])) {
        const response = await request.get(encodeURI(form));
        expect(response.status(), `${form} status`).toBe(200);
        const html = await response.text();
        expect(html, `${form} is the not-found page`).not.toMatch(notFoundTitle);
        expect(html, `${form} has a main landmark`).toMatch(/<main|<article/);
      }
    });
  }
});

import {describe, expect, it} from 'vitest';

import {formatPostDate} from '../../src/theme/BlogPostItem/Header/Info/formatPostDate';

const intlDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    calendar: 'gregory',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoDate));

describe('formatPostDate', () => {
  it('writes English dates exactly as Intl does, so hydration matches the server', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const iso = new Date(Date.UTC(2025, month, day)).toISOString();
        expect(formatPostDate(iso, 'en', 'gregory')).toBe(intlDate(iso, 'en'));
      }
    }
    expect(formatPostDate('2025-04-02T00:00:00.000Z', 'en', 'gregory')).toBe('April 2, 2025');
  });

  it('takes the day in UTC, as the theme does', () => {
    expect(formatPostDate('2024-12-31T23:30:00-05:00', 'en', 'gregory')).toBe('January 1, 2025');
  });

  it('uses Intl for other locales and calendars', () => {
    expect(formatPostDate('2025-04-02T00:00:00.000Z', 'fr', 'gregory')).toBe('2 avril 2025');
    expect(formatPostDate('2025-04-02T00:00:00.000Z', 'zh-CN', 'gregory')).toBe(
      intlDate('2025-04-02T00:00:00.000Z', 'zh-CN'),
    );
  });
});

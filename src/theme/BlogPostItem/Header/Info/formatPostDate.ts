const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A post's date as the theme shows it ("April 2, 2025", in UTC). English
 * dates are built by hand: the first `Intl.DateTimeFormat` a page creates
 * starts up ICU, 20–50 ms of main-thread work during hydration in Chromium
 * here, for a string the server has already rendered. Other locales
 * use `Intl`. A unit test checks both give the same English text.
 */
export function formatPostDate(isoDate: string, locale: string, calendar: string): string {
  const date = new Date(isoDate);
  if (locale === 'en' && calendar === 'gregory') {
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(locale, {
    calendar,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

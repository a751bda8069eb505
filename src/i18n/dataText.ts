import * as Translate from '@docusaurus/Translate';

/**
 * A text that a data module words in English for the Markdown twins as well
 * as for pages (a diagram's steps, the HID board's LED states), in the
 * page's language. The English is the key, as for a `translate()` without an
 * id: when the English changes, pages show it in English until it is
 * translated again, never an outdated translation.
 *
 * `npm run write-translations` reads only literal messages, so it neither
 * finds these keys nor warns about this call (a member call, which it skips);
 * tests/unit/i18n-data-text.test.ts names each key a locale lacks.
 */
export function dataText(english: string): string {
  return Translate.translate({message: english});
}

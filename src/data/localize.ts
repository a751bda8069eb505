import type {TranslatedLocale} from './locales';

/**
 * What a translation of a data module may replace: its text, and nothing
 * else. A field typed `string` takes a translation; a number, a date, a
 * pattern, or a string of a fixed set (`'given' | 'cloud'`, a key rather than
 * words) does not, so numbers keep one source in every language.
 */
export type TextOverlay<T> = string extends T
  ? string
  : T extends readonly unknown[] | Record<string, unknown>
    ? {readonly [K in keyof T]?: TextOverlay<T[K]>}
    : never;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof RegExp);
}

/** A value's kind, as an error names it. */
function kind(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  return value instanceof RegExp ? 'pattern' : typeof value;
}

function merge(english: unknown, overlay: unknown, path: string): unknown {
  if (overlay === undefined) return english;
  if (typeof english === 'string' && typeof overlay === 'string') return overlay;
  if (!isRecord(english) || !isRecord(overlay) || kind(english) !== kind(overlay)) {
    throw new Error(
      `${path}: the translation gives a ${kind(overlay)} where the English has a ${kind(english)}`,
    );
  }
  const extra = Object.keys(overlay).filter(
    (key) => overlay[key] !== undefined && !(key in english),
  );
  if (extra.length > 0) throw new Error(`${path}: the English has no ${extra.join(', ')}`);
  const merged = Object.entries(english).map(([key, value]) => [
    key,
    merge(value, overlay[key], `${path}.${key}`),
  ]);
  return Array.isArray(english) ? merged.map(([, value]) => value) : Object.fromEntries(merged);
}

/**
 * The English value with the translated text laid over it: every string the
 * overlay gives replaces the English one at the same place, everything else
 * (numbers, lists of files, patterns) is the English value itself.
 *
 *   export const facts = withText(englishFacts, {systems: {ios: 'iOS 14 或更高版本'}});
 */
export function withText<T>(english: T, overlay: TextOverlay<T>): T {
  return merge(english, overlay, 'value') as T;
}

/**
 * A lookup in translations keyed by their English text, for texts that move
 * around in lists: `undefined` (the English stays) for a text the table lacks.
 */
export function translatedBy(
  translations: Readonly<Record<string, string>>,
): (english: string | undefined) => string | undefined {
  return (english) =>
    english !== undefined && Object.hasOwn(translations, english)
      ? translations[english]
      : undefined;
}

/** The value of a data module in a page's language: its translation where one exists, else the English. */
export function inLocale<T>(
  locale: string,
  english: T,
  translations: Partial<Record<TranslatedLocale, T>>,
): T {
  return Object.hasOwn(translations, locale) ? translations[locale as TranslatedLocale]! : english;
}

/** How a language punctuates what components compose from data: `part (a, b)`, `title: a; b.` */
export type Punctuation = {
  colon: string;
  /** Between items that hold commas themselves. */
  separator: string;
  /** Between two parts of a phrase. */
  comma: string;
  /** Between items of a list. */
  enumeration: string;
  open: string;
  close: string;
  period: string;
  /** Between two sentences. */
  space: string;
};

const punctuation: Record<'en' | TranslatedLocale, Punctuation> = {
  en: {
    colon: ': ',
    separator: '; ',
    comma: ', ',
    enumeration: ', ',
    open: ' (',
    close: ')',
    period: '.',
    space: ' ',
  },
  'zh-Hans': {
    colon: '：',
    separator: '；',
    comma: '，',
    enumeration: '、',
    open: '（',
    close: '）',
    period: '。',
    space: '',
  },
};

/** The punctuation of a page's language. */
export function punctuationOf(locale: string): Punctuation {
  return inLocale(locale, punctuation.en, punctuation);
}

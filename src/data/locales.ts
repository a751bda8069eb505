/**
 * The site's languages: English at `/`, every other locale under its own
 * path (`/zh-Hans/docs/intro`). docusaurus.config.ts builds its `i18n` block
 * from these, and the translation scripts and checks read them.
 */

export const defaultLocale = 'en';

export const localeConfigs = {
  'zh-Hans': {label: '简体中文', htmlLang: 'zh-Hans', path: 'zh-Hans'},
} as const;

export type TranslatedLocale = keyof typeof localeConfigs;

/** The locales that are translations of the English site. */
export const translatedLocales = Object.keys(localeConfigs) as TranslatedLocale[];

/**
 * The aliases and the terms that name a page, in a page's language: what
 * the API model, the glossary and the migration guides of that site read.
 */
import * as english from './api-aliases';
import {inLocale} from './localize';
import * as englishTerms from './terms';
import * as chinese from './zh-Hans/api-aliases';
import * as chineseTerms from './zh-Hans/terms';

export function aliasesIn(locale: string): {
  apiAliases: english.ApiAlias[];
  pageTerms: english.PageTerm[];
  productTerms: english.PageTerm[];
} {
  const {apiAliases, pageTerms} = inLocale(locale, english, {'zh-Hans': chinese});
  const {productTerms} = inLocale(locale, englishTerms, {'zh-Hans': chineseTerms});
  return {apiAliases, pageTerms, productTerms};
}

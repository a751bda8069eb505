import {describe, expect, it} from 'vitest';

import type {I18n} from '@docusaurus/types';
import {siteOutDir} from '../../plugins/shared/siteOutDir';

const i18n = (currentLocale: string) =>
  ({
    defaultLocale: 'en',
    currentLocale,
    localeConfigs: {en: {path: 'en'}, 'zh-Hans': {path: 'zh-Hans'}},
  }) as unknown as I18n;

describe('the site build folder of a locale', () => {
  it('is the locale’s outDir for the default locale', () => {
    expect(siteOutDir({i18n: i18n('en')}, '/site/build')).toBe('/site/build');
  });

  it('is the folder above a locale built beside the others', () => {
    expect(siteOutDir({i18n: i18n('zh-Hans')}, '/site/build/zh-Hans')).toBe('/site/build');
  });

  it('is outDir itself when only that locale is built, never the site’s own folder', () => {
    expect(siteOutDir({i18n: i18n('zh-Hans')}, '/site/build')).toBe('/site/build');
  });
});

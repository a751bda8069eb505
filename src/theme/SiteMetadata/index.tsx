import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
// The context useDocusaurusContext reads: the theme's hreflang links read the locales from it.
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';

type Props = WrapperProps<typeof SiteMetadataType>;

type TranslationsData = {partial: Record<string, string[]>};

/**
 * The theme's metadata, whose `hreflang` links name every locale on every
 * page: on a page not written in every locale (plugins/translations), it
 * sees only the locales the page is written in, so a page without a
 * translation names no other locale and a translated one names its
 * translations, in both directions. (The sitemap's alternates come from
 * the same files: src/config/sitemap.ts.)
 */
export default function SiteMetadataWrapper(props: Props): ReactNode {
  const context = useDocusaurusContext();
  const {pathname} = useLocation();
  const {partial} = usePluginData('tapcraft-translations') as TranslationsData;
  const {baseUrl} = context.siteConfig;
  const written = partial[`/${pathname.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1')];
  if (!written) return <SiteMetadata {...props} />;
  const {currentLocale, localeConfigs} = context.i18n;
  // A page only in its own locale is its own default: no x-default to another locale either.
  const locales = written.includes(currentLocale) && written.length > 1 ? written : [currentLocale];
  const i18n = {
    ...context.i18n,
    defaultLocale: locales.includes(context.i18n.defaultLocale)
      ? context.i18n.defaultLocale
      : currentLocale,
    localeConfigs: Object.fromEntries(locales.map((locale) => [locale, localeConfigs[locale]!])),
  };
  return (
    <Context.Provider value={{...context, i18n}}>
      <SiteMetadata {...props} />
    </Context.Provider>
  );
}

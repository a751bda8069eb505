import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {PageState} from '@tapcraft/core/pages/translations';

type Props = {
  permalink: string;
  /** The file that backs the page, as Docusaurus names it: `@site/i18n/zh-Hans/…` when translated. */
  source: string;
};

type TranslationsData = {stale: Record<string, PageState['changed']>};

/**
 * Above a doc or a post of a translated locale: a note when the page has no
 * translation (the English text follows), or when its English page changed
 * in some sections after it was translated (plugins/translations). Both link
 * the English page. Nothing in English, or on a current translation.
 */
export default function TranslationNote({permalink, source}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const data = usePluginData('tapcraft-translations') as TranslationsData | undefined;
  const file = source.replace(/^@site\//, '');
  const stale = data?.stale[file];
  if (i18n.currentLocale === i18n.defaultLocale || (file.startsWith('i18n/') && !stale)) {
    return null;
  }
  const english = `/${permalink.slice(siteConfig.baseUrl.length)}`;
  const link = (anchor: string, text: string) => (
    <a href={anchor ? `${english}#${anchor}` : english} hrefLang="en">
      {text}
    </a>
  );
  if (!stale) {
    return (
      <div className="alert alert--warning margin-bottom--md" role="note">
        {translate({
          id: 'tapcraft.translation.missing',
          message: 'This page has not been translated yet, so it is shown in English.',
        })}{' '}
        {link('', translate({id: 'tapcraft.translation.englishPage', message: 'English page'}))}
      </div>
    );
  }
  const intro = translate({id: 'tapcraft.translation.introSection', message: 'Introduction'});
  return (
    <div className="alert alert--warning margin-bottom--md" role="note">
      {translate({
        id: 'tapcraft.translation.stale',
        message: 'The English page changed after this translation was made, in these sections:',
      })}
      <ul className="margin-bottom--none">
        {stale.map(({anchor, title}) => (
          <li key={anchor}>{link(anchor, title || intro)}</li>
        ))}
      </ul>
    </div>
  );
}

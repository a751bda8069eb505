import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPageMenu from '@site/src/components/CopyPageMenu';
import TranslationNote from '@site/src/components/TranslationNote';

type Props = WrapperProps<typeof ContentType>;

/**
 * The doc, with the "Copy page" menu floated beside its title; in a
 * translated locale, under the note on a missing or stale translation, and
 * marked as English when no translation backs it.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {i18n} = useDocusaurusContext();
  const english = i18n.currentLocale !== i18n.defaultLocale && !metadata.source.includes('/i18n/');
  return (
    <>
      <TranslationNote permalink={metadata.permalink} source={metadata.source} />
      <CopyPageMenu permalink={metadata.permalink} />
      {english ? (
        <div lang={i18n.defaultLocale}>
          <Content {...props} />
        </div>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}

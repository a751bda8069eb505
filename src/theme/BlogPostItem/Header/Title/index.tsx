import type {ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import CopyPageMenu from '@site/src/components/CopyPageMenu';
import TranslationNote from '@site/src/components/TranslationNote';

type Props = WrapperProps<typeof TitleType>;

/**
 * A post's title; on the post's own page, with the "Copy page" menu floated
 * beside it and, in a translated locale, the note on a missing or stale
 * translation under it.
 */
export default function TitleWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <Title {...props} />;
  return (
    <>
      <CopyPageMenu permalink={metadata.permalink} />
      <Title {...props} />
      <TranslationNote permalink={metadata.permalink} source={metadata.source} />
    </>
  );
}

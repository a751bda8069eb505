import type {ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import CopyPageMenu from '@site/src/components/CopyPageMenu';

type Props = WrapperProps<typeof TitleType>;

/** A post's title; on the post's own page, with the "Copy page" menu floated beside it. */
export default function TitleWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <CopyPageMenu permalink={metadata.permalink} />}
      <Title {...props} />
    </>
  );
}

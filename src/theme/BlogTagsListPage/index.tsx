import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** Wrapped to give the page a meta description; the original sets only a title. */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'site.blog.tagsList.description',
          message:
            'Every topic of the Tapcraft blog, from Air Click and Android to software downloads.',
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}

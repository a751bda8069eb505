import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/** Wrapped to give each author page its own meta description. */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  return (
    <>
      <PageMetadata
        description={translate(
          {
            id: 'site.blog.authorPosts.description',
            message: 'Tapcraft blog posts by {name}, {title}.',
          },
          {name: author.name ?? author.key, title: author.title ?? 'Tapcraft team'},
        )}
      />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}

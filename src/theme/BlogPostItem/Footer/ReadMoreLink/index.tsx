import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

import utilities from '@site/src/css/utilities.module.css';

/*
 * Ejected from @docusaurus/theme-classic (see src/theme/README.md): the post
 * title is part of the link text, hidden from view, instead of an aria-label,
 * so the link says where it goes to search engines as well as to screen
 * readers. Sighted readers still see "Read more" under each excerpt.
 */
export default function BlogPostItemFooterReadMoreLink({
  blogPostTitle,
  ...linkProps
}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>
      <span className={utilities.visuallyHidden}>
        <Translate
          id="theme.blog.post.readMoreTitle"
          description="Hidden words after 'Read more' that name the post the link opens"
          values={{title: blogPostTitle}}
        >
          {' about {title}'}
        </Translate>
      </span>
    </Link>
  );
}

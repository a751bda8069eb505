import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocCard/Layout';

import LinkCard from '@site/src/components/LinkCard';

const {docCard} = ThemeClassNames.docs;

/**
 * The cards of category index pages, drawn as the site's one link card: the
 * whole title and description (the theme's cut both to one line), without
 * the theme's emoji, with the theme's stable class names.
 */
export default function DocCardLayout({href, title, description}: Props): ReactNode {
  return (
    <LinkCard
      to={href}
      title={title}
      summary={description}
      classNames={{card: docCard.container, title: docCard.heading, summary: docCard.description}}
    />
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

export type LinkCardProps = {
  /** A site path or an absolute URL. */
  to: string;
  title: string;
  /** One sentence on what the reader finds there. */
  summary?: string;
  /** Extra class names of its parts: the theme's stable ones on category cards. */
  classNames?: {card?: string; title?: string; summary?: string};
};

/**
 * A card that is one link: its title in the link colour, a line of summary
 * under it. Only the title underlines, on hover and focus, so no paragraph
 * reads as a link. Put cards in a `LinkCardGrid`.
 */
export default function LinkCard({to, title, summary, classNames}: LinkCardProps): ReactNode {
  return (
    <Link className={clsx(styles.card, classNames?.card)} to={to}>
      <span className={clsx(styles.title, classNames?.title)}>{title}</span>
      {summary && <span className={clsx(styles.summary, classNames?.summary)}>{summary}</span>}
    </Link>
  );
}

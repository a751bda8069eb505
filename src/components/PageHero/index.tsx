import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import NewTabNote from '@site/src/components/NewTabNote';
import sections from '@site/src/css/sections.module.css';

import styles from './styles.module.css';

/** The illustration beside the text. `src` is a path under static/. */
type PageHeroArt = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

/** A hero button: a site path, or an absolute URL of another site. */
type HeroAction = {
  label: string;
  to: string;
  /** Opens in a new tab (the store), and says so to screen readers. */
  newTab?: boolean;
};

type Props = {
  /** Short line above the title, in a pill. */
  eyebrow: ReactNode;
  /** The text of the page's only h1. */
  title: ReactNode;
  /** One or two sentences under the title. */
  pitch: ReactNode;
  /** Shown between the pitch and the actions, for example a list of facts. */
  details?: ReactNode;
  /**
   * Every landing page has the same pair: one filled primary button and a
   * secondary button beside it; on phones both fill the width.
   */
  primary: HeroAction;
  secondary: HeroAction;
  /** Shown after the actions, in the text column. */
  children?: ReactNode;
  /** Without art the text keeps one column of at most 40rem. */
  art?: PageHeroArt;
};

function HeroButton({action, kind}: {action: HeroAction; kind: 'primary' | 'secondary'}) {
  return (
    <Link
      className={clsx('button button--lg', `button--${kind}`)}
      to={action.to}
      {...(action.newTab ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
    >
      {action.label}
      {action.newTab ? <NewTabNote /> : null}
    </Link>
  );
}

function HeroArt({src, width, height, alt}: PageHeroArt): ReactNode {
  const url = useBaseUrl(src);
  return (
    <div>
      <img
        className={sections.image}
        src={url}
        width={width}
        height={height}
        alt={alt}
        decoding="async"
      />
    </div>
  );
}

/**
 * The header of every landing page (home, store, HID board, VMOS): eyebrow,
 * h1, pitch, the primary and secondary button, and art on a gradient.
 */
export default function PageHero({
  eyebrow,
  title,
  pitch,
  details,
  primary,
  secondary,
  children,
  art,
}: Props): ReactNode {
  return (
    <header className={clsx(styles.hero, art === undefined && styles.textOnly)}>
      <div className={clsx('container', art !== undefined && sections.split)}>
        <div>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.pitch}>{pitch}</p>
          {details}
          <div className={clsx(sections.actions, styles.actions)}>
            <HeroButton action={primary} kind="primary" />
            <HeroButton action={secondary} kind="secondary" />
          </div>
          {children}
        </div>
        {art !== undefined ? <HeroArt {...art} /> : null}
      </div>
    </header>
  );
}

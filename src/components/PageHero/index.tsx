import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';

import styles from './styles.module.css';

/** The illustration beside the text. `src` is a path under static/. */
export type PageHeroArt = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

type Props = {
  /** Short line above the title: a pill, or an uppercase kicker in the product look. */
  eyebrow?: ReactNode;
  /** The text of the page's only h1. */
  title: ReactNode;
  /** One or two sentences under the title. */
  pitch: ReactNode;
  /** Shown between the pitch and the actions, for example a list of facts. */
  details?: ReactNode;
  /** Infima button links; on phones they fill the width. */
  actions: ReactNode;
  /** Shown after the actions, in the text column. */
  children?: ReactNode;
  /** Without art the text keeps one column of at most 40rem. */
  art?: PageHeroArt;
  /**
   * `default`: pill eyebrow, large title, muted pitch (home, VMOS, store).
   * `product`: kicker, smaller title, plain pitch, no bottom border (HID board).
   */
  variant?: 'default' | 'product';
  className?: string;
};

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

/** The header of a landing page: eyebrow, h1, pitch, actions and art on a gradient. */
export default function PageHero({
  eyebrow,
  title,
  pitch,
  details,
  actions,
  children,
  art,
  variant = 'default',
  className,
}: Props): ReactNode {
  const product = variant === 'product';
  return (
    <header
      className={clsx(
        styles.hero,
        product ? styles.product : styles.standard,
        art === undefined && styles.textOnly,
        className,
      )}
    >
      <div className={clsx('container', art !== undefined && sections.split)}>
        <div>
          {eyebrow !== undefined ? (
            <p className={product ? sections.kicker : styles.eyebrow}>{eyebrow}</p>
          ) : null}
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.pitch}>{pitch}</p>
          {details}
          <div className={clsx(sections.actions, styles.actions)}>{actions}</div>
          {children}
        </div>
        {art !== undefined ? <HeroArt {...art} /> : null}
      </div>
    </header>
  );
}

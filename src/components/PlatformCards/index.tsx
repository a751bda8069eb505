import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import cards from '@site/src/css/cards.module.css';
import sections from '@site/src/css/sections.module.css';
import {platforms, type Platform} from '@site/src/data/platforms';

import styles from './styles.module.css';

function PlatformCard({platform}: {platform: Platform}): ReactNode {
  const icon = useBaseUrl(platform.icon);
  return (
    <article className={clsx('card', cards.card)}>
      <div className={clsx('card__header', styles.header)}>
        <img
          className={styles.icon}
          src={icon}
          width={48}
          height={48}
          alt=""
          loading="lazy"
          decoding="async"
        />
        <Heading as="h3" className={styles.name}>
          {platform.name}
        </Heading>
        {platform.badge ? <span className={cards.badge}>{platform.badge}</span> : null}
      </div>
      <div className={clsx('card__body', cards.body)}>
        <p className={styles.summary}>{platform.summary}</p>
        <ul className={styles.bullets}>
          {platform.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <Link className={cards.link} to={platform.link.to}>
          {platform.link.label}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}

export default function PlatformCards(): ReactNode {
  return (
    <section className={sections.section} aria-labelledby="platforms-heading">
      <div className="container">
        <Heading as="h2" id="platforms-heading" className={clsx(sections.heading, styles.heading)}>
          One Python API on three platforms
        </Heading>
        <p className={clsx(sections.lead, styles.lead)}>
          Learn the calls once. The same script shape runs on Android phones, on iPhone and iPad,
          and in the Windows client.
        </p>
        <div className={styles.grid}>
          {platforms.map((platform) => (
            <PlatformCard key={platform.id} platform={platform} />
          ))}
        </div>
      </div>
    </section>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import cards from '@site/src/css/cards.module.css';
import sections from '@site/src/css/sections.module.css';
import {platforms, type Platform} from '@site/src/data/platforms';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import {platformCopy} from './copy';
import styles from './styles.module.css';

function PlatformCard({platform}: {platform: Platform}): ReactNode {
  const icon = useBaseUrl(platform.icon);
  const copy = platformCopy(platform.id, useLocalFacts());
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
        {platform.beta ? (
          <span className={cards.badge}>
            {translate({id: 'home.platforms.beta', message: 'Internal beta'})}
          </span>
        ) : null}
      </div>
      <div className={clsx('card__body', cards.body)}>
        <p className={styles.summary}>{copy.summary}</p>
        <ul className={styles.bullets}>
          {copy.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <Link className={cards.link} to={platform.docs}>
          {copy.link}
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
          {translate({id: 'home.platforms.title', message: 'One Python API on three platforms'})}
        </Heading>
        <p className={clsx(sections.lead, styles.lead)}>
          <Translate id="home.platforms.lead">
            Learn the calls once. The same script shape runs on Android phones, on iPhone and iPad,
            and in the Windows client.
          </Translate>
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

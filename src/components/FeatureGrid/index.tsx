import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import cards from '@site/src/css/cards.module.css';
import sections from '@site/src/css/sections.module.css';
import {features, type Feature} from '@site/src/data/features';
import {platforms, type PlatformId} from '@site/src/data/platforms';

import {featureCopy} from './copy';
import styles from './styles.module.css';

const platformNames = new Map<PlatformId, string>(
  platforms.map((platform) => [platform.id, platform.name]),
);

function FeatureCard({feature}: {feature: Feature}): ReactNode {
  const icon = useBaseUrl(feature.icon);
  const copy = featureCopy(feature);
  return (
    <article className={clsx('padding--lg', styles.card)}>
      <img
        className={styles.icon}
        src={icon}
        width={40}
        height={40}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <Heading as="h3" className={styles.title}>
        {copy.title}
      </Heading>
      <p className={styles.summary}>{copy.summary}</p>
      <ul
        className={clsx('clean-list', styles.platforms)}
        aria-label={translate({id: 'home.features.platforms', message: 'Platforms'})}
      >
        {feature.platforms.map((id) => (
          <li key={id} className={styles.platform}>
            {platformNames.get(id) ?? id}
          </li>
        ))}
      </ul>
      <div className={styles.links}>
        {feature.links.map((to, index) => (
          <Link key={to} className={cards.link} to={to}>
            {copy.links[index]}
            <span aria-hidden="true"> →</span>
          </Link>
        ))}
      </div>
    </article>
  );
}

export default function FeatureGrid(): ReactNode {
  return (
    <section className={clsx(sections.section, styles.section)} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={clsx(sections.heading, styles.heading)}>
          {translate({id: 'home.features.title', message: 'Tools for every step of a script'})}
        </Heading>
        <p className={clsx(sections.lead, styles.lead)}>
          <Translate id="home.features.lead">
            Write, debug, share and sell your scripts without leaving Tapcraft.
          </Translate>
        </p>
        <div className={styles.grid}>
          {features.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} />
          ))}
        </div>
      </div>
    </section>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import cards from '@site/src/css/cards.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {
  pluginCategoryLabels,
  pluginDocsRoutes,
  pluginLanguageLabels,
  pluginPlatformLabels,
  type Plugin,
} from '@site/src/data/plugins';

import styles from './styles.module.css';

export default function PluginCard({plugin}: {plugin: Plugin}): ReactNode {
  return (
    <article className={clsx('card', cards.card)} data-plugin-id={plugin.id}>
      <div className={clsx('card__header', styles.header)}>
        <p className={styles.category}>{pluginCategoryLabels[plugin.category]}</p>
        <div className={styles.titleRow}>
          <Heading as="h3" className={styles.name}>
            {plugin.name}
          </Heading>
          <span className={clsx(styles.badge, plugin.free ? styles.free : styles.vip)}>
            {plugin.free ? 'Free' : 'VIP'}
          </span>
        </div>
      </div>
      <div className={clsx('card__body', cards.body)}>
        <p className={styles.summary}>{plugin.summary}</p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Platforms</dt>
            <dd>{plugin.platforms.map((platform) => pluginPlatformLabels[platform]).join(', ')}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Language</dt>
            <dd>{pluginLanguageLabels[plugin.language]}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Author</dt>
            <dd>{plugin.author}</dd>
          </div>
        </dl>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <Link className={cards.link} to={plugin.docs}>
          Docs: {pluginDocsRoutes[plugin.docs]}
          <span className={utilities.visuallyHidden}> (for {plugin.name})</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}

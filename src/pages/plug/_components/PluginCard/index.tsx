import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import cards from '@site/src/css/cards.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {pluginLanguageLabels, pluginPlatformLabels, tapcraftTeam} from '@site/src/data/plugins';
import {product} from '@site/src/data/site';

import {pluginCategoryLabels, pluginDocsLabels, type ShownPlugin} from '../copy';
import styles from './styles.module.css';

const team = translate({id: 'plug.card.team', message: '{product} team'}, {product: product.name});

export default function PluginCard({plugin}: {plugin: ShownPlugin}): ReactNode {
  return (
    <article className={clsx('card', cards.card)} data-plugin-id={plugin.id}>
      <div className={clsx('card__header', styles.header)}>
        <p className={styles.category}>{pluginCategoryLabels[plugin.category]}</p>
        <div className={styles.titleRow}>
          <Heading as="h3" className={styles.name}>
            {plugin.name}
          </Heading>
          <span className={clsx(styles.badge, plugin.free ? styles.free : styles.vip)}>
            {plugin.free ? translate({id: 'plug.card.free', message: 'Free'}) : 'VIP'}
          </span>
        </div>
      </div>
      <div className={clsx('card__body', cards.body)}>
        <p className={styles.summary}>{plugin.summary}</p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Translate id="plug.card.platforms">Platforms</Translate>
            </dt>
            <dd>
              {plugin.platforms
                .map((platform) => pluginPlatformLabels[platform])
                .join(translate({id: 'plug.card.platforms.separator', message: ', '}))}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Translate id="plug.card.language">Language</Translate>
            </dt>
            <dd>{pluginLanguageLabels[plugin.language]}</dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Translate id="plug.card.author">Author</Translate>
            </dt>
            <dd>{plugin.author === tapcraftTeam ? team : plugin.author}</dd>
          </div>
        </dl>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <Link className={cards.link} to={plugin.docs}>
          <Translate id="plug.card.docs" values={{page: pluginDocsLabels[plugin.docs]}}>
            {'Docs: {page}'}
          </Translate>
          <span className={utilities.visuallyHidden}>
            {translate({id: 'plug.card.docs.for', message: ' (for {name})'}, {name: plugin.name})}
          </span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}

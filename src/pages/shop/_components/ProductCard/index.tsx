import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import cards from '@site/src/css/cards.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {priceOf, type ShopItem} from '@site/src/data/shop';

import styles from './styles.module.css';

export default function ProductCard({item}: {item: ShopItem}): ReactNode {
  return (
    <article
      className={clsx(
        'card',
        cards.card,
        cards.untinted,
        item.badge !== undefined && cards.featured,
      )}
      data-kind={item.kind}
      data-item={item.id}
    >
      <div className={clsx('card__header', styles.header)}>
        <Heading as="h3" className={styles.name}>
          {item.name}
        </Heading>
        {item.badge !== undefined ? <span className={cards.badge}>{item.badge}</span> : null}
      </div>
      <div className={clsx('card__body', cards.body)}>
        <p className={styles.summary}>{item.summary}</p>
        <p className={styles.includesLabel}>What you get</p>
        <ul className={styles.includes}>
          {item.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <p className={styles.price}>{priceOf(item)}</p>
        <Link
          className={clsx(
            'button button--block button--primary',
            item.badge === undefined && 'button--outline',
            styles.buy,
          )}
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {item.cta}
          <span className={utilities.visuallyHidden}> (opens in a new tab)</span>
        </Link>
      </div>
    </article>
  );
}

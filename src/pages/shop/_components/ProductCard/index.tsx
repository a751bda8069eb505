import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type {ShopItem} from '@site/src/data/shop';

import styles from './styles.module.css';

/** Shown instead of a price: prices live only in the store. */
function priceText(item: ShopItem): string {
  return item.price === 'free' ? 'No charge' : 'See price in store';
}

export default function ProductCard({item}: {item: ShopItem}): ReactNode {
  return (
    <article
      className={clsx('card', styles.card, item.badge !== undefined && styles.featured)}
      data-kind={item.kind}
      data-item={item.id}
    >
      <div className={clsx('card__header', styles.header)}>
        <Heading as="h3" className={styles.name}>
          {item.name}
        </Heading>
        {item.badge !== undefined ? <span className={styles.badge}>{item.badge}</span> : null}
      </div>
      <div className={clsx('card__body', styles.body)}>
        <p className={styles.summary}>{item.summary}</p>
        <p className={styles.includesLabel}>What you get</p>
        <ul className={styles.includes}>
          {item.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <p className={styles.price}>{priceText(item)}</p>
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
          <span className={styles.visuallyHidden}> (opens in a new tab)</span>
        </Link>
      </div>
    </article>
  );
}

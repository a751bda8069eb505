import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import NewTabNote from '@site/src/components/NewTabNote';
import cards from '@site/src/css/cards.module.css';
import type {ShopItem} from '@site/src/data/shop';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import {badgeText, cardCopy, priceText} from '../cards';
import styles from './styles.module.css';

/** The heading of "What you get", on every card. */
export function IncludesLabel(): ReactNode {
  return (
    <p className={styles.includesLabel}>
      <Translate id="shop.card.includes">What you get</Translate>
    </p>
  );
}

/** The lines of "What you get". */
export function IncludesList({lines}: {lines: string[]}): ReactNode {
  return (
    <ul className={styles.includes}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export default function ProductCard({item}: {item: ShopItem}): ReactNode {
  const copy = cardCopy(item, useLocalFacts());
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
          {copy.name}
        </Heading>
        {item.badge !== undefined ? (
          <span className={cards.badge}>{badgeText(item.badge)}</span>
        ) : null}
      </div>
      <div className={clsx('card__body', cards.body)}>
        <p className={styles.summary}>{copy.summary}</p>
        <IncludesLabel />
        <IncludesList lines={copy.includes} />
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
          {copy.cta}
          <NewTabNote />
        </Link>
      </div>
    </article>
  );
}

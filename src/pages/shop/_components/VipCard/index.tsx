import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import NewTabNote from '@site/src/components/NewTabNote';
import cards from '@site/src/css/cards.module.css';
import utilities from '@site/src/css/utilities.module.css';
import type {ShopItem} from '@site/src/data/shop';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import {badgeText, cardCopy, priceText} from '../cards';
import {IncludesLabel, IncludesList} from '../ProductCard';
import productCard from '../ProductCard/styles.module.css';
import styles from './styles.module.css';

/**
 * VIP monthly, quarterly and yearly as one card: the lengths give the same
 * features (listed by the first length, src/data/shop.ts), so a switch (native radio buttons, working before the page
 * hydrates) picks the length, and the price and buy button follow it. The
 * CSS shows the panel of the checked radio by position: up to three lengths.
 */
export default function VipCard({periods}: {periods: ShopItem[]}): ReactNode {
  const facts = useLocalFacts();
  const name = facts.plans.vip.name;
  const initial = periods.find((item) => item.badge !== undefined) ?? periods[0]!;
  const copies = periods.map((item) => cardCopy(item, facts));
  return (
    <article
      className={clsx('card', cards.card, cards.untinted, cards.featured, styles.card)}
      data-kind="vip"
      data-item="vip"
    >
      <div className={clsx('card__header', productCard.header)}>
        <Heading as="h3" className={productCard.name}>
          {name}
        </Heading>
      </div>
      <div className={clsx('card__body', cards.body)}>
        <fieldset className={styles.switch}>
          <legend className={utilities.visuallyHidden}>
            <Translate id="shop.vip.length" values={{name}}>
              {'Length of the {name} plan'}
            </Translate>
          </legend>
          {periods.map((item, index) => (
            <label key={item.id} className={styles.option}>
              <input
                type="radio"
                name="vip-period"
                value={item.id}
                defaultChecked={item === initial}
              />
              <span>{copies[index]!.period}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.panels}>
          {periods.map((item, index) => (
            <div key={item.id} className={styles.panel} data-period={item.id}>
              <p className={productCard.summary}>
                {item.badge !== undefined ? (
                  <span className={clsx(cards.badge, styles.badge)}>{badgeText(item.badge)}</span>
                ) : null}
                {copies[index]!.summary}
              </p>
              {item === periods[0] ? null : <IncludesList lines={copies[index]!.includes} />}
            </div>
          ))}
        </div>
        <IncludesLabel />
        <IncludesList lines={copies[0]!.includes} />
      </div>
      <div className={clsx('card__footer', productCard.footer, styles.panels)}>
        {periods.map((item, index) => (
          <div key={item.id} className={styles.panel} data-period={item.id}>
            <p className={productCard.price}>{priceText(item)}</p>
            <Link
              className={clsx('button button--block button--primary', productCard.buy)}
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {copies[index]!.cta}
              <NewTabNote />
            </Link>
          </div>
        ))}
      </div>
    </article>
  );
}

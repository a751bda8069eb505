import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

import PageHero from '@site/src/components/PageHero';
import type {Facts} from '@site/src/data/facts';
import {product, shopLinks} from '@site/src/data/site';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import {kindTitle} from '../cards';
import styles from './styles.module.css';

/** Section anchors, in page order; each id belongs to a section heading. */
const jumpLinks = (facts: Facts): {to: string; label: string}[] => [
  {to: '#vip-plans', label: kindTitle('vip', facts)},
  {
    to: '#compare-plans',
    label: translate({id: 'shop.hero.jump.compare', message: 'Compare plans'}),
  },
  {to: '#coin-packs', label: kindTitle('coins', facts)},
  {to: '#hid-hardware', label: kindTitle('hid', facts)},
  {to: '#buyers-faq', label: translate({id: 'shop.hero.jump.faq', message: 'FAQ'})},
];

export default function ShopHero(): ReactNode {
  const facts = useLocalFacts();
  return (
    <PageHero
      eyebrow={translate(
        {id: 'shop.hero.eyebrow', message: '{product} store'},
        {product: product.name},
      )}
      title={translate({
        id: 'shop.hero.title',
        message: 'Plans, coins and hardware for your scripts',
      })}
      pitch={translate({
        id: 'shop.hero.pitch',
        message:
          'Unlock OCR and unlimited devices with VIP, top up game coins for store scripts, and get the HID board for Air Click.',
      })}
      primary={{
        label: translate({id: 'shop.hero.open', message: 'Open the store'}),
        to: shopLinks.store,
        newTab: true,
      }}
      secondary={{
        label: translate(
          {id: 'shop.hero.hid', message: 'See the {product}'},
          {product: facts.hid.productName},
        ),
        to: '/hidboard',
      }}
    >
      <p className={styles.note}>
        <Translate id="shop.hero.note">
          Prices change with offers: the store always shows the current price of every item. Pay
          with Alipay, WeChat Pay or a bank card.
        </Translate>
      </p>
      <nav
        className={styles.jump}
        aria-label={translate({id: 'shop.hero.jump', message: 'Sections of this page'})}
      >
        <ul className="clean-list">
          {jumpLinks(facts).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageHero>
  );
}

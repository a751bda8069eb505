import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import PageHero from '@site/src/components/PageHero';
import {facts} from '@site/src/data/facts';
import {shopKinds} from '@site/src/data/shop';
import {product, shopLinks} from '@site/src/data/site';

import styles from './styles.module.css';

/** Section anchors, in page order; each id belongs to a section heading. */
const jumpLinks: {to: string; label: string}[] = [
  {to: '#vip-plans', label: shopKinds[0].title},
  {to: '#compare-plans', label: 'Compare plans'},
  {to: '#coin-packs', label: shopKinds[1].title},
  {to: '#hid-hardware', label: shopKinds[2].title},
  {to: '#buyers-faq', label: 'FAQ'},
];

export default function ShopHero(): ReactNode {
  return (
    <PageHero
      eyebrow={`${product.name} store`}
      title="Plans, coins and hardware for your scripts"
      pitch="Unlock OCR and unlimited devices with VIP, top up game coins for store scripts, and get the HID board for Air Click."
      primary={{label: 'Open the store', to: shopLinks.store, newTab: true}}
      secondary={{label: `See the ${facts.hid.productName}`, to: '/hidboard'}}
    >
      <p className={styles.note}>
        Prices change with offers: the store always shows the current price of every item. Pay with
        Alipay, WeChat Pay or a bank card.
      </p>
      <nav className={styles.jump} aria-label="Sections of this page">
        <ul>
          {jumpLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageHero>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {shopLinks} from '@site/src/data/site';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import styles from './styles.module.css';

/** The docs to read about the board, whose name (`product`) is in the page's language. */
const docLinks = (product: string) => [
  {
    to: '/docs/android/esp32',
    label: translate({id: 'hidboard.buy.tutorial', message: 'ESP32 tutorial'}),
    text: translate({
      id: 'hidboard.buy.tutorial.text',
      message: 'pairing, firmware updates, calibration and troubleshooting',
    }),
  },
  {
    to: '/docs/shop/hid',
    label: translate({id: 'hidboard.buy.guide', message: '{product} guide'}, {product}),
    text: translate({
      id: 'hidboard.buy.guide.text',
      message: 'what is in the box, how to order, warranty and returns',
    }),
  },
  {
    to: '/docs/android/api/action/hid',
    label: translate({id: 'hidboard.buy.api', message: 'HID actions API'}),
    text: translate({
      id: 'hidboard.buy.api.text',
      message: 'every hid_ function, its arguments and examples',
    }),
  },
];

function DocLinks({product}: {product: string}): ReactNode {
  return (
    <nav className={styles.links} aria-labelledby="buy-docs-heading">
      <Heading as="h3" id="buy-docs-heading" className={styles.linksHeading}>
        {translate({id: 'hidboard.buy.docs', message: 'Read before and after you buy'})}
      </Heading>
      <ul className={styles.list}>
        {docLinks(product).map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
            <span className={styles.linkText}>
              {translate({id: 'hidboard.buy.linkText', message: ': {text}'}, {text: link.text})}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function BuyBand(): ReactNode {
  const product = useLocalFacts().hid.productName;
  return (
    <section className={clsx(sections.section, styles.band)} aria-labelledby="buy-heading">
      <div className={clsx('container', sections.split, sections.alignStart)}>
        <div>
          <Heading as="h2" id="buy-heading" className={clsx(sections.heading, styles.heading)}>
            {translate({id: 'hidboard.buy.title', message: 'Get a board for each device'})}
          </Heading>
          <p>
            <Translate id="hidboard.buy.text">
              The shop sells the board ready to use, with a USB-C cable, a USB-A adapter and a quick
              start card. You need one board per phone or tablet. The price is shown in the shop.
            </Translate>
          </p>
          <Link className="button button--primary button--lg" href={shopLinks.hid}>
            <Translate id="hidboard.buy.button" values={{product}}>
              {'Buy the {product}'}
            </Translate>
            <span className={utilities.visuallyHidden}>
              {translate({id: 'hidboard.buy.newTab', message: ' (opens the shop in a new tab)'})}
            </span>
          </Link>
          <p className={styles.warning}>
            <Translate
              id="hidboard.buy.warning"
              values={{
                disclaimers: (
                  <Link to="/docs/about/doc/disclaimers">
                    {translate({id: 'hidboard.buy.disclaimers', message: 'disclaimers'})}
                  </Link>
                ),
              }}
            >
              {
                'Air Click taps as a Bluetooth mouse; it does not make automation allowed. Read the {disclaimers} before you automate an account you care about.'
              }
            </Translate>
          </p>
        </div>
        <DocLinks product={product} />
      </div>
    </section>
  );
}

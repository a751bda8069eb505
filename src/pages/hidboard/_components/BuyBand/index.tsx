import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {facts} from '@site/src/data/facts';
import {shopLinks} from '@site/src/data/site';

import styles from './styles.module.css';

type DocLink = {to: string; label: string; text: string};

const docLinks: DocLink[] = [
  {
    to: '/docs/android/esp32',
    label: 'ESP32 tutorial',
    text: 'pairing, firmware updates, calibration and troubleshooting',
  },
  {
    to: '/docs/shop/hid',
    label: `${facts.hid.productName} guide`,
    text: 'what is in the box, how to order, warranty and returns',
  },
  {
    to: '/docs/android/api/action/hid',
    label: 'HID actions API',
    text: 'every hid_ function, its arguments and examples',
  },
];

export default function BuyBand(): ReactNode {
  return (
    <section className={clsx(sections.section, styles.band)} aria-labelledby="buy-heading">
      <div className={clsx('container', sections.split, sections.alignStart)}>
        <div>
          <Heading as="h2" id="buy-heading" className={clsx(sections.heading, styles.heading)}>
            Get a board for each device
          </Heading>
          <p>
            The shop sells the board ready to use, with a USB-C cable, a USB-A adapter and a quick
            start card. You need one board per phone or tablet. The price is shown in the shop.
          </p>
          <Link className="button button--primary button--lg" href={shopLinks.hid}>
            Buy the HID board
            <span className={utilities.visuallyHidden}> (opens the shop in a new tab)</span>
          </Link>
          <p className={styles.warning}>
            Air Click taps as a Bluetooth mouse; it does not make automation allowed. Read the{' '}
            <Link to="/docs/about/doc/disclaimers">disclaimers</Link> before you automate an account
            you care about.
          </p>
        </div>
        <nav className={styles.links} aria-labelledby="buy-docs-heading">
          <Heading as="h3" id="buy-docs-heading" className={styles.linksHeading}>
            Read before and after you buy
          </Heading>
          <ul className={styles.list}>
            {docLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
                <span className={styles.linkText}>: {link.text}</span>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

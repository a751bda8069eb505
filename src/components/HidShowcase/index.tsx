import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {facts} from '@site/src/data/facts';

import styles from './styles.module.css';

export default function HidShowcase(): ReactNode {
  const art = useBaseUrl('/img/home/hid.svg');
  return (
    <section className={clsx(sections.section, sections.tinted)} aria-labelledby="hid-heading">
      <div className={clsx('container', sections.split)}>
        <div className={styles.art}>
          <img
            className={sections.image}
            src={art}
            width={480}
            height={320}
            alt="The Tapcraft HID board, with its ESP32-S3 module, USB-C port and status LED, sends a tap over Bluetooth to a phone"
            loading="lazy"
            decoding="async"
          />
        </div>
        <div>
          <p className={sections.kicker}>HID hardware</p>
          <Heading as="h2" id="hid-heading" className={clsx(sections.heading, styles.heading)}>
            Tap like a real mouse with the {facts.hid.productName}
          </Heading>
          <p>
            The Tapcraft {facts.hid.productName} is an {facts.hid.chip} board that pairs with a
            phone as a Bluetooth mouse and keyboard. In <strong>Air Click</strong> mode, your script
            sends its taps and swipes through the board. Apps see a real Bluetooth mouse, not an
            automation service.
          </p>
          <ol className={styles.steps}>
            <li>Power the board from any USB-C charger.</li>
            <li>
              Pair <code>Tapcraft-HID-XXXX</code> in the phone&apos;s Bluetooth settings.
            </li>
            <li>
              Select the board in the Tapcraft app, then call <code>hid_click</code> or{' '}
              <code>hid_swipe</code> in your script.
            </li>
          </ol>
          <p className={styles.note}>
            One board drives one device. A status LED shows the pairing state, and a reset button
            clears it. The <Link to="/shop">store</Link> sells the board, VIP plans and game coins.
          </p>
          <div className={sections.actions}>
            <Link className="button button--primary" to="/hidboard">
              See the {facts.hid.productName}
            </Link>
            <Link className="button button--secondary" to="/docs/android/esp32">
              Read the tutorial
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

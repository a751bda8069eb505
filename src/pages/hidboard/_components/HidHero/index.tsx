import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import {shopLinks} from '@site/src/data/site';

import styles from './styles.module.css';

export default function HidHero(): ReactNode {
  const art = useBaseUrl('/img/home/hid.svg');
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <p className={styles.kicker}>Tapcraft hardware</p>
          <Heading as="h1" className={styles.title}>
            ESP32 Bluetooth HID board
          </Heading>
          <p className={styles.lead}>
            A small board that pairs with your phone as a Bluetooth mouse and keyboard. Your script
            sends each tap and swipe through it, so the app you automate receives real mouse input,
            not gestures from an automation service.
          </p>
          <ul className={styles.facts}>
            <li>ESP32-S3, Bluetooth LE 5.0</li>
            <li>USB-C power, no battery</li>
            <li>Android and iOS</li>
          </ul>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" href={shopLinks.hid}>
              Buy the HID board
              <span className={styles.visuallyHidden}> (opens the shop in a new tab)</span>
            </Link>
            <Link
              className="button button--outline button--primary button--lg"
              to="/docs/android/esp32"
            >
              Read the setup tutorial
            </Link>
          </div>
        </div>
        <div className={styles.art}>
          <img
            className={styles.image}
            src={art}
            width={480}
            height={320}
            alt="The Tapcraft HID board, with its ESP32-S3 module, USB-C port and status LED, sends a tap over Bluetooth to a phone"
            decoding="async"
          />
        </div>
      </div>
    </header>
  );
}

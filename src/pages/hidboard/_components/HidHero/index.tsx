import type {ReactNode} from 'react';

import PageHero from '@site/src/components/PageHero';
import {facts} from '@site/src/data/facts';
import {product, shopLinks} from '@site/src/data/site';

import styles from './styles.module.css';

export default function HidHero(): ReactNode {
  return (
    <PageHero
      eyebrow="Tapcraft hardware"
      title={`${product.name} ${facts.hid.productName}`}
      pitch="A small board that pairs with your phone as a Bluetooth mouse and keyboard. Your script sends each tap and swipe through it, so the app you automate receives real mouse input, not gestures from an automation service."
      details={
        <ul className={styles.facts}>
          <li>
            {facts.hid.chip}, {facts.hid.wireless}
          </li>
          <li>USB-C power, no battery</li>
          <li>Android and iOS</li>
        </ul>
      }
      primary={{label: `Buy the ${facts.hid.productName}`, to: shopLinks.hid, newTab: true}}
      secondary={{label: 'Read the setup tutorial', to: '/docs/android/esp32'}}
      art={{
        src: '/img/home/hid.svg',
        width: 480,
        height: 320,
        alt: 'The Tapcraft HID board, with its ESP32-S3 module, USB-C port and status LED, sends a tap over Bluetooth to a phone',
      }}
    />
  );
}

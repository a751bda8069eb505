import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import type {Facts} from '@site/src/data/facts';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import styles from './styles.module.css';

/** The text of the HID board's picture, here and on /hidboard; `hid` in the page's language. */
export function hidArtAlt(hid: Facts['hid']): string {
  return translate(
    {
      id: 'tapcraft.hidArt.alt',
      message:
        'The Tapcraft {product}, with its {chip} module, USB-C port and status LED, sends a tap over Bluetooth to a phone',
    },
    {product: hid.productName, chip: hid.chip},
  );
}

function Steps({hid}: {hid: Facts['hid']}): ReactNode {
  return (
    <ol className={styles.steps}>
      <li>
        <Translate id="home.hid.step.power">Power the board from any USB-C charger.</Translate>
      </li>
      <li>
        <Translate id="home.hid.step.pair" values={{name: <code>{hid.bluetoothName}</code>}}>
          {"Pair {name} in the phone's Bluetooth settings."}
        </Translate>
      </li>
      <li>
        <Translate
          id="home.hid.step.select"
          values={{click: <code>hid_click</code>, swipe: <code>hid_swipe</code>}}
        >
          {'Select the board in the Tapcraft app, then call {click} or {swipe} in your script.'}
        </Translate>
      </li>
    </ol>
  );
}

export default function HidShowcase(): ReactNode {
  const art = useBaseUrl('/img/home/hid.svg');
  const {hid} = useLocalFacts();
  const product = hid.productName;
  return (
    <section className={clsx(sections.section, sections.tinted)} aria-labelledby="hid-heading">
      <div className={clsx('container', sections.split)}>
        <div className={styles.art}>
          <img
            className={sections.image}
            src={art}
            width={480}
            height={320}
            alt={hidArtAlt(hid)}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div>
          <p className={sections.kicker}>
            <Translate id="home.hid.kicker">HID hardware</Translate>
          </p>
          <Heading as="h2" id="hid-heading" className={sections.heading}>
            {translate(
              {id: 'home.hid.title', message: 'Tap like a real mouse with the {product}'},
              {product},
            )}
          </Heading>
          <p>
            <Translate
              id="home.hid.body"
              values={{product, chip: hid.chip, airClick: <strong>Air Click</strong>}}
            >
              {
                'The Tapcraft {product} is an {chip} board that pairs with a phone as a Bluetooth mouse and keyboard. In {airClick} mode, your script sends its taps and swipes through the board. Apps see a real Bluetooth mouse, not an automation service.'
              }
            </Translate>
          </p>
          <Steps hid={hid} />
          <p className={styles.note}>
            <Translate
              id="home.hid.note"
              values={{
                store: (
                  <Link to="/shop">{translate({id: 'home.hid.note.store', message: 'store'})}</Link>
                ),
              }}
            >
              {
                'One board drives one device. A status LED shows the pairing state, and a reset button clears it. The {store} sells the board, VIP plans and game coins.'
              }
            </Translate>
          </p>
          <div className={sections.actions}>
            <Link className="button button--primary" to="/hidboard">
              <Translate id="home.hid.see" values={{product}}>
                {'See the {product}'}
              </Translate>
            </Link>
            <Link className="button button--secondary" to="/docs/android/esp32">
              <Translate id="home.hid.tutorial">Read the tutorial</Translate>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

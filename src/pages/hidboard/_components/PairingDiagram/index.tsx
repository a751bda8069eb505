import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {facts} from '@site/src/data/facts';

import styles from './styles.module.css';

export default function PairingDiagram(): ReactNode {
  const diagram = useBaseUrl('/img/hidboard/pairing.svg');
  return (
    <section className={sections.section} aria-labelledby="diagram-heading">
      <div className="container">
        <Heading as="h2" id="diagram-heading" className={clsx(sections.heading, styles.heading)}>
          How the parts connect
        </Heading>
        <figure className={styles.figure}>
          <img
            className={styles.image}
            src={diagram}
            width={960}
            height={360}
            alt={`Diagram in four steps: 1, a charger, computer or power bank powers the HID board through USB-C at ${facts.hid.supplyVolts} V. 2, the board with its ${facts.hid.chip} chip, status LED and reset button advertises as ${facts.hid.bluetoothName}. 3, it connects to the phone over ${facts.hid.wireless} as a mouse and keyboard, up to about ${facts.hid.rangeMeters} m away. 4, a Tapcraft script on the phone calls hid_click and the board clicks the button like a real mouse.`}
            loading="lazy"
            decoding="async"
          />
          <figcaption className={styles.caption}>
            The board needs only power. All commands travel over Bluetooth: your script calls{' '}
            <code>hid_click</code> on the phone, Tapcraft sends the move and the click to the board,
            and the board sends them back to the phone as mouse input.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

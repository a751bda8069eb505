import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {facts} from '@site/src/data/facts';
import utilities from '@site/src/css/utilities.module.css';

import styles from './styles.module.css';

type Spec = {label: string; value: ReactNode};

const specs: Spec[] = [
  {label: 'Chip', value: `${facts.hid.chip} with Tapcraft firmware, dual-core, 240 MHz`},
  {label: 'Wireless', value: `${facts.hid.wireless}, HID profile`},
  {
    label: 'Acts as',
    value: 'Mouse and keyboard: one pointer, left click, drag, key presses and typed text',
  },
  {
    label: 'Power',
    value: `USB-C, ${facts.hid.supplyVolts} V; use a supply that gives ${facts.hid.supplyMinAmps} A or more`,
  },
  {label: 'Power sources', value: 'Phone charger, computer USB port or power bank'},
  {
    label: 'Range',
    value: `About ${facts.hid.rangeMeters} m indoors; pair within ${facts.hid.pairingRangeMeters} m`,
  },
  {
    label: 'Tap accuracy',
    value: `Within about ${facts.hid.accuracyPx} pixels after calibration`,
  },
  {
    label: 'Status LED',
    value: (
      <ul className={styles.states}>
        {facts.hid.ledStates.map((state) => (
          <li key={state.light}>
            <strong>{state.light}</strong>: {state.meaning}
          </li>
        ))}
      </ul>
    ),
  },
  {
    label: 'Reset button',
    value: `Short press: restart. Hold ${facts.hid.resetHoldSeconds} seconds, until the LED flashes red three times: delete all pairings.`,
  },
  {
    label: 'Bluetooth name',
    value: (
      <>
        <code>{facts.hid.bluetoothName}</code>; the four characters are printed on the board&apos;s
        label
      </>
    ),
  },
  {label: 'Devices per board', value: 'One phone or tablet at a time'},
  {label: 'Firmware', value: 'Installed at the factory; updates over Bluetooth from the app'},
  {label: 'Size', value: '48 × 24 × 9 mm, without the cable'},
  {label: 'Weight', value: '7 g'},
  {label: 'Warranty', value: `${facts.hid.warrantyMonths} months from delivery`},
];

export default function SpecTable(): ReactNode {
  return (
    <section className={clsx(sections.section, sections.tinted)} aria-labelledby="specs-heading">
      <div className={clsx('container', sections.sideHeading)}>
        <div>
          <Heading as="h2" id="specs-heading" className={clsx(sections.heading, styles.heading)}>
            Specifications
          </Heading>
          <p className={styles.lead}>
            The board has no battery and no case, and your phone needs no drivers for it. It ships
            with the firmware installed.
          </p>
        </div>
        <div>
          <table className={styles.table}>
            <caption className={utilities.visuallyHidden}>HID board specifications</caption>
            <tbody>
              {specs.map((spec) => (
                <tr key={spec.label}>
                  <th scope="row">{spec.label}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

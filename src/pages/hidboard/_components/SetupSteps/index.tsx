import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {facts} from '@site/src/data/facts';

import styles from './styles.module.css';

type Step = {id: string; title: string; body: ReactNode};

const steps: Step[] = [
  {
    id: 'power',
    title: 'Power the board',
    body: (
      <>
        Plug it into a USB-C charger ({facts.hid.supplyVolts} V, {facts.hid.supplyMinAmps} A or
        more), a computer or a power bank. After about two seconds the LED blinks slowly in blue:
        the board is ready to pair.
      </>
    ),
  },
  {
    id: 'pair',
    title: 'Pair it with the phone',
    body: (
      <>
        Open the phone&apos;s Bluetooth settings (on Android:{' '}
        <strong>Settings → Connected devices → Pair new device</strong>), tap{' '}
        <code>{facts.hid.bluetoothName}</code> and confirm. The LED turns solid blue and a mouse
        pointer appears. Keep the phone within {facts.hid.pairingRangeMeters} m while you pair.
      </>
    ),
  },
  {
    id: 'select',
    title: 'Select it in Tapcraft',
    body: (
      <>
        In the Tapcraft app, open <strong>Settings → Input mode</strong>, choose{' '}
        <strong>HID</strong> and select your board. The status line shows <strong>Connected</strong>{' '}
        and the firmware version.
      </>
    ),
  },
  {
    id: 'calibrate',
    title: 'Calibrate the screen',
    body: (
      <>
        Open <strong>Settings → Input mode → HID → Calibrate</strong> and tap <strong>Start</strong>
        . Do not touch the screen for about {facts.hid.calibrationSeconds} seconds, then tap{' '}
        <strong>Save</strong>. An average error below {facts.hid.accuracyPx} pixels is good.
        Calibrate once per screen orientation.
      </>
    ),
  },
];

export default function SetupSteps(): ReactNode {
  return (
    <section className={clsx(sections.section, sections.tinted)} aria-labelledby="setup-heading">
      <div className="container">
        <Heading as="h2" id="setup-heading" className={clsx(sections.heading, styles.heading)}>
          Set up the board in four steps
        </Heading>
        <p className={styles.lead}>
          Setup takes about fifteen minutes and needs no computer. On an iPhone or iPad, turn on
          AssistiveTouch before step 2.
        </p>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.id} className={styles.step}>
              <Heading as="h3" className={styles.stepTitle}>
                {step.title}
              </Heading>
              <p className={styles.stepBody}>{step.body}</p>
            </li>
          ))}
        </ol>
        <p className={styles.next}>
          Then call <code>hid_click</code> and <code>hid_swipe</code> in your script. The{' '}
          <Link to="/docs/android/esp32">ESP32 tutorial</Link> covers firmware updates, iOS and
          troubleshooting in detail.
        </p>
      </div>
    </section>
  );
}

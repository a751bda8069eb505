import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {facts} from '@site/src/data/facts';

import styles from './styles.module.css';

const hid = facts.hid;

const steps = [
  {
    id: 'power',
    title: translate({id: 'hidboard.setup.power', message: 'Power the board'}),
    body: (
      <Translate
        id="hidboard.setup.power.text"
        values={{volts: hid.supplyVolts, amps: hid.supplyMinAmps}}
      >
        {
          'Plug it into a USB-C charger ({volts} V, {amps} A or more), a computer or a power bank. After about two seconds the LED blinks slowly in blue: the board is ready to pair.'
        }
      </Translate>
    ),
  },
  {
    id: 'pair',
    title: translate({id: 'hidboard.setup.pair', message: 'Pair it with the phone'}),
    body: (
      <Translate
        id="hidboard.setup.pair.text"
        values={{
          path: (
            <strong>
              {translate({
                id: 'hidboard.setup.pair.path',
                message: 'Settings → Connected devices → Pair new device',
              })}
            </strong>
          ),
          name: <code>{hid.bluetoothName}</code>,
          meters: hid.pairingRangeMeters,
        }}
      >
        {
          "Open the phone's Bluetooth settings (on Android: {path}), tap {name} and confirm. The LED turns solid blue and a mouse pointer appears. Keep the phone within {meters} m while you pair."
        }
      </Translate>
    ),
  },
  {
    id: 'select',
    title: translate({id: 'hidboard.setup.select', message: 'Select it in Tapcraft'}),
    body: (
      <Translate
        id="hidboard.setup.select.text"
        values={{
          path: (
            <strong>
              {translate({id: 'hidboard.setup.select.path', message: 'Settings → Input mode'})}
            </strong>
          ),
          hid: <strong>HID</strong>,
          connected: (
            <strong>
              {translate({id: 'hidboard.setup.select.connected', message: 'Connected'})}
            </strong>
          ),
        }}
      >
        {
          'In the Tapcraft app, open {path}, choose {hid} and select your board. The status line shows {connected} and the firmware version.'
        }
      </Translate>
    ),
  },
  {
    id: 'calibrate',
    title: translate({id: 'hidboard.setup.calibrate', message: 'Calibrate the screen'}),
    body: (
      <Translate
        id="hidboard.setup.calibrate.text"
        values={{
          path: (
            <strong>
              {translate({
                id: 'hidboard.setup.calibrate.path',
                message: 'Settings → Input mode → HID → Calibrate',
              })}
            </strong>
          ),
          start: (
            <strong>{translate({id: 'hidboard.setup.calibrate.start', message: 'Start'})}</strong>
          ),
          save: (
            <strong>{translate({id: 'hidboard.setup.calibrate.save', message: 'Save'})}</strong>
          ),
          seconds: hid.calibrationSeconds,
          pixels: hid.accuracyPx,
        }}
      >
        {
          'Open {path} and tap {start}. Do not touch the screen for about {seconds} seconds, then tap {save}. An average error below {pixels} pixels is good. Calibrate once per screen orientation.'
        }
      </Translate>
    ),
  },
];

export default function SetupSteps(): ReactNode {
  return (
    <section className={clsx(sections.section, sections.tinted)} aria-labelledby="setup-heading">
      <div className="container">
        <Heading as="h2" id="setup-heading" className={clsx(sections.heading, styles.heading)}>
          {translate(
            {id: 'hidboard.setup.title', message: 'Set up the board in {count} steps'},
            {count: steps.length},
          )}
        </Heading>
        <p className={styles.lead}>
          <Translate id="hidboard.setup.lead">
            Setup takes about fifteen minutes and needs no computer. On an iPhone or iPad, turn on
            AssistiveTouch before step 2.
          </Translate>
        </p>
        <ol className={clsx('clean-list', styles.steps)}>
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
          <Translate
            id="hidboard.setup.next"
            values={{
              hidClick: <code>hid_click</code>,
              hidSwipe: <code>hid_swipe</code>,
              tutorial: (
                <Link to="/docs/android/esp32">
                  {translate({id: 'hidboard.setup.next.tutorial', message: 'ESP32 tutorial'})}
                </Link>
              ),
            }}
          >
            {
              'Then call {hidClick} and {hidSwipe} in your script. The {tutorial} covers firmware updates, iOS and troubleshooting in detail.'
            }
          </Translate>
        </p>
      </div>
    </section>
  );
}

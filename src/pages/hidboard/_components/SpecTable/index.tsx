import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import styles from './styles.module.css';

type Spec = {id: string; label: string; value: ReactNode};
type Hid = ReturnType<typeof useLocalFacts>['hid'];

function LedStates({hid}: {hid: Hid}): ReactNode {
  return (
    <ul className={styles.states}>
      {hid.ledStates.map((state) => (
        <li key={state.light}>
          <Translate
            id="hidboard.specs.led.state"
            values={{
              light: <strong>{state.light}</strong>,
              meaning: state.meaning,
            }}
          >
            {'{light}: {meaning}'}
          </Translate>
        </li>
      ))}
    </ul>
  );
}

/** The rows about the hardware, worded around the board's facts in the page's language. */
function hardwareSpecsOf(hid: Hid): Spec[] {
  return [
    {
      id: 'chip',
      label: translate({id: 'hidboard.specs.chip', message: 'Chip'}),
      value: translate(
        {
          id: 'hidboard.specs.chip.value',
          message: '{chip} with Tapcraft firmware, dual-core, 240 MHz',
        },
        {chip: hid.chip},
      ),
    },
    {
      id: 'wireless',
      label: translate({id: 'hidboard.specs.wireless', message: 'Wireless'}),
      value: translate(
        {id: 'hidboard.specs.wireless.value', message: '{wireless}, HID profile'},
        {wireless: hid.wireless},
      ),
    },
    {
      id: 'acts-as',
      label: translate({id: 'hidboard.specs.actsAs', message: 'Acts as'}),
      value: translate({
        id: 'hidboard.specs.actsAs.value',
        message: 'Mouse and keyboard: one pointer, left click, drag, key presses and typed text',
      }),
    },
    {
      id: 'power',
      label: translate({id: 'hidboard.specs.power', message: 'Power'}),
      value: translate(
        {
          id: 'hidboard.specs.power.value',
          message: 'USB-C, {volts} V; use a supply that gives {amps} A or more',
        },
        {volts: hid.supplyVolts, amps: hid.supplyMinAmps},
      ),
    },
    {
      id: 'sources',
      label: translate({id: 'hidboard.specs.sources', message: 'Power sources'}),
      value: translate({
        id: 'hidboard.specs.sources.value',
        message: 'Phone charger, computer USB port or power bank',
      }),
    },
    {
      id: 'range',
      label: translate({id: 'hidboard.specs.range', message: 'Range'}),
      value: translate(
        {
          id: 'hidboard.specs.range.value',
          message: 'About {meters} m indoors; pair within {pairingMeters} m',
        },
        {meters: hid.rangeMeters, pairingMeters: hid.pairingRangeMeters},
      ),
    },
  ];
}

/** The rows about use, setup and the box. */
function usageSpecsOf(hid: Hid): Spec[] {
  return [
    {
      id: 'accuracy',
      label: translate({id: 'hidboard.specs.accuracy', message: 'Tap accuracy'}),
      value: translate(
        {
          id: 'hidboard.specs.accuracy.value',
          message: 'Within about {pixels} pixels after calibration',
        },
        {pixels: hid.accuracyPx},
      ),
    },
    {
      id: 'led',
      label: translate({id: 'hidboard.specs.led', message: 'Status LED'}),
      value: <LedStates hid={hid} />,
    },
    {
      id: 'reset',
      label: translate({id: 'hidboard.specs.reset', message: 'Reset button'}),
      value: translate(
        {
          id: 'hidboard.specs.reset.value',
          message:
            'Short press: restart. Hold {seconds} seconds, until the LED flashes red three times: delete all pairings.',
        },
        {seconds: hid.resetHoldSeconds},
      ),
    },
    {
      id: 'name',
      label: translate({id: 'hidboard.specs.name', message: 'Bluetooth name'}),
      value: (
        <Translate id="hidboard.specs.name.value" values={{name: <code>{hid.bluetoothName}</code>}}>
          {"{name}; the four characters are printed on the board's label"}
        </Translate>
      ),
    },
    {
      id: 'devices',
      label: translate({id: 'hidboard.specs.devices', message: 'Devices per board'}),
      value: translate({
        id: 'hidboard.specs.devices.value',
        message: 'One phone or tablet at a time',
      }),
    },
    {
      id: 'firmware',
      label: translate({id: 'hidboard.specs.firmware', message: 'Firmware'}),
      value: translate({
        id: 'hidboard.specs.firmware.value',
        message: 'Installed at the factory; updates over Bluetooth from the app',
      }),
    },
    {
      id: 'size',
      label: translate({id: 'hidboard.specs.size', message: 'Size'}),
      value: translate({
        id: 'hidboard.specs.size.value',
        message: '48 × 24 × 9 mm, without the cable',
      }),
    },
    {
      id: 'weight',
      label: translate({id: 'hidboard.specs.weight', message: 'Weight'}),
      value: '7 g',
    },
    {
      id: 'warranty',
      label: translate({id: 'hidboard.specs.warranty', message: 'Warranty'}),
      value: translate(
        {id: 'hidboard.specs.warranty.value', message: '{months} months from delivery'},
        {months: hid.warrantyMonths},
      ),
    },
  ];
}

export default function SpecTable(): ReactNode {
  const {hid} = useLocalFacts();
  const specs = [...hardwareSpecsOf(hid), ...usageSpecsOf(hid)];
  return (
    <section className={clsx(sections.section, sections.tinted)} aria-labelledby="specs-heading">
      <div className={clsx('container', sections.sideHeading)}>
        <div>
          <Heading as="h2" id="specs-heading" className={clsx(sections.heading, styles.heading)}>
            {translate({id: 'hidboard.specs.title', message: 'Specifications'})}
          </Heading>
          <p className={styles.lead}>
            <Translate id="hidboard.specs.lead">
              The board has no battery and no case, and your phone needs no drivers for it. It ships
              with the firmware installed.
            </Translate>
          </p>
        </div>
        <div>
          <table className={styles.table}>
            <caption className={utilities.visuallyHidden}>
              <Translate id="hidboard.specs.caption">HID board specifications</Translate>
            </caption>
            <tbody>
              {specs.map((spec) => (
                <tr key={spec.id}>
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

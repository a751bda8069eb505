import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import MDXContent from '@theme/MDXContent';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import utilities from '@site/src/css/utilities.module.css';

import AirClickExample from './_example.mdx';
import styles from './styles.module.css';

const no = translate({id: 'hidboard.airClick.no', message: 'no'});

const rows = [
  {
    id: 'seen',
    label: translate({id: 'hidboard.airClick.seen', message: 'What the app sees'}),
    accessibility: translate({
      id: 'hidboard.airClick.seen.accessibility',
      message: 'gestures from an accessibility service',
    }),
    airClick: translate({
      id: 'hidboard.airClick.seen.airClick',
      message: 'a Bluetooth mouse and keyboard, with the pointer on screen',
    }),
  },
  {
    id: 'hardware',
    label: translate({id: 'hidboard.airClick.hardware', message: 'Extra hardware'}),
    accessibility: translate({id: 'hidboard.airClick.hardware.none', message: 'none'}),
    airClick: translate({
      id: 'hidboard.airClick.hardware.board',
      message: 'one HID board per device',
    }),
  },
  {
    id: 'calls',
    label: translate({id: 'hidboard.airClick.calls', message: 'Script calls'}),
    accessibility: (
      <>
        <code>click</code>, <code>swipe</code>
      </>
    ),
    airClick: (
      <>
        <code>hid_click</code>, <code>hid_swipe</code>
      </>
    ),
  },
  {
    id: 'root',
    label: translate({id: 'hidboard.airClick.root', message: 'Root needed'}),
    accessibility: no,
    airClick: no,
  },
];

function Explanation(): ReactNode {
  return (
    <div className={styles.text}>
      <Heading as="h2" id="air-click-heading" className={sections.heading}>
        {translate({
          id: 'hidboard.airClick.title',
          message: 'Air Click: taps through a real Bluetooth mouse',
        })}
      </Heading>
      <p>
        <Translate id="hidboard.airClick.default">
          On Android, Tapcraft taps through the accessibility service by default. That needs no
          extra hardware and works for most scripts. But an app can check whether an accessibility
          service is running, and some apps then ignore or block its gestures.
        </Translate>
      </p>
      <p>
        <Translate id="hidboard.airClick.mode" values={{airClick: <strong>Air Click</strong>}}>
          {
            '{airClick} is the input mode that sends your taps and swipes through the HID board instead. The board moves a real mouse pointer and presses its button. The phone gets the same Bluetooth events as from any wireless mouse. No accessibility gesture is involved, but a mouse is not invisible: Android lists the board as an input device, the app can see that a touch came from a mouse, and the pointer shows on screen.'
          }
        </Translate>
      </p>
      <p>
        <Translate
          id="hidboard.airClick.calls.text"
          values={{
            hidClick: <code>hid_click</code>,
            hidSwipe: <code>hid_swipe</code>,
            click: <code>click</code>,
            swipe: <code>swipe</code>,
            api: (
              <Link to="/docs/android/api/action/hid">
                {translate({id: 'hidboard.airClick.api', message: 'HID actions API'})}
              </Link>
            ),
          }}
        >
          {
            'In a script, you only change the function name: {hidClick} and {hidSwipe} take the same arguments as {click} and {swipe}. The {api} also types text, presses keys and calibrates the board.'
          }
        </Translate>
      </p>
    </div>
  );
}

function Comparison(): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Translate id="hidboard.airClick.caption">
            Accessibility mode compared with Air Click
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={utilities.visuallyHidden}>
                <Translate id="hidboard.airClick.property">Property</Translate>
              </span>
            </th>
            <th scope="col">
              <Translate id="hidboard.airClick.accessibility">Accessibility</Translate>
            </th>
            <th scope="col">Air Click</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td>{row.accessibility}</td>
              <td>{row.airClick}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AirClick(): ReactNode {
  return (
    <section className={sections.section} aria-labelledby="air-click-heading">
      <div className={clsx('container', sections.split, sections.alignStart)}>
        <Explanation />
        <div>
          <Comparison />
        </div>
        <div className={styles.code}>
          <MDXContent>
            <AirClickExample />
          </MDXContent>
        </div>
      </div>
    </section>
  );
}

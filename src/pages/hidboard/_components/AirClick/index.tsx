import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import utilities from '@site/src/css/utilities.module.css';

import AirClickExample from './_example.mdx';
import styles from './styles.module.css';

type Row = {label: string; accessibility: ReactNode; airClick: ReactNode};

const rows: Row[] = [
  {
    label: 'What the app sees',
    accessibility: 'gestures from an accessibility service',
    airClick: 'a Bluetooth mouse and keyboard, with the pointer on screen',
  },
  {label: 'Extra hardware', accessibility: 'none', airClick: 'one HID board per device'},
  {
    label: 'Script calls',
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
  {label: 'Root needed', accessibility: 'no', airClick: 'no'},
];

export default function AirClick(): ReactNode {
  return (
    <section className={sections.section} aria-labelledby="air-click-heading">
      <div className={clsx('container', sections.split, sections.alignStart)}>
        <div className={styles.text}>
          <Heading
            as="h2"
            id="air-click-heading"
            className={clsx(sections.heading, styles.heading)}
          >
            Air Click: taps through a real Bluetooth mouse
          </Heading>
          <p>
            On Android, Tapcraft taps through the accessibility service by default. That needs no
            extra hardware and works for most scripts. But an app can check whether an accessibility
            service is running, and some apps then ignore or block its gestures.
          </p>
          <p>
            <strong>Air Click</strong> is the input mode that sends your taps and swipes through the
            HID board instead. The board moves a real mouse pointer and presses its button. The
            phone gets the same Bluetooth events as from any wireless mouse. No accessibility
            gesture is involved, but a mouse is not invisible: Android lists the board as an input
            device, the app can see that a touch came from a mouse, and the pointer shows on screen.
          </p>
          <p>
            In a script, you only change the function name: <code>hid_click</code> and{' '}
            <code>hid_swipe</code> take the same arguments as <code>click</code> and{' '}
            <code>swipe</code>. The <Link to="/docs/android/api/action/hid">HID actions API</Link>{' '}
            also types text, presses keys and calibrates the board.
          </p>
        </div>
        <div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>
                Accessibility mode compared with Air Click
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className={utilities.visuallyHidden}>Property</span>
                  </th>
                  <th scope="col">Accessibility</th>
                  <th scope="col">Air Click</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.accessibility}</td>
                    <td>{row.airClick}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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

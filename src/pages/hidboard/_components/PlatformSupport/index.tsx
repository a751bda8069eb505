import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {facts} from '@site/src/data/facts';

import styles from './styles.module.css';

type Support = {
  id: 'android' | 'ios' | 'windows';
  name: string;
  supported: boolean;
  status: string;
  details: ReactNode;
};

const support: Support[] = [
  {
    id: 'android',
    name: 'Android',
    supported: true,
    status: 'Supported',
    details: (
      <>
        {facts.systems.android} with Bluetooth LE. No root needed. Keep the accessibility service
        on, because <code>Selector</code> reads the UI tree through it.{' '}
        <Link to="/docs/android/intro">Tapcraft for Android</Link>
      </>
    ),
  },
  {
    id: 'ios',
    name: 'iOS',
    supported: true,
    status: 'Supported, with AssistiveTouch on',
    details: (
      <>
        {facts.systems.ios}, iPhone and iPad. iOS shows a mouse pointer only when{' '}
        <strong>Settings → Accessibility → Touch → AssistiveTouch</strong> is on. Pairing and
        calibration work as on Android. <Link to="/docs/ios/intro">Tapcraft for iOS</Link>
      </>
    ),
  },
  {
    id: 'windows',
    name: 'Windows',
    supported: false,
    status: 'Not supported',
    details: (
      <>
        The Windows client moves the desktop mouse and keyboard directly, so it has no use for the
        board. <Link to="/docs/windows/intro">Tapcraft for Windows</Link>
      </>
    ),
  },
];

export default function PlatformSupport(): ReactNode {
  return (
    <section className={sections.section} aria-labelledby="platforms-heading">
      <div className="container">
        <Heading as="h2" id="platforms-heading" className={clsx(sections.heading, styles.heading)}>
          Supported platforms
        </Heading>
        <ul className={styles.grid}>
          {support.map((item) => (
            <li
              key={item.id}
              className={clsx(styles.card, item.supported ? styles.yes : styles.no)}
              data-platform={item.id}
            >
              <Heading as="h3" className={styles.name}>
                {item.name}
              </Heading>
              <p className={styles.status}>
                <span aria-hidden="true" className={styles.mark}>
                  {item.supported ? '✓' : '✕'}
                </span>
                {item.status}
              </p>
              <p className={styles.details}>{item.details}</p>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          One board drives one real device. Virtual systems such as VMOS cannot use it, because the
          board pairs with the phone itself.
        </p>
      </div>
    </section>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import type {Facts} from '@site/src/data/facts';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import styles from './styles.module.css';

/** The link to a platform's docs, at the end of its card. */
function PlatformLink({to, name}: {to: string; name: string}): ReactNode {
  return (
    <Link to={to}>
      {translate({id: 'hidboard.platforms.link', message: 'Tapcraft for {name}'}, {name})}
    </Link>
  );
}

/** The platforms, with the systems each app runs on in the page's language. */
const supportOf = ({systems}: Facts) => [
  {
    id: 'android',
    name: 'Android',
    supported: true,
    status: translate({id: 'hidboard.platforms.supported', message: 'Supported'}),
    details: (
      <Translate
        id="hidboard.platforms.android"
        values={{
          system: systems.android,
          selector: <code>Selector</code>,
          link: <PlatformLink to="/docs/android/intro" name="Android" />,
        }}
      >
        {
          '{system} with Bluetooth LE. No root needed. Keep the accessibility service on, because {selector} reads the UI tree through it. {link}'
        }
      </Translate>
    ),
  },
  {
    id: 'ios',
    name: 'iOS',
    supported: true,
    status: translate({
      id: 'hidboard.platforms.ios.status',
      message: 'Supported, with AssistiveTouch on',
    }),
    details: (
      <Translate
        id="hidboard.platforms.ios"
        values={{
          system: systems.ios,
          setting: (
            <strong>
              {translate({
                id: 'hidboard.platforms.ios.setting',
                message: 'Settings → Accessibility → Touch → AssistiveTouch',
              })}
            </strong>
          ),
          link: <PlatformLink to="/docs/ios/intro" name="iOS" />,
        }}
      >
        {
          '{system}, iPhone and iPad. iOS shows a mouse pointer only when {setting} is on. Pairing and calibration work as on Android. {link}'
        }
      </Translate>
    ),
  },
  {
    id: 'windows',
    name: 'Windows',
    supported: false,
    status: translate({id: 'hidboard.platforms.unsupported', message: 'Not supported'}),
    details: (
      <Translate
        id="hidboard.platforms.windows"
        values={{link: <PlatformLink to="/docs/windows/intro" name="Windows" />}}
      >
        {
          'The Windows client moves the desktop mouse and keyboard directly, so it has no use for the board. {link}'
        }
      </Translate>
    ),
  },
];

export default function PlatformSupport(): ReactNode {
  const support = supportOf(useLocalFacts());
  return (
    <section className={sections.section} aria-labelledby="platforms-heading">
      <div className="container">
        <Heading as="h2" id="platforms-heading" className={clsx(sections.heading, styles.heading)}>
          {translate({id: 'hidboard.platforms.title', message: 'Supported platforms'})}
        </Heading>
        <ul className={clsx('clean-list', styles.grid)}>
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
          <Translate id="hidboard.platforms.note">
            One board drives one real device. Virtual systems such as VMOS cannot use it, because
            the board pairs with the phone itself.
          </Translate>
        </p>
      </div>
    </section>
  );
}

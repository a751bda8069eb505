import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export default function VmosHero(): ReactNode {
  const art = useBaseUrl('/img/vmos/vmos-overview.svg');
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Partner · VMOS</p>
          <Heading as="h1" className={styles.title}>
            Run Tapcraft inside VMOS
          </Heading>
          <p className={styles.pitch}>
            VMOS puts a second Android system inside an app on your phone. Run your scripts there,
            apart from your own apps, and claim a free 7-day VIP trial as a new user.
          </p>
          <div className={styles.actions}>
            <Link
              className={clsx('button button--primary button--lg', styles.action)}
              to="/docs/about/activity/vmos"
            >
              Claim the VIP trial
            </Link>
            <Link
              className={clsx('button button--secondary button--lg', styles.action)}
              to="/docs/vmoshd/share"
            >
              Watch the VMOS guide
            </Link>
          </div>
        </div>
        <div className={styles.art}>
          <img
            className={styles.image}
            src={art}
            width={520}
            height={380}
            alt="A phone runs two VMOS virtual Android systems. Inside the front one, a Tapcraft script taps a button without root."
            decoding="async"
          />
        </div>
      </div>
    </header>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {externalUrls} from '@site/src/data/site';

import styles from './styles.module.css';

export default function CloudShowcase(): ReactNode {
  const art = useBaseUrl('/img/home/cloud.svg');
  return (
    <section className={sections.section} aria-labelledby="cloud-heading">
      <div className={clsx('container', sections.split)}>
        <div className={styles.text}>
          <p className={sections.kicker}>Cloud services</p>
          <Heading as="h2" id="cloud-heading" className={clsx(sections.heading, styles.heading)}>
            Run a whole fleet of devices from the cloud
          </Heading>
          <p className={sections.lead}>
            When one phone becomes fifty, manage them from a browser and keep shared data in one
            place.
          </p>
          <div className={styles.services}>
            <div className={styles.service}>
              <Heading as="h3" className={styles.serviceTitle}>
                Cloud control
              </Heading>
              <p>
                Push a script to many devices, start and stop it, watch live screens and read the
                logs. HTTP and WebSocket APIs let your own tools push, start, stop and follow them.
              </p>
              <Link className={styles.link} to="/docs/service/cloud/intro">
                Cloud control guide<span aria-hidden="true"> →</span>
              </Link>
            </div>
            <div className={styles.service}>
              <Heading as="h3" className={styles.serviceTitle}>
                Cloud database
              </Heading>
              <p>
                A hosted key-value and table store. Scripts read and write it, and your server can
                reach the same data over HTTP.
              </p>
              <Link className={styles.link} to="/docs/service/db">
                Cloud database guide<span aria-hidden="true"> →</span>
              </Link>
            </div>
          </div>
          <Link className="button button--outline button--primary" href={externalUrls.cloudConsole}>
            Open the cloud console
          </Link>
        </div>
        <div>
          <img
            className={sections.image}
            src={art}
            width={480}
            height={320}
            alt="A cloud console starts scripts on three phones, collects their logs and stores data in a database"
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}

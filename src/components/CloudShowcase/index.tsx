import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
          <p className={sections.kicker}>
            <Translate id="home.cloud.kicker">Cloud services</Translate>
          </p>
          <Heading as="h2" id="cloud-heading" className={sections.heading}>
            {translate({
              id: 'home.cloud.title',
              message: 'Run a whole fleet of devices from the cloud',
            })}
          </Heading>
          <p className={sections.lead}>
            <Translate id="home.cloud.lead">
              When one phone becomes fifty, manage them from a browser and keep shared data in one
              place.
            </Translate>
          </p>
          <div className={styles.services}>
            <div className={styles.service}>
              <Heading as="h3" className={styles.serviceTitle}>
                {translate({id: 'home.cloud.control.title', message: 'Cloud control'})}
              </Heading>
              <p>
                <Translate id="home.cloud.control.text">
                  Push a script to many devices, start and stop it, watch live screens and read the
                  logs. HTTP and WebSocket APIs let your own tools push, start, stop and follow
                  them.
                </Translate>
              </p>
              <Link className={styles.link} to="/docs/service/cloud/intro">
                <Translate id="home.cloud.control.link">Cloud control guide</Translate>
                <span aria-hidden="true"> →</span>
              </Link>
            </div>
            <div className={styles.service}>
              <Heading as="h3" className={styles.serviceTitle}>
                {translate({id: 'home.cloud.database.title', message: 'Cloud database'})}
              </Heading>
              <p>
                <Translate id="home.cloud.database.text">
                  A hosted key-value and table store. Scripts read and write it, and your server can
                  reach the same data over HTTP.
                </Translate>
              </p>
              <Link className={styles.link} to="/docs/service/db">
                <Translate id="home.cloud.database.link">Cloud database guide</Translate>
                <span aria-hidden="true"> →</span>
              </Link>
            </div>
          </div>
          <Link className="button button--outline button--primary" href={externalUrls.cloudConsole}>
            <Translate id="home.cloud.console">Open the cloud console</Translate>
          </Link>
        </div>
        <div>
          <img
            className={sections.image}
            src={art}
            width={480}
            height={320}
            alt={translate({
              id: 'home.cloud.art',
              message:
                'A cloud console starts scripts on three phones, collects their logs and stores data in a database',
            })}
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}

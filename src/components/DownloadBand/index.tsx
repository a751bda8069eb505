import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import {platformCopy} from '@site/src/components/PlatformCards/copy';
import {platforms} from '@site/src/data/platforms';
import {externalUrls, product} from '@site/src/data/site';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import styles from './styles.module.css';

export default function DownloadBand(): ReactNode {
  const facts = useLocalFacts();
  return (
    <section className={styles.band} aria-labelledby="download-heading">
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <Heading as="h2" id="download-heading" className={styles.heading}>
            {translate(
              {id: 'home.download.title', message: 'Download {product} and run your first script'},
              {product: product.name},
            )}
          </Heading>
          <p className={styles.lead}>
            <Translate
              id="home.download.lead"
              values={{python: product.pythonVersion, devices: facts.plans.free.devices}}
            >
              {
                'The phone apps bundle Python {python}, so you do not install Python yourself. The free plan runs your own scripts on up to {devices} devices.'
              }
            </Translate>
          </p>
          <ul className={clsx('clean-list', styles.requirements)}>
            {platforms.map((platform) => (
              <li key={platform.id} className={styles.requirement}>
                <strong className={styles.platform}>{platform.name}</strong>
                <span>{platformCopy(platform.id, facts).requirement}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" href={externalUrls.downloads}>
            <Translate
              id="home.download.button"
              values={{product: product.name, version: product.version}}
            >
              {'Download {product} {version}'}
            </Translate>
          </Link>
          <Link className={styles.link} to="/docs/shop/vip">
            <Translate id="home.download.vip">
              Need more devices or OCR? Compare VIP plans
            </Translate>
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

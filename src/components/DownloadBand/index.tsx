import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {facts} from '@site/src/data/facts';
import {platforms} from '@site/src/data/platforms';
import {externalUrls, product} from '@site/src/data/site';

import styles from './styles.module.css';

export default function DownloadBand(): ReactNode {
  return (
    <section className={styles.band} aria-labelledby="download-heading">
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <Heading as="h2" id="download-heading" className={styles.heading}>
            Download {product.name} and run your first script
          </Heading>
          <p className={styles.lead}>
            The phone apps bundle Python {product.pythonVersion}, so you do not install Python
            yourself. The free plan runs your own scripts on up to {facts.plans.free.devices}{' '}
            devices.
          </p>
          <ul className={styles.requirements}>
            {platforms.map((platform) => (
              <li key={platform.id} className={styles.requirement}>
                <strong className={styles.platform}>{platform.name}</strong>
                <span>{platform.requirement}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" href={externalUrls.downloads}>
            Download {product.name} {product.version}
          </Link>
          <Link className={styles.link} to="/docs/shop/vip">
            Need more devices or OCR? Compare VIP plans<span aria-hidden="true"> →</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {shopGuides} from '@site/src/data/shop';
import {contacts} from '@site/src/data/site';

import styles from './styles.module.css';

export default function ShopGuides(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="shop-guides">
      <div className="container">
        <Heading as="h2" id="shop-guides" className={styles.heading}>
          Read before you buy
        </Heading>
        <ul className={styles.grid}>
          {shopGuides.map((guide) => (
            <li key={guide.to}>
              <Link className={clsx('padding--md', styles.card)} to={guide.to}>
                <span className={styles.title}>{guide.title}</span>
                <span className={styles.summary}>{guide.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.help}>
          Questions about an order? Write to{' '}
          <a href={`mailto:${contacts.serviceEmail}`}>{contacts.serviceEmail}</a> with the order
          number and your account name, or see every channel on the{' '}
          <Link to="/docs/about/contact">contact page</Link>.
        </p>
      </div>
    </section>
  );
}

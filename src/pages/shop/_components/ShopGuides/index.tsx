import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import LinkCard from '@site/src/components/LinkCard';
import LinkCardGrid from '@site/src/components/LinkCardGrid';
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
        <LinkCardGrid>
          {shopGuides.map((guide) => (
            <LinkCard key={guide.to} to={guide.to} title={guide.title} summary={guide.summary} />
          ))}
        </LinkCardGrid>
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

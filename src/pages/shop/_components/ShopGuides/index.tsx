import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import LinkCard from '@site/src/components/LinkCard';
import LinkCardGrid from '@site/src/components/LinkCardGrid';
import {contacts} from '@site/src/data/site';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import {shopGuides} from './guides';
import styles from './styles.module.css';

export default function ShopGuides(): ReactNode {
  const guides = shopGuides(useLocalFacts());
  return (
    <section className={styles.section} aria-labelledby="shop-guides">
      <div className="container">
        <Heading as="h2" id="shop-guides" className={styles.heading}>
          {translate({id: 'shop.guides.title', message: 'Read before you buy'})}
        </Heading>
        <LinkCardGrid>
          {guides.map((guide) => (
            <LinkCard key={guide.to} to={guide.to} title={guide.title} summary={guide.summary} />
          ))}
        </LinkCardGrid>
        <p className={styles.help}>
          <Translate
            id="shop.guides.help"
            values={{
              email: <a href={`mailto:${contacts.serviceEmail}`}>{contacts.serviceEmail}</a>,
              contact: (
                <Link to="/docs/about/contact">
                  {translate({id: 'shop.guides.help.contact', message: 'contact page'})}
                </Link>
              ),
            }}
          >
            {
              'Questions about an order? Write to {email} with the order number and your account name, or see every channel on the {contact}.'
            }
          </Translate>
        </p>
      </div>
    </section>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {shopItems, type ShopKind} from '@site/src/data/shop';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import {kindTitle} from '../cards';
import ProductCard from '../ProductCard';
import VipCard from '../VipCard';
import styles from './styles.module.css';

type Props = {
  kind: ShopKind;
  /** Id of the h2, also the target of the jump links in the hero. */
  headingId: string;
  lead: string;
  /** The shop guide in the docs for this kind of product. */
  guide: {to: string; label: string};
  /** Cards per row on wide screens; below 996 px the cards stack. */
  columns: 3 | 4;
  /** Tinted background, to tell neighbouring sections apart. */
  tinted?: boolean;
};

export default function ProductSection({
  kind,
  headingId,
  lead,
  guide,
  columns,
  tinted = false,
}: Props): ReactNode {
  const facts = useLocalFacts();
  const items = shopItems.filter((item) => item.kind === kind);
  // Lengths of one plan share a card, where the first of them stands in the list.
  const periods = items.filter((item) => item.months !== undefined);
  return (
    <section
      className={clsx(sections.compactSection, tinted && sections.tinted)}
      aria-labelledby={headingId}
      data-shop-section={kind}
    >
      <div className="container">
        <Heading as="h2" id={headingId} className={clsx(sections.heading, styles.heading)}>
          {kindTitle(kind, facts)}
        </Heading>
        <p className={clsx(sections.lead, styles.lead)}>{lead}</p>
        <div className={clsx(styles.grid, columns === 4 && styles.columns4)}>
          {items.map((item) =>
            item.months === undefined ? (
              <ProductCard key={item.id} item={item} />
            ) : item === periods[0] ? (
              <VipCard key="periods" periods={periods} />
            ) : null,
          )}
        </div>
        <p className={styles.guide}>
          <Link to={guide.to}>
            {guide.label}
            <span aria-hidden="true"> →</span>
          </Link>
        </p>
      </div>
    </section>
  );
}

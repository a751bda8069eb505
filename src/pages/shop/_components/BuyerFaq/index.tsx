import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import {shopFaq} from './entries';
import styles from './styles.module.css';

/** Native <details>/<summary>: keyboard and screen-reader support come for free. */
export default function BuyerFaq(): ReactNode {
  const entries = shopFaq(useLocalFacts());
  return (
    <section className={sections.compactSection} aria-labelledby="buyers-faq">
      <div className="container">
        <Heading as="h2" id="buyers-faq" className={clsx(sections.heading, styles.heading)}>
          {translate({id: 'shop.faq.title', message: "Buyers' questions"})}
        </Heading>
        <div className={styles.list}>
          {entries.map((entry) => (
            <details key={entry.id} className={styles.item}>
              <summary className={styles.question}>{entry.question}</summary>
              <div className={styles.answer}>
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {entry.link !== undefined ? (
                  <p>
                    <Link to={entry.link.to}>{entry.link.label}</Link>
                  </p>
                ) : null}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

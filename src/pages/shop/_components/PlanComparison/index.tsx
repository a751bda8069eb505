import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import tables from '@site/src/css/dataTables.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {facts} from '@site/src/data/facts';
import {comparisonPlans, comparisonRows} from '@site/src/data/shop';

import styles from './styles.module.css';

export default function PlanComparison(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="compare-plans">
      <div className="container">
        <Heading as="h2" id="compare-plans" className={clsx(sections.heading, styles.heading)}>
          Compare Free, VIP and Studio
        </Heading>
        <p className={clsx(sections.lead, styles.lead)}>
          VIP monthly, quarterly and yearly share one column: they differ only in length. Studio
          gives VIP to every seat of a team.
        </p>
        <div className={styles.frame}>
          <table className={clsx(tables.stacked, styles.table)}>
            <caption className={utilities.visuallyHidden}>
              Features of the Free, VIP and Studio plans
            </caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                {comparisonPlans.map((plan) => (
                  <th key={plan.id} scope="col">
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonRows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.feature}</th>
                  {comparisonPlans.map((plan) => (
                    <td key={plan.id} data-label={plan.name}>
                      {row.values[plan.id]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.more}>
          New users can try VIP free for {facts.vmosActivity.vipTrialDays} days through the{' '}
          <Link to="/docs/about/activity/vmos">VMOS partner activity</Link>. The{' '}
          <Link to="/docs/shop/vip">VIP buying guide</Link> explains activation, renewal and Studio
          seats.
        </p>
      </div>
    </section>
  );
}

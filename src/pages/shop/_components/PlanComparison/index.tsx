import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import sections from '@site/src/css/sections.module.css';
import tables from '@site/src/css/dataTables.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import {comparisonPlans, comparisonRows} from './rows';
import styles from './styles.module.css';

function More({days}: {days: number}): ReactNode {
  return (
    <p className={styles.more}>
      <Translate
        id="shop.compare.more"
        values={{
          days,
          activity: (
            <Link to="/docs/about/activity/vmos">
              {translate({id: 'shop.compare.more.activity', message: 'VMOS partner activity'})}
            </Link>
          ),
          guide: (
            <Link to="/docs/shop/vip">
              {translate({id: 'shop.compare.more.guide', message: 'VIP buying guide'})}
            </Link>
          ),
        }}
      >
        {
          'New users can try VIP free for {days} days through the {activity}. The {guide} explains activation, renewal and Studio seats.'
        }
      </Translate>
    </p>
  );
}

export default function PlanComparison(): ReactNode {
  const facts = useLocalFacts();
  const {free, vip, studio} = facts.plans;
  const names = {free: free.name, vip: vip.name, studio: studio.name};
  return (
    <section
      className={clsx(sections.compactSection, styles.section)}
      aria-labelledby="compare-plans"
    >
      <div className="container">
        <Heading as="h2" id="compare-plans" className={clsx(sections.heading, styles.heading)}>
          {translate(
            {id: 'shop.compare.title', message: 'Compare {free}, {vip} and {studio}'},
            names,
          )}
        </Heading>
        <p className={clsx(sections.lead, styles.lead)}>
          <Translate id="shop.compare.lead">
            VIP monthly, quarterly and yearly share one column: they differ only in length. Studio
            gives VIP to every seat of a team.
          </Translate>
        </p>
        <div className={styles.frame}>
          <table className={clsx(tables.stacked, styles.table)}>
            <caption className={utilities.visuallyHidden}>
              <Translate id="shop.compare.caption" values={names}>
                {'Features of the {free}, {vip} and {studio} plans'}
              </Translate>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="shop.compare.feature">Feature</Translate>
                </th>
                {comparisonPlans.map((plan) => (
                  <th key={plan} scope="col">
                    {names[plan]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonRows(facts).map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.feature}</th>
                  {comparisonPlans.map((plan) => (
                    <td key={plan} data-label={names[plan]}>
                      {row.values[plan]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <More days={facts.vmosActivity.vipTrialDays} />
      </div>
    </section>
  );
}

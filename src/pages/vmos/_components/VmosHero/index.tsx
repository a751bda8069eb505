import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import PageHero from '@site/src/components/PageHero';
import {facts} from '@site/src/data/facts';

export default function VmosHero(): ReactNode {
  return (
    <PageHero
      eyebrow="Partner · VMOS"
      title="Run Tapcraft inside VMOS"
      pitch={`VMOS puts a second Android system inside an app on your phone. Run your scripts there, apart from your own apps, and claim a free ${facts.vmosActivity.vipTrialDays}-day VIP trial as a new user.`}
      actions={
        <>
          <Link className="button button--primary button--lg" to="/docs/about/activity/vmos">
            Claim the VIP trial
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/vmoshd/share">
            Watch the VMOS guide
          </Link>
        </>
      }
      art={{
        src: '/img/vmos/vmos-overview.svg',
        width: 520,
        height: 380,
        alt: 'A phone runs two VMOS virtual Android systems. Inside the front one, a Tapcraft script taps a button without root.',
      }}
    />
  );
}

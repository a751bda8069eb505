import type {ReactNode} from 'react';

import PageHero from '@site/src/components/PageHero';
import {facts} from '@site/src/data/facts';

export default function VmosHero(): ReactNode {
  return (
    <PageHero
      eyebrow="Partner · VMOS"
      title="Run Tapcraft inside VMOS"
      pitch={`VMOS puts a second Android system inside an app on your phone. Run your scripts there, apart from your own apps, and claim a free ${facts.vmosActivity.vipTrialDays}-day VIP trial as a new user.`}
      primary={{label: 'Claim the VIP trial', to: '/docs/about/activity/vmos'}}
      secondary={{label: 'Read the VMOS guide', to: '/docs/vmoshd/share'}}
      art={{
        src: '/img/vmos/vmos-overview.svg',
        width: 520,
        height: 380,
        alt: 'A phone runs two VMOS virtual Android systems. Inside the front one, a Tapcraft script taps a button without root.',
      }}
    />
  );
}

import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

import PageHero from '@site/src/components/PageHero';
import {facts} from '@site/src/data/facts';
import {product} from '@site/src/data/site';

export default function VmosHero(): ReactNode {
  return (
    <PageHero
      eyebrow={translate({id: 'vmos.hero.eyebrow', message: 'Partner · VMOS'})}
      title={translate(
        {id: 'vmos.hero.title', message: 'Run {product} inside VMOS'},
        {product: product.name},
      )}
      pitch={translate(
        {
          id: 'vmos.hero.pitch',
          message:
            'VMOS puts a second Android system inside an app on your phone. Run your scripts there, apart from your own apps, and claim a free {days}-day VIP trial as a new user.',
        },
        {days: facts.vmosActivity.vipTrialDays},
      )}
      primary={{
        label: translate({id: 'vmos.hero.claim', message: 'Claim the VIP trial'}),
        to: '/docs/about/activity/vmos',
      }}
      secondary={{
        label: translate({id: 'vmos.hero.guide', message: 'Read the VMOS guide'}),
        to: '/docs/vmoshd/share',
      }}
      art={{
        src: '/img/vmos/vmos-overview.svg',
        width: 520,
        height: 380,
        alt: translate(
          {
            id: 'vmos.hero.art',
            message:
              'A phone runs two VMOS virtual Android systems. Inside the front one, a {product} script taps a button without root.',
          },
          {product: product.name},
        ),
      }}
    />
  );
}

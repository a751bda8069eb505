import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import {useLocalFacts} from '@site/src/i18n/useLocalFacts';

import AirClick from './_components/AirClick';
import BuyBand from './_components/BuyBand';
import HidHero from './_components/HidHero';
import PairingDiagram from './_components/PairingDiagram';
import PlatformSupport from './_components/PlatformSupport';
import SetupSteps from './_components/SetupSteps';
import SpecTable from './_components/SpecTable';

/**
 * The HID board (facts.hid.productName): what Air Click is, the specifications, how
 * the parts connect, setup, platforms and where to buy. Static sections only.
 * Facts must agree with CONTRIBUTING.md ("Hardware") and docs/android/esp32.mdx.
 */
export default function HidBoardPage(): ReactNode {
  const {hid} = useLocalFacts();
  return (
    <Layout
      title={hid.productName}
      description={translate(
        {
          id: 'hidboard.meta.description',
          message:
            'The Tapcraft {chip} {product} taps and swipes as a real Bluetooth mouse (Air Click): specifications, setup, platforms and where to buy.',
        },
        {chip: hid.chip, product: hid.productName},
      )}
    >
      <main>
        <HidHero />
        <AirClick />
        <SpecTable />
        <PairingDiagram />
        <SetupSteps />
        <PlatformSupport />
        <BuyBand />
      </main>
    </Layout>
  );
}

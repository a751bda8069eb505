import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';

import BuyerFaq from './_components/BuyerFaq';
import PlanComparison from './_components/PlanComparison';
import ProductSection from './_components/ProductSection';
import ShopGuides from './_components/ShopGuides';
import ShopHero from './_components/ShopHero';

/**
 * The store front. Every card comes from src/data/shop.ts, its words from
 * _components/cards.ts; every buy button opens the shop page configured in
 * src/data/site.ts (shopLinks). Prices are never written here: the shop
 * shows them. The page has no client state.
 */
export default function Shop(): ReactNode {
  return (
    <Layout
      title={translate({id: 'shop.meta.title', message: 'Store'})}
      description={translate({
        id: 'shop.meta.description',
        message:
          "Buy Tapcraft VIP membership, game coins and HID boards: compare plans, see what each pack includes and read the buyers' FAQ.",
      })}
    >
      <ShopHero />
      <main>
        <ProductSection
          kind="vip"
          headingId="vip-plans"
          lead={translate({
            id: 'shop.vip.lead',
            message:
              'Every plan belongs to your Tapcraft account, not to a phone. VIP periods give the same features; only the length differs.',
          })}
          guide={{
            to: '/docs/shop/vip',
            label: translate({id: 'shop.vip.guide', message: 'How to buy and activate VIP'}),
          }}
          columns={3}
        />
        <PlanComparison />
        <ProductSection
          kind="coins"
          headingId="coin-packs"
          lead={translate({
            id: 'shop.coins.lead',
            message:
              'Game coins are the prepaid credit of the site. They buy store scripts and card keys, and they never expire. Larger packs include bonus coins.',
          })}
          guide={{
            to: '/docs/shop/b',
            label: translate({id: 'shop.coins.guide', message: 'Read the game-coin rules'}),
          }}
          columns={4}
          tinted
        />
        <ProductSection
          kind="hid"
          headingId="hid-hardware"
          lead={translate({
            id: 'shop.hid.lead',
            message:
              'The HID board pairs with a phone as a Bluetooth mouse and keyboard, so your script taps through Air Click. One board drives one device.',
          })}
          guide={{
            to: '/docs/shop/hid',
            label: translate({
              id: 'shop.hid.guide',
              message: 'Box contents, platforms and warranty',
            }),
          }}
          columns={3}
        />
        <BuyerFaq />
        <ShopGuides />
      </main>
    </Layout>
  );
}

import {translate} from '@docusaurus/Translate';

import type {Facts} from '../../../../data/facts';

/** The shop guides in the docs, shown at the end of /shop; `facts` in the page's language. */
export const shopGuides = ({hid}: Facts): {to: string; title: string; summary: string}[] => [
  {
    to: '/docs/shop/vip',
    title: translate({id: 'shop.guides.vip.title', message: 'Buy VIP membership'}),
    summary: translate({
      id: 'shop.guides.vip.summary',
      message: 'Choose a plan, activate it in the app, set up Studio seats and renew.',
    }),
  },
  {
    to: '/docs/shop/b',
    title: translate({id: 'shop.guides.coins.title', message: 'Game-coin top-up'}),
    summary: translate({
      id: 'shop.guides.coins.summary',
      message: 'What coins buy, how to top up and what to do if coins do not arrive.',
    }),
  },
  {
    to: '/docs/shop/hid',
    title: hid.productName,
    summary: translate({
      id: 'shop.guides.hid.summary',
      message: 'What is in the box, which platforms work, the warranty and pairing FAQ.',
    }),
  },
  {
    to: '/docs/about/doc/userprotocol',
    title: translate({id: 'shop.guides.agreement.title', message: 'User Agreement'}),
    summary: translate({
      id: 'shop.guides.agreement.summary',
      message: 'The full terms, with payments and refunds in section 7.',
    }),
  },
];

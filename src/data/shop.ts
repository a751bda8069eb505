import {shopLinks} from './site';

/**
 * What the store front (/shop, src/pages/shop) shows: the product cards, the
 * VIP comparison table, the buyers' FAQ and the links to the shop guides.
 *
 * Prices are never written on the site. Every card carries the placeholder
 * `pricePlaceholder` and the page shows "See price in store"; the buy button
 * opens the shop page of the card's kind (`shopLinks` in `./site`), where the
 * current price and offers are shown.
 *
 * To add a product card:
 * 1. pick the kind: 'vip' (plans), 'coins' (top-up packs) or 'hid' (hardware);
 * 2. append `forSale(kind, {...})` to `shopItems` with a new kebab-case id
 *    (cards of one kind appear in the order of this list). `forSale` sets
 *    `href` to `buyLink(kind)` and `price` to `pricePlaceholder`; the Free
 *    plan alone is written out in full, with the price 'free'.
 * Facts on the cards must agree with "Product facts" in CONTRIBUTING.md and
 * with the shop guides in docs/shop/. `tests/unit/shop-data.test.ts` checks
 * ids, kinds, empty fields, links and prices.
 */

/** Each kind has its own page in the shop (`shopLinks.vip`, `.coins`, `.hid`). */
export type ShopKind = 'vip' | 'coins' | 'hid';

/** One of the configured shop addresses for a product kind. */
export type ShopHref = (typeof shopLinks)[ShopKind];

/** The only price a card may carry; the page shows "See price in store". */
export const pricePlaceholder = '[price]';

/** 'free' is reserved for the Free plan, which costs nothing. */
export type ShopPrice = typeof pricePlaceholder | 'free';

export type ShopItem = {
  /** Stable kebab-case id, used as a React key and in tests. */
  id: string;
  kind: ShopKind;
  /** Card heading, for example "VIP yearly". */
  name: string;
  /** One or two short sentences under the heading. */
  summary: string;
  /** "What you get": three to five short lines. */
  includes: string[];
  price: ShopPrice;
  /** Shop page that sells the item: always `buyLink(kind)`. */
  href: ShopHref;
  /** Text of the buy button, for example "Buy VIP yearly". */
  cta: string;
  /** Optional highlight shown beside the name, for example "Most popular". */
  badge?: string;
};

/** The shop page for a kind of product, from the settings module. */
export function buyLink(kind: ShopKind): ShopHref {
  return shopLinks[kind];
}

/** A card for sale: the shop page of its kind and the price placeholder. */
function forSale(kind: ShopKind, item: Omit<ShopItem, 'kind' | 'price' | 'href'>): ShopItem {
  return {...item, kind, price: pricePlaceholder, href: buyLink(kind)};
}

export const shopKinds: {kind: ShopKind; title: string}[] = [
  {kind: 'vip', title: 'VIP membership'},
  {kind: 'coins', title: 'Game-coin top-up'},
  {kind: 'hid', title: 'HID chips and boards'},
];

export const shopItems: ShopItem[] = [
  // VIP membership plans
  {
    id: 'free',
    kind: 'vip',
    name: 'Free',
    summary: 'Try Tapcraft and run small personal projects. No payment and no time limit.',
    includes: [
      'Your own scripts on up to 3 devices',
      'Web IDE, PyCharm and VS Code plug-ins',
      'All basic APIs: taps, colours, images, selectors',
      'One cloud control workspace',
    ],
    price: 'free',
    href: buyLink('vip'),
    cta: 'Compare plans in store',
  },
  forSale('vip', {
    id: 'vip-monthly',
    name: 'VIP monthly',
    summary: 'One month of every VIP feature. Good for trying OCR and YOLO on a real project.',
    includes: [
      'Unlimited devices per account',
      'OCR and YOLO object detection models',
      'The plug-in store',
      'Priority support and 5 cloud workspaces',
    ],
    cta: 'Buy VIP monthly',
  }),
  forSale('vip', {
    id: 'vip-quarterly',
    name: 'VIP quarterly',
    summary: 'Three months of VIP for a project with a clear end date.',
    includes: [
      'Everything in VIP monthly',
      '3 months on your account',
      'Time adds to a plan that is still running',
    ],
    cta: 'Buy VIP quarterly',
  }),
  forSale('vip', {
    id: 'vip-yearly',
    name: 'VIP yearly',
    summary: 'Twelve months of VIP for daily use, at the lowest cost per month.',
    includes: [
      'Everything in VIP monthly',
      '12 months on your account',
      'No automatic renewal: you are never charged without asking',
    ],
    cta: 'Buy VIP yearly',
    badge: 'Most popular',
  }),
  forSale('vip', {
    id: 'studio',
    name: 'Studio',
    summary: 'VIP for a team. Each member keeps their own account and takes one seat.',
    includes: [
      'VIP features for every seat',
      'Shared cloud control workspace with roles',
      'Up to 20 workspaces and 30 days of log history',
      'Add seats to the same plan later',
    ],
    cta: 'Buy Studio seats',
    badge: 'For teams',
  }),

  // Game-coin packs
  forSale('coins', {
    id: 'coins-100',
    name: '100 coins',
    summary: 'A small top-up for one store script or a short card key.',
    includes: ['100 game coins', 'Added to your balance at once', 'Coins never expire'],
    cta: 'Top up 100 coins',
  }),
  forSale('coins', {
    id: 'coins-500',
    name: '500 coins',
    summary: 'Enough for a few scripts or a month of card keys.',
    includes: [
      '500 game coins',
      '25 bonus coins on top',
      'Added to your balance at once',
      'Coins never expire',
    ],
    cta: 'Top up 500 coins',
  }),
  forSale('coins', {
    id: 'coins-1000',
    name: '1000 coins',
    summary: 'For regular buyers of store scripts and card-key renewals.',
    includes: [
      '1000 game coins',
      '80 bonus coins on top',
      'Added to your balance at once',
      'Coins never expire',
    ],
    cta: 'Top up 1000 coins',
    badge: 'Most popular',
  }),
  forSale('coins', {
    id: 'coins-5000',
    name: '5000 coins',
    summary: 'For studios that renew card keys on many devices.',
    includes: [
      '5000 game coins',
      '600 bonus coins on top',
      'Added to your balance at once',
      'Coins never expire',
    ],
    cta: 'Top up 5000 coins',
    badge: 'Best value',
  }),

  // HID hardware
  forSale('hid', {
    id: 'hid-board',
    name: 'HID board',
    summary:
      'The ESP32-S3 HID chip on a ready-to-use board. Pair it over Bluetooth and your script taps through Air Click.',
    includes: [
      'Board with status LED, reset button and USB-C, firmware installed',
      'USB-C cable and a USB-A to USB-C adapter',
      'Quick start card with a QR code to the tutorial',
      'One board drives one device; 12-month warranty',
    ],
    cta: 'Buy the HID board',
    badge: 'Most popular',
  }),
  forSale('hid', {
    id: 'hid-chip',
    name: 'Bare HID chip',
    summary:
      'The Tapcraft HID chip alone, with firmware installed, for people who build their own hardware.',
    includes: [
      'Tapcraft HID chip (ESP32-S3) with Tapcraft firmware',
      'Bluetooth Low Energy HID: mouse and keyboard',
      'No board, cable or LED: you supply power and mounting',
      'Works with the same hid_click and hid_swipe calls',
    ],
    cta: 'Buy the bare chip',
  }),
  forSale('hid', {
    id: 'hid-board-5',
    name: 'HID board 5-pack',
    summary: 'Five ready-to-use boards in one box, for studios that run Air Click on many phones.',
    includes: [
      '5 HID boards, firmware installed',
      '5 USB-C cables and 5 USB-A to USB-C adapters',
      'Each board has its own Tapcraft-HID-XXXX name',
      '12-month warranty on every board',
    ],
    cta: 'Buy the 5-pack',
    badge: 'For studios',
  }),
];

export type PlanId = 'free' | 'vip' | 'studio';

export type ComparisonRow = {
  /** Stable id, used as a React key and in tests. */
  id: string;
  /** Row heading (first column). */
  feature: string;
  /** One short cell per plan. */
  values: Record<PlanId, string>;
};

export const comparisonPlans: {id: PlanId; name: string}[] = [
  {id: 'free', name: 'Free'},
  {id: 'vip', name: 'VIP'},
  {id: 'studio', name: 'Studio'},
];

/**
 * Free vs VIP vs Studio. Keep it in step with the plan tables in
 * docs/about/product/vip.mdx, docs/service/intro.mdx and docs/about/contact.mdx.
 */
export const comparisonRows: ComparisonRow[] = [
  {
    id: 'devices',
    feature: 'Devices per account',
    values: {free: 'Up to 3', vip: 'Unlimited', studio: 'Unlimited, shared between seats'},
  },
  {
    id: 'basic-apis',
    feature: 'Web IDE, IDE plug-ins and basic APIs',
    values: {free: 'Yes', vip: 'Yes', studio: 'Yes'},
  },
  {
    id: 'models',
    feature: 'OCR and YOLO models',
    values: {free: 'No', vip: 'Yes', studio: 'Yes'},
  },
  {
    id: 'plugin-store',
    feature: 'Plug-in store',
    values: {free: 'No', vip: 'Yes', studio: 'Yes'},
  },
  {
    id: 'workspaces',
    feature: 'Cloud control workspaces',
    values: {free: '1', vip: '5', studio: '20, shared with the team'},
  },
  {
    id: 'log-history',
    feature: 'Cloud control log history',
    values: {free: '24 hours', vip: '7 days', studio: '30 days'},
  },
  {
    id: 'seats',
    feature: 'Team members (seats)',
    values: {free: 'Owner only', vip: 'Owner only', studio: 'One per seat, with roles'},
  },
  {
    id: 'support',
    feature: 'Support first reply',
    values: {
      free: 'Forum and QQ groups; customer service within 1 working day',
      vip: 'Priority: within 4 service hours',
      studio: 'Priority: within 4 service hours',
    },
  },
];

export type FaqEntry = {
  /** Stable id, used as a React key and in tests. */
  id: string;
  question: string;
  /** One to three short paragraphs of plain text. */
  answer: string[];
  /** Optional internal docs route (absolute path, no trailing slash). */
  link?: {to: string; label: string};
};

/** Buyers' FAQ. Answers must agree with docs/shop/ and section 7 of the User Agreement. */
export const shopFaq: FaqEntry[] = [
  {
    id: 'payment',
    question: 'How can I pay?',
    answer: [
      'The store accepts Alipay, WeChat Pay and debit or credit cards of banks in mainland China. Prices are in Chinese yuan (CNY).',
      'The store only takes payments on its own checkout page. Nobody from Tapcraft asks for your card number in a chat or by email.',
    ],
    link: {to: '/docs/shop/intro', label: 'Read the shop overview'},
  },
  {
    id: 'invoice',
    question: 'Can I get an invoice?',
    answer: [
      'Yes. Open My orders in the store, choose the order and tap Request invoice. Choose personal or company; a company needs its name and taxpayer ID.',
      'The electronic invoice (fapiao) arrives by email within 5 working days. Ask within 180 days of payment. Coin top-ups are invoiced when you top up, not when you spend the coins.',
    ],
  },
  {
    id: 'refund',
    question: 'Can I get a refund?',
    answer: [
      'VIP and Studio: a full refund if you ask within 7 days of payment. Game coins: unused coins of a top-up within 7 days; coins you have used are never refunded. Hardware: an unused item in its original packaging within 7 days of delivery.',
      'Write to customer service with your order number. The money goes back to the original payment method, usually within 7 working days after approval.',
    ],
    link: {to: '/docs/about/doc/userprotocol', label: 'Read section 7 of the User Agreement'},
  },
  {
    id: 'move-licence',
    question: 'Can I move my VIP licence to another phone or account?',
    answer: [
      'VIP belongs to your account, not to a phone. Sign in with the same account on the new device and pull down on the Me page; the VIP badge appears.',
      'A plan cannot move to another account, and sharing your password breaks the User Agreement. Teams buy Studio: the owner can move a seat from one member to another.',
    ],
    link: {to: '/docs/shop/vip', label: 'Read how to move VIP to a new device'},
  },
  {
    id: 'renewal',
    question: 'Does VIP renew automatically?',
    answer: [
      'No. The app reminds you 7 days before the end date. If you buy again while a plan is running, the new time is added to the end date, so you lose no days.',
    ],
  },
  {
    id: 'coins-expiry',
    question: 'Do game coins expire?',
    answer: [
      'No, coins never expire. They stay on the account you topped up and cannot be moved to another account or exchanged for cash.',
      'Coins buy store scripts and card keys. They do not buy VIP or hardware. Bonus coins are spent first and are not refundable.',
    ],
    link: {to: '/docs/shop/b', label: 'Read the game-coin rules'},
  },
  {
    id: 'shipping',
    question: 'How is the hardware shipped?',
    answer: [
      'HID boards and chips go by courier from mainland China. We pack the order within 2 working days; delivery in mainland China takes 2 to 5 days after that.',
      'The courier and tracking number appear under My orders once the parcel leaves. Every board has a 12-month warranty.',
    ],
    link: {to: '/docs/shop/hid', label: 'Read about the HID board and its warranty'},
  },
  {
    id: 'wrong-account',
    question: 'I paid while signed in to the wrong account. What now?',
    answer: [
      'VIP and coins go to the account that was signed in to the store, and they cannot be moved later. Check the account name at the top of the store before you pay.',
      'If it already happened, contact customer service within 7 days with the order number: a refund within the refund period is the way to fix it.',
    ],
  },
];

/** The shop guides in the docs, shown at the end of /shop. */
export const shopGuides: {to: string; title: string; summary: string}[] = [
  {
    to: '/docs/shop/vip',
    title: 'Buy VIP membership',
    summary: 'Choose a plan, activate it in the app, set up Studio seats and renew.',
  },
  {
    to: '/docs/shop/b',
    title: 'Game-coin top-up',
    summary: 'What coins buy, how to top up and what to do if coins do not arrive.',
  },
  {
    to: '/docs/shop/hid',
    title: 'HID chips and boards',
    summary: 'What is in the box, which platforms work, the warranty and pairing FAQ.',
  },
  {
    to: '/docs/about/doc/userprotocol',
    title: 'User Agreement',
    summary: 'The full terms, with payments and refunds in section 7.',
  },
];

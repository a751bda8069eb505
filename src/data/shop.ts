import {facts, rangeText, type CoinPack} from './facts';
import {externalUrls, shopLinks, shopPrices} from './site';

/**
 * What the store front (/shop, src/pages/shop) shows: the product cards, the
 * VIP comparison table, the buyers' FAQ and the links to the shop guides.
 *
 * Prices are operator values: a card shows the price `shopPrices` in `./site`
 * holds for its id (`priceOf`), and "See price in store" while it holds none.
 * Every card for sale carries `pricePlaceholder` here; the buy button opens
 * the shop page of the card's kind (`shopLinks` in `./site`).
 *
 * The VIP lengths (monthly, quarterly, yearly) carry a `period`: /shop shows
 * them as one VIP card with a switch between the lengths. The first length
 * lists the features they share; the others list only what differs.
 *
 * To add a product card:
 * 1. pick the kind: 'vip' (plans), 'coins' (top-up packs) or 'hid' (hardware);
 * 2. append `forSale(kind, {...})` to `shopItems` with a new kebab-case id
 *    (cards of one kind appear in the order of this list). `forSale` sets
 *    `href` to `buyLink(kind)` and `price` to `pricePlaceholder`; the Free
 *    plan alone is written out in full, with the price 'free' and a link to
 *    the app downloads, since there is nothing to buy.
 * Plan limits, coin packs, support times and the order rules come from
 * `./facts`; other statements on the cards must agree with the shop guides in
 * docs/shop/. `tests/unit/shop-data.test.ts` checks
 * ids, kinds, empty fields, links and prices.
 */

/** Each kind has its own page in the shop (`shopLinks.vip`, `.coins`, `.hid`). */
export type ShopKind = 'vip' | 'coins' | 'hid';

/** One of the configured shop addresses for a product kind, or the downloads for the Free plan. */
export type ShopHref = (typeof shopLinks)[ShopKind] | typeof externalUrls.downloads;

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
  /** A length of VIP ("Monthly"): such cards share one card with a switch on /shop. */
  period?: string;
};

/** What a card says about the price: the store's price when the settings have it. */
export function priceOf(
  item: ShopItem,
  prices: Partial<Record<string, string>> = shopPrices,
): string {
  if (item.price === 'free') return 'No charge';
  return prices[item.id] ?? 'See price in store';
}

/** The shop page for a kind of product, from the settings module. */
export function buyLink(kind: ShopKind): ShopHref {
  return shopLinks[kind];
}

/** A card for sale: the shop page of its kind and the price placeholder. */
function forSale(kind: ShopKind, item: Omit<ShopItem, 'kind' | 'price' | 'href'>): ShopItem {
  return {...item, kind, price: pricePlaceholder, href: buyLink(kind)};
}

const coinCardCopy: Record<number, {summary: string; badge?: string}> = {
  100: {summary: 'A small top-up for one store script or a short card key.'},
  500: {summary: 'Enough for a few scripts or a month of card keys.'},
  1000: {
    summary: 'For regular buyers of store scripts and card-key renewals.',
    badge: 'Most popular',
  },
  5000: {summary: 'For studios that renew card keys on many devices.', badge: 'Best value'},
};

/** The card of a coin pack: its coins and bonus come from the product facts. */
function coinCard(pack: CoinPack): Omit<ShopItem, 'kind' | 'price' | 'href'> {
  const copy = coinCardCopy[pack.coins];
  if (copy === undefined) {
    throw new Error(
      `src/data/shop.ts: no card text for the ${pack.coins}-coin pack in facts.coins.packs`,
    );
  }
  return {
    id: `coins-${pack.coins}`,
    name: `${pack.coins} coins`,
    summary: copy.summary,
    includes: [
      `${pack.coins} game coins`,
      ...(pack.bonus > 0 ? [`${pack.bonus} bonus coins on top`] : []),
      'Added to your balance at once',
      'Coins never expire',
    ],
    cta: `Top up ${pack.coins} coins`,
    ...(copy.badge === undefined ? {} : {badge: copy.badge}),
  };
}

export const shopKinds: {kind: ShopKind; title: string}[] = [
  {kind: 'vip', title: 'VIP membership'},
  {kind: 'coins', title: 'Game-coin top-up'},
  {kind: 'hid', title: facts.hid.productName},
];

export const shopItems: ShopItem[] = [
  // VIP membership plans
  {
    id: 'free',
    kind: 'vip',
    name: 'Free',
    summary: 'Try Tapcraft and run small personal projects. No payment and no time limit.',
    includes: [
      `Your own scripts on up to ${facts.plans.free.devices} devices`,
      'Web IDE, PyCharm and VS Code plug-ins',
      'All basic APIs: taps, colours, images, selectors',
      `${facts.plans.free.workspaces} cloud control workspace`,
    ],
    price: 'free',
    href: externalUrls.downloads,
    cta: 'Download the app',
  },
  forSale('vip', {
    id: 'vip-monthly',
    name: 'VIP monthly',
    period: 'Monthly',
    summary: 'One month of every VIP feature. Good for trying OCR and YOLO on a real project.',
    includes: [
      'Unlimited devices per account',
      'OCR and YOLO object detection models',
      'The plug-in store',
      `Priority support and ${facts.plans.vip.workspaces} cloud workspaces`,
    ],
    cta: 'Buy VIP monthly',
  }),
  forSale('vip', {
    id: 'vip-quarterly',
    name: 'VIP quarterly',
    period: 'Quarterly',
    summary: 'Three months of VIP for a project with a clear end date.',
    includes: ['3 months on your account', 'Time adds to a plan that is still running'],
    cta: 'Buy VIP quarterly',
  }),
  forSale('vip', {
    id: 'vip-yearly',
    name: 'VIP yearly',
    period: 'Yearly',
    summary: 'Twelve months of VIP for daily use, at the lowest cost per month.',
    includes: [
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
      `Up to ${facts.plans.studio.workspaces} workspaces and ${facts.plans.studio.logHistory} of log history`,
      'Add seats to the same plan later',
    ],
    cta: 'Buy Studio seats',
    badge: 'For teams',
  }),

  // Game-coin packs, one card per pack of the product facts.
  ...facts.coins.packs.map((pack) => forSale('coins', coinCard(pack))),

  // HID hardware
  forSale('hid', {
    id: 'hid-board',
    name: facts.hid.productName,
    summary: `The ${facts.hid.chip} chip on a ready-to-use board, with Tapcraft firmware. Pair it over Bluetooth and your script taps through Air Click.`,
    includes: [
      'Board with status LED, reset button and USB-C, firmware installed',
      'USB-C cable and a USB-A to USB-C adapter',
      'Quick start card with a QR code to the tutorial',
      `One board drives one device; ${facts.hid.warrantyMonths}-month warranty`,
    ],
    cta: 'Buy the HID board',
    badge: 'Most popular',
  }),
  forSale('hid', {
    id: 'hid-board-5',
    name: `${facts.hid.productName} 5-pack`,
    summary: 'Five ready-to-use boards in one box, for studios that run Air Click on many phones.',
    includes: [
      '5 HID boards, firmware installed',
      '5 USB-C cables and 5 USB-A to USB-C adapters',
      'Each board has its own Tapcraft-HID-XXXX name',
      `${facts.hid.warrantyMonths}-month warranty on every board`,
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
    values: {
      free: `Up to ${facts.plans.free.devices}`,
      vip: 'Unlimited',
      studio: 'Unlimited, shared between seats',
    },
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
    id: 'schedules',
    feature: 'Cloud control schedules',
    values: {
      free: 'No',
      vip: `Up to ${facts.plans.vip.schedules} per workspace`,
      studio: `Up to ${facts.plans.studio.schedules} per workspace`,
    },
  },
  {
    id: 'workspaces',
    feature: 'Cloud control workspaces',
    values: {
      free: String(facts.plans.free.workspaces),
      vip: String(facts.plans.vip.workspaces),
      studio: `${facts.plans.studio.workspaces}, shared with the team`,
    },
  },
  {
    id: 'log-history',
    feature: 'Cloud control log history',
    values: {
      free: facts.plans.free.logHistory,
      vip: facts.plans.vip.logHistory,
      studio: facts.plans.studio.logHistory,
    },
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
      free: `Help on ${facts.supportByPlan.free.scripts}; customer service ${facts.supportByPlan.free.customerServiceReply}`,
      vip: `Priority: ${facts.supportByPlan.vip.customerServiceReply}`,
      studio: `Priority: ${facts.supportByPlan.studio.customerServiceReply}`,
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
      `The electronic invoice (fapiao) arrives by email within ${facts.orders.invoiceWorkingDays} working days. Ask within ${facts.orders.invoiceRequestDays} days of payment. Coin top-ups are invoiced when you top up, not when you spend the coins.`,
    ],
  },
  {
    id: 'refund',
    question: 'Can I get a refund?',
    answer: [
      `VIP and Studio: a full refund if you ask within ${facts.orders.refundDays} days of payment. Game coins: unused coins of a top-up within ${facts.orders.refundDays} days; coins you have used are never refunded. Hardware: an unused item in its original packaging within ${facts.orders.hardwareReturnDays} days of delivery.`,
      `Write to customer service with your order number. The money goes back to the original payment method, usually within ${facts.orders.refundPayoutWorkingDays} working days after approval.`,
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
      `No. The app reminds you ${facts.orders.renewalReminderDays} days before the end date. If you buy again while a plan is running, the new time is added to the end date, so you lose no days.`,
    ],
  },
  {
    id: 'coins-expiry',
    question: 'Do game coins expire?',
    answer: [
      'No, coins never expire. They stay on the account you topped up and cannot be moved to another account or exchanged for cash.',
      `Coins buy ${facts.coins.buys}. They do not buy ${facts.coins.doesNotBuy}. ${facts.coins.bonusRule}`,
    ],
    link: {to: '/docs/shop/b', label: 'Read the game-coin rules'},
  },
  {
    id: 'shipping',
    question: 'How is the hardware shipped?',
    answer: [
      `HID boards go by courier from mainland China. We pack the order within ${facts.orders.hardwarePackingWorkingDays} working days; delivery in mainland China takes ${rangeText(facts.orders.hardwareDeliveryDays)} days after that.`,
      `The courier and tracking number appear under My orders once the parcel leaves. Every board has a ${facts.hid.warrantyMonths}-month warranty.`,
    ],
    link: {to: '/docs/shop/hid', label: 'Read about the HID board and its warranty'},
  },
  {
    id: 'wrong-account',
    question: 'I paid while signed in to the wrong account. What now?',
    answer: [
      'VIP and coins go to the account that was signed in to the store, and they cannot be moved later. Check the account name at the top of the store before you pay.',
      `If it already happened, contact customer service within ${facts.orders.refundDays} days with the order number: a refund within the refund period is the way to fix it.`,
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
    title: facts.hid.productName,
    summary: 'What is in the box, which platforms work, the warranty and pairing FAQ.',
  },
  {
    to: '/docs/about/doc/userprotocol',
    title: 'User Agreement',
    summary: 'The full terms, with payments and refunds in section 7.',
  },
];

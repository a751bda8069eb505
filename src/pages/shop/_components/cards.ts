import {translate} from '@docusaurus/Translate';

import type {Facts} from '../../../data/facts';
import {
  coinPackOf,
  priceOf,
  type ShopBadge,
  type ShopItem,
  type ShopItemId,
  type ShopKind,
} from '../../../data/shop';

/**
 * The words of the store's cards, in the page's language; src/data/shop.ts
 * has the cards themselves. Statements must agree with the shop guides in
 * docs/shop/, and facts come from the product facts in the page's language
 * (`useLocalFacts()`).
 */
export type CardCopy = {
  /** Card heading, for example "VIP yearly". */
  name: string;
  /** One or two short sentences under the heading. */
  summary: string;
  /** "What you get": three to five short lines. */
  includes: string[];
  /** Text of the buy button, for example "Buy VIP yearly". */
  cta: string;
  /** The name of a VIP length on the switch: "Monthly". */
  period?: string;
};

type FixedId = Exclude<ShopItemId, `coins-${number}`>;

/** The words of a card, from the card and the facts in the page's language. */
type CopyOf = (item: ShopItem, facts: Facts) => CardCopy;

function monthsOnAccount({months = 0}: ShopItem): string {
  return translate(
    {id: 'shop.card.vip.months', message: '{months} months on your account'},
    {months},
  );
}

const vipCopy: Record<'vip-monthly' | 'vip-quarterly' | 'vip-yearly', CopyOf> = {
  'vip-monthly': (_item, {plans}) => ({
    name: translate({id: 'shop.card.vip-monthly.name', message: 'VIP monthly'}),
    period: translate({id: 'shop.card.vip-monthly.period', message: 'Monthly'}),
    summary: translate({
      id: 'shop.card.vip-monthly.summary',
      message: 'One month of every VIP feature. Good for trying OCR and YOLO on a real project.',
    }),
    includes: [
      translate({id: 'shop.card.vip.devices', message: 'Unlimited devices per account'}),
      translate({id: 'shop.card.vip.models', message: 'OCR and YOLO object detection models'}),
      translate({id: 'shop.card.vip.pluginStore', message: 'The plug-in store'}),
      translate(
        {
          id: 'shop.card.vip.support',
          message: 'Priority support and {workspaces} cloud workspaces',
        },
        {workspaces: plans.vip.workspaces},
      ),
    ],
    cta: translate({id: 'shop.card.vip-monthly.cta', message: 'Buy VIP monthly'}),
  }),
  'vip-quarterly': (item) => ({
    name: translate({id: 'shop.card.vip-quarterly.name', message: 'VIP quarterly'}),
    period: translate({id: 'shop.card.vip-quarterly.period', message: 'Quarterly'}),
    summary: translate(
      {
        id: 'shop.card.vip-quarterly.summary',
        message: '{months} months of VIP for a project with a clear end date.',
      },
      {months: item.months ?? 0},
    ),
    includes: [
      monthsOnAccount(item),
      translate({id: 'shop.card.vip.adds', message: 'Time adds to a plan that is still running'}),
    ],
    cta: translate({id: 'shop.card.vip-quarterly.cta', message: 'Buy VIP quarterly'}),
  }),
  'vip-yearly': (item) => ({
    name: translate({id: 'shop.card.vip-yearly.name', message: 'VIP yearly'}),
    period: translate({id: 'shop.card.vip-yearly.period', message: 'Yearly'}),
    summary: translate(
      {
        id: 'shop.card.vip-yearly.summary',
        message: '{months} months of VIP for daily use, at the lowest cost per month.',
      },
      {months: item.months ?? 0},
    ),
    includes: [
      monthsOnAccount(item),
      translate({
        id: 'shop.card.vip.noRenewal',
        message: 'No automatic renewal: you are never charged without asking',
      }),
    ],
    cta: translate({id: 'shop.card.vip-yearly.cta', message: 'Buy VIP yearly'}),
  }),
};

const planCopy: Record<'free' | 'studio', CopyOf> = {
  free: (_item, {plans}) => ({
    name: plans.free.name,
    summary: translate({
      id: 'shop.card.free.summary',
      message: 'Try Tapcraft and run small personal projects. No payment and no time limit.',
    }),
    includes: [
      translate(
        {id: 'shop.card.free.devices', message: 'Your own scripts on up to {devices} devices'},
        {devices: plans.free.devices ?? 0},
      ),
      translate({id: 'shop.card.free.tools', message: 'Web IDE, PyCharm and VS Code plug-ins'}),
      translate({
        id: 'shop.card.free.apis',
        message: 'All basic APIs: taps, colours, images, selectors',
      }),
      translate(
        {id: 'shop.card.free.workspaces', message: '{workspaces} cloud control workspace'},
        {workspaces: plans.free.workspaces},
      ),
    ],
    cta: translate({id: 'shop.card.free.cta', message: 'Download the app'}),
  }),
  studio: (_item, {plans}) => ({
    name: plans.studio.name,
    summary: translate({
      id: 'shop.card.studio.summary',
      message: 'VIP for a team. Each member keeps their own account and takes one seat.',
    }),
    includes: [
      translate({id: 'shop.card.studio.seats', message: 'VIP features for every seat'}),
      translate({
        id: 'shop.card.studio.shared',
        message: 'Shared cloud control workspace with roles',
      }),
      translate(
        {
          id: 'shop.card.studio.limits',
          message: 'Up to {workspaces} workspaces and {logHistory} of log history',
        },
        {workspaces: plans.studio.workspaces, logHistory: plans.studio.logHistory},
      ),
      translate({id: 'shop.card.studio.addSeats', message: 'Add seats to the same plan later'}),
    ],
    cta: translate({id: 'shop.card.studio.cta', message: 'Buy Studio seats'}),
  }),
};

/** The summary of each coin pack, by its coins: a new pack in the facts needs one. */
const coinSummaries: Record<number, () => string> = {
  100: () =>
    translate({
      id: 'shop.card.coins-100.summary',
      message: 'A small top-up for one store script or a short card key.',
    }),
  500: () =>
    translate({
      id: 'shop.card.coins-500.summary',
      message: 'Enough for a few scripts or a month of card keys.',
    }),
  1000: () =>
    translate({
      id: 'shop.card.coins-1000.summary',
      message: 'For regular buyers of store scripts and card-key renewals.',
    }),
  5000: () =>
    translate({
      id: 'shop.card.coins-5000.summary',
      message: 'For studios that renew card keys on many devices.',
    }),
};

function coinCopy(item: ShopItem): CardCopy {
  const pack = coinPackOf(item);
  const summary = pack && coinSummaries[pack.coins];
  if (!pack || !summary) {
    throw new Error(
      `src/pages/shop/_components/cards.ts: no summary for the ${item.id} card of src/data/shop.ts`,
    );
  }
  const {coins, bonus} = pack;
  return {
    name: translate({id: 'shop.card.coins.name', message: '{coins} coins'}, {coins}),
    summary: summary(),
    includes: [
      translate({id: 'shop.card.coins.coins', message: '{coins} game coins'}, {coins}),
      ...(bonus > 0
        ? [translate({id: 'shop.card.coins.bonus', message: '{bonus} bonus coins on top'}, {bonus})]
        : []),
      translate({id: 'shop.card.coins.atOnce', message: 'Added to your balance at once'}),
      translate({id: 'shop.card.coins.noExpiry', message: 'Coins never expire'}),
    ],
    cta: translate({id: 'shop.card.coins.cta', message: 'Top up {coins} coins'}, {coins}),
  };
}

const hidCopy: Record<'hid-board' | 'hid-board-5', CopyOf> = {
  'hid-board': (_item, {hid}) => ({
    name: hid.productName,
    summary: translate(
      {
        id: 'shop.card.hid-board.summary',
        message:
          'The {chip} chip on a ready-to-use board, with Tapcraft firmware. Pair it over Bluetooth and your script taps through Air Click.',
      },
      {chip: hid.chip},
    ),
    includes: [
      translate({
        id: 'shop.card.hid-board.board',
        message: 'Board with status LED, reset button and USB-C, firmware installed',
      }),
      translate({
        id: 'shop.card.hid-board.cable',
        message: 'USB-C cable and a USB-A to USB-C adapter',
      }),
      translate({
        id: 'shop.card.hid-board.card',
        message: 'Quick start card with a QR code to the tutorial',
      }),
      translate(
        {
          id: 'shop.card.hid-board.warranty',
          message: 'One board drives one device; {months}-month warranty',
        },
        {months: hid.warrantyMonths},
      ),
    ],
    cta: translate(
      {id: 'shop.card.hid-board.cta', message: 'Buy the {product}'},
      {product: hid.productName},
    ),
  }),
  'hid-board-5': (_item, {hid}) => ({
    name: translate(
      {id: 'shop.card.hid-board-5.name', message: '{product} 5-pack'},
      {product: hid.productName},
    ),
    summary: translate({
      id: 'shop.card.hid-board-5.summary',
      message:
        'Five ready-to-use boards in one box, for studios that run Air Click on many phones.',
    }),
    includes: [
      translate({id: 'shop.card.hid-board-5.boards', message: 'Five boards, firmware installed'}),
      translate({
        id: 'shop.card.hid-board-5.cables',
        message: 'Five USB-C cables and five USB-A to USB-C adapters',
      }),
      translate(
        {id: 'shop.card.hid-board-5.names', message: 'Each board has its own {name} name'},
        {name: hid.bluetoothName},
      ),
      translate(
        {id: 'shop.card.hid-board-5.warranty', message: '{months}-month warranty on every board'},
        {months: hid.warrantyMonths},
      ),
    ],
    cta: translate({id: 'shop.card.hid-board-5.cta', message: 'Buy the 5-pack'}),
  }),
};

const fixedCopy: Record<FixedId, CopyOf> = {
  ...vipCopy,
  ...planCopy,
  ...hidCopy,
};

/** The words of a card of src/data/shop.ts; `facts` in the page's language. */
export function cardCopy(item: ShopItem, facts: Facts): CardCopy {
  return item.kind === 'coins' ? coinCopy(item) : fixedCopy[item.id as FixedId](item, facts);
}

/** The highlight beside a card's name. */
export function badgeText(badge: ShopBadge): string {
  switch (badge) {
    case 'popular':
      return translate({id: 'shop.badge.popular', message: 'Most popular'});
    case 'value':
      return translate({id: 'shop.badge.value', message: 'Best value'});
    case 'teams':
      return translate({id: 'shop.badge.teams', message: 'For teams'});
    case 'studios':
      return translate({id: 'shop.badge.studios', message: 'For studios'});
  }
}

/** What a card says about its price: the store's price when the settings hold one. */
export function priceText(item: ShopItem, prices?: Partial<Record<string, string>>): string {
  if (item.price === 'free') return translate({id: 'shop.price.free', message: 'No charge'});
  return (
    priceOf(item, prices) ?? translate({id: 'shop.price.inStore', message: 'See price in store'})
  );
}

/**
 * The name of a kind of product: the title of its section and of its jump
 * link. `facts` are the facts in the page's language.
 */
export function kindTitle(kind: ShopKind, facts: Facts): string {
  switch (kind) {
    case 'vip':
      return translate({id: 'shop.kind.vip', message: 'VIP membership'});
    case 'coins':
      return translate({id: 'shop.kind.coins', message: 'Game-coin top-up'});
    case 'hid':
      return facts.hid.productName;
  }
}

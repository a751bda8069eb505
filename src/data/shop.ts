import {facts, type CoinPack} from './facts';
import {externalUrls, shopLinks, shopPrices} from './site';

/**
 * The product cards of the store front (/shop, src/pages/shop): which cards
 * there are, their kind, price, shop page and highlight. Their words, and
 * those of the comparison table and the buyers' FAQ, are in
 * src/pages/shop/_components, where each language translates them.
 *
 * Prices are operator values: a card shows the price `shopPrices` in `./site`
 * holds for its id (`priceOf`), and "See price in store" while it holds none.
 * Every card for sale carries `pricePlaceholder` here; the buy button opens
 * the shop page of the card's kind (`shopLinks` in `./site`).
 *
 * The VIP lengths (monthly, quarterly, yearly) carry the `months` they last:
 * /shop shows them as one VIP card with a switch between the lengths. The
 * first length lists the features they share; the others list only what
 * differs.
 *
 * To add a product card:
 * 1. pick the kind: 'vip' (plans), 'coins' (top-up packs) or 'hid' (hardware);
 * 2. append `forSale(kind, {...})` to `shopItems` with a new kebab-case id
 *    (cards of one kind appear in the order of this list). `forSale` sets
 *    `href` to `buyLink(kind)` and `price` to `pricePlaceholder`; the Free
 *    plan alone is written out in full, with the price 'free' and a link to
 *    the app downloads, since there is nothing to buy;
 * 3. add its id to `ShopItemId` and write its words in
 *    src/pages/shop/_components/cards.ts.
 * Plan limits, coin packs, support times and the order rules come from
 * `./facts`; other statements on the cards must agree with the shop guides in
 * docs/shop/. `tests/unit/shop-data.test.ts` checks ids, kinds, links and
 * prices, and the cards' words.
 */

/** Each kind has its own page in the shop (`shopLinks.vip`, `.coins`, `.hid`). */
export type ShopKind = 'vip' | 'coins' | 'hid';

/** One of the configured shop addresses for a product kind, or the downloads for the Free plan. */
export type ShopHref = (typeof shopLinks)[ShopKind] | typeof externalUrls.downloads;

/** The only price a card may carry; the page shows "See price in store". */
export const pricePlaceholder = '[price]';

/** 'free' is reserved for the Free plan, which costs nothing. */
export type ShopPrice = typeof pricePlaceholder | 'free';

/** The cards of the store front. */
export type ShopItemId =
  | 'free'
  | 'vip-monthly'
  | 'vip-quarterly'
  | 'vip-yearly'
  | 'studio'
  | `coins-${number}`
  | 'hid-board'
  | 'hid-board-5';

/** A highlight beside a card's name. */
export type ShopBadge = 'popular' | 'value' | 'teams' | 'studios';

export type ShopItem = {
  /** Stable kebab-case id, used as a React key and in tests. */
  id: ShopItemId;
  kind: ShopKind;
  price: ShopPrice;
  /** Shop page that sells the item: always `buyLink(kind)`. */
  href: ShopHref;
  /** Optional highlight shown beside the name: "Most popular". */
  badge?: ShopBadge;
  /** A length of VIP, in months: such cards share one card with a switch on /shop. */
  months?: number;
};

/** The price the settings hold for a card, if any; the Free plan has none. */
export function priceOf(
  item: ShopItem,
  prices: Partial<Record<string, string>> = shopPrices,
): string | undefined {
  return item.price === 'free' ? undefined : prices[item.id];
}

/** The shop page for a kind of product, from the settings module. */
export function buyLink(kind: ShopKind): ShopHref {
  return shopLinks[kind];
}

/** A card for sale: the shop page of its kind and the price placeholder. */
function forSale(kind: ShopKind, item: Omit<ShopItem, 'kind' | 'price' | 'href'>): ShopItem {
  return {...item, kind, price: pricePlaceholder, href: buyLink(kind)};
}

/** The highlighted coin packs, by their coins. */
const coinBadges: Partial<Record<number, ShopBadge>> = {1000: 'popular', 5000: 'value'};

/** The card of a coin pack: its coins and bonus come from the product facts. */
function coinCard(pack: CoinPack): ShopItem {
  const badge = coinBadges[pack.coins];
  return forSale('coins', {id: `coins-${pack.coins}`, ...(badge === undefined ? {} : {badge})});
}

/** The kinds of product, in page order. */
export const shopKinds: ShopKind[] = ['vip', 'coins', 'hid'];

export const shopItems: ShopItem[] = [
  // VIP membership plans
  {id: 'free', kind: 'vip', price: 'free', href: externalUrls.downloads},
  forSale('vip', {id: 'vip-monthly', months: 1}),
  forSale('vip', {id: 'vip-quarterly', months: 3}),
  forSale('vip', {id: 'vip-yearly', months: 12, badge: 'popular'}),
  forSale('vip', {id: 'studio', badge: 'teams'}),

  // Game-coin packs, one card per pack of the product facts.
  ...facts.coins.packs.map(coinCard),

  // HID hardware
  forSale('hid', {id: 'hid-board', badge: 'popular'}),
  forSale('hid', {id: 'hid-board-5', badge: 'studios'}),
];

/** The coin pack of a coin card. */
export function coinPackOf(item: ShopItem): CoinPack | undefined {
  return facts.coins.packs.find((pack) => item.id === `coins-${pack.coins}`);
}

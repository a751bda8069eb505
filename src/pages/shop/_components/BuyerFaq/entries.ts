import {translate} from '@docusaurus/Translate';

import type {Facts} from '../../../../data/facts';

export type FaqEntry = {
  /** Stable id, used as a React key and in tests. */
  id: string;
  question: string;
  /** One to three short paragraphs of plain text. */
  answer: string[];
  /** Optional internal docs route (absolute path, no trailing slash). */
  link?: {to: string; label: string};
};

/** Buyers' FAQ, each entry worded from the facts in the page's language. */
const entries: Array<(facts: Facts) => FaqEntry> = [
  () => ({
    id: 'payment',
    question: translate({id: 'shop.faq.payment.question', message: 'How can I pay?'}),
    answer: [
      translate({
        id: 'shop.faq.payment.methods',
        message:
          'The store accepts Alipay, WeChat Pay and debit or credit cards of banks in mainland China. Prices are in Chinese yuan (CNY).',
      }),
      translate({
        id: 'shop.faq.payment.safety',
        message:
          'The store only takes payments on its own checkout page. Nobody from Tapcraft asks for your card number in a chat or by email.',
      }),
    ],
    link: {
      to: '/docs/shop/intro',
      label: translate({id: 'shop.faq.payment.link', message: 'Read the shop overview'}),
    },
  }),
  ({orders}) => ({
    id: 'invoice',
    question: translate({id: 'shop.faq.invoice.question', message: 'Can I get an invoice?'}),
    answer: [
      translate({
        id: 'shop.faq.invoice.request',
        message:
          'Yes. Open My orders in the store, choose the order and tap Request invoice. Choose personal or company; a company needs its name and taxpayer ID.',
      }),
      translate(
        {
          id: 'shop.faq.invoice.delivery',
          message:
            'The electronic invoice (fapiao) arrives by email within {workingDays} working days. Ask within {requestDays} days of payment. Coin top-ups are invoiced when you top up, not when you spend the coins.',
        },
        {workingDays: orders.invoiceWorkingDays, requestDays: orders.invoiceRequestDays},
      ),
    ],
  }),
  ({orders}) => ({
    id: 'refund',
    question: translate({id: 'shop.faq.refund.question', message: 'Can I get a refund?'}),
    answer: [
      translate(
        {
          id: 'shop.faq.refund.rules',
          message:
            'VIP and Studio: a full refund if you ask within {days} days of payment. Game coins: unused coins of a top-up within {days} days; coins you have used are never refunded. Hardware: an unused item in its original packaging within {returnDays} days of delivery.',
        },
        {days: orders.refundDays, returnDays: orders.hardwareReturnDays},
      ),
      translate(
        {
          id: 'shop.faq.refund.payout',
          message:
            'Write to customer service with your order number. The money goes back to the original payment method, usually within {workingDays} working days after approval.',
        },
        {workingDays: orders.refundPayoutWorkingDays},
      ),
    ],
    link: {
      to: '/docs/about/doc/userprotocol',
      label: translate({
        id: 'shop.faq.refund.link',
        message: 'Read section 7 of the User Agreement',
      }),
    },
  }),
  () => ({
    id: 'move-licence',
    question: translate({
      id: 'shop.faq.moveLicence.question',
      message: 'Can I move my VIP licence to another phone or account?',
    }),
    answer: [
      translate({
        id: 'shop.faq.moveLicence.device',
        message:
          'VIP belongs to your account, not to a phone. Sign in with the same account on the new device and pull down on the Me page; the VIP badge appears.',
      }),
      translate({
        id: 'shop.faq.moveLicence.account',
        message:
          'A plan cannot move to another account, and sharing your password breaks the User Agreement. Teams buy Studio: the owner can move a seat from one member to another.',
      }),
    ],
    link: {
      to: '/docs/shop/vip',
      label: translate({
        id: 'shop.faq.moveLicence.link',
        message: 'Read how to move VIP to a new device',
      }),
    },
  }),
  ({orders}) => ({
    id: 'renewal',
    question: translate({
      id: 'shop.faq.renewal.question',
      message: 'Does VIP renew automatically?',
    }),
    answer: [
      translate(
        {
          id: 'shop.faq.renewal.answer',
          message:
            'No. The app reminds you {days} days before the end date. If you buy again while a plan is running, the new time is added to the end date, so you lose no days.',
        },
        {days: orders.renewalReminderDays},
      ),
    ],
  }),
  ({coins}) => ({
    id: 'coins-expiry',
    question: translate({id: 'shop.faq.coinsExpiry.question', message: 'Do game coins expire?'}),
    answer: [
      translate({
        id: 'shop.faq.coinsExpiry.never',
        message:
          'No, coins never expire. They stay on the account you topped up and cannot be moved to another account or exchanged for cash.',
      }),
      translate(
        {
          id: 'shop.faq.coinsExpiry.uses',
          message: 'Coins buy {buys}. They do not buy {doesNotBuy}. {bonusRule}',
          description:
            "{buys}, {doesNotBuy} and {bonusRule} are facts.coins of src/data/facts.ts, in the page's language",
        },
        {buys: coins.buys, doesNotBuy: coins.doesNotBuy, bonusRule: coins.bonusRule},
      ),
    ],
    link: {
      to: '/docs/shop/b',
      label: translate({id: 'shop.faq.coinsExpiry.link', message: 'Read the game-coin rules'}),
    },
  }),
  ({orders, hid}) => ({
    id: 'shipping',
    question: translate({
      id: 'shop.faq.shipping.question',
      message: 'How is the hardware shipped?',
    }),
    answer: [
      translate(
        {
          id: 'shop.faq.shipping.times',
          message:
            'HID boards go by courier from mainland China. We pack the order within {packingDays} working days; delivery in mainland China takes {min} to {max} days after that.',
        },
        {
          packingDays: orders.hardwarePackingWorkingDays,
          min: orders.hardwareDeliveryDays.min,
          max: orders.hardwareDeliveryDays.max,
        },
      ),
      translate(
        {
          id: 'shop.faq.shipping.tracking',
          message:
            'The courier and tracking number appear under My orders once the parcel leaves. Every board has a {months}-month warranty.',
        },
        {months: hid.warrantyMonths},
      ),
    ],
    link: {
      to: '/docs/shop/hid',
      label: translate({
        id: 'shop.faq.shipping.link',
        message: 'Read about the HID board and its warranty',
      }),
    },
  }),
  ({orders}) => ({
    id: 'wrong-account',
    question: translate({
      id: 'shop.faq.wrongAccount.question',
      message: 'I paid while signed in to the wrong account. What now?',
    }),
    answer: [
      translate({
        id: 'shop.faq.wrongAccount.rule',
        message:
          'VIP and coins go to the account that was signed in to the store, and they cannot be moved later. Check the account name at the top of the store before you pay.',
      }),
      translate(
        {
          id: 'shop.faq.wrongAccount.fix',
          message:
            'If it already happened, contact customer service within {days} days with the order number: a refund within the refund period is the way to fix it.',
        },
        {days: orders.refundDays},
      ),
    ],
  }),
];

/** Buyers' FAQ. Answers must agree with docs/shop/ and section 7 of the User Agreement. */
export const shopFaq = (facts: Facts): FaqEntry[] => entries.map((entry) => entry(facts));

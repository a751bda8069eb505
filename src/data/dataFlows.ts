import {facts, type PlanId, type PlanLimits} from './facts';
import {searchSettingNames} from './site';

/**
 * Every kind of data Tapcraft moves: what it is, who receives it, when it
 * moves and how long it is kept. The privacy policy's collection, sharing
 * and retention tables are rendered from this list (`<DataFlowTable />`), and
 * pages that say where logs, screens or buyers' details go, or how long they
 * stay, place its fields instead of typing them:
 *
 *   import {dataFlows, retentionText} from '@site/src/data/dataFlows';
 *   Logs are kept {retentionText(dataFlows.consoleLogs)}.
 *
 * `tests/unit/data-flows.test.ts` fails when a page states a recipient or a
 * retention period by hand again. A new kind of data, or a new recipient of
 * one, is added here first; the policy then lists it by itself. Changing what
 * the policy says needs the notice its section "Changes to this Policy"
 * promises.
 */

/** Who may receive data, besides the person it is about. */
export type RecipientId =
  | 'us'
  | 'workspace'
  | 'developer'
  | 'otherUsers'
  | 'paymentProviders'
  | 'couriers'
  | 'hosting'
  | 'smsProviders'
  | 'searchProvider'
  | 'authorities';

export type Recipient = {
  /** As the sharing table names it. */
  name: string;
  /** Why it receives what it receives, for the sharing table. */
  why: string;
  /** What it receives when that is not one kind of data: every kind, or what a law names. */
  receives?: string;
};

/** How long data is kept: a fixed period in words, or a limit of each plan. */
export type Retention = string | {perPlan: 'logHistory' | 'backupDays'};

/** Which table of the privacy policy lists a kind of data. */
export type PolicyTable = 'given' | 'collected' | 'cloud';

export type DataFlow = {
  /** What the data is, as the collection and retention tables name it. */
  what: string;
  /** Who receives it, each with the part of it they get (`''`: all of it). */
  to: Partial<Record<RecipientId, string>>;
  /** When it moves, as a phrase that follows it in a sentence: "while the device is in a workspace". */
  when: string;
  /** Why we process it, as a phrase after "to" or a reason. */
  why: string;
  kept: Retention;
  table: PolicyTable;
};

export const recipients: Record<RecipientId, Recipient> = {
  us: {name: 'us', why: 'to provide the Service'},
  workspace: {
    name: 'Your cloud control workspace: you and the people you add to it',
    why: 'because you added the device to the workspace; they see it in the cloud console and its APIs',
  },
  developer: {
    name: 'The developer of a store script you buy',
    why: 'to answer your support questions about the script; the Developer Agreement lets them use it for nothing else',
  },
  otherUsers: {
    name: 'Other users',
    why: 'because forum threads are public, so that the next person with the same problem finds the answer',
  },
  paymentProviders: {
    name: 'Payment providers (such as Alipay, WeChat Pay and banks)',
    why: 'to process payments and refunds',
  },
  couriers: {name: 'Courier companies', why: 'to ship hardware'},
  hosting: {
    name: 'Cloud hosting providers in mainland China',
    why: 'to host our servers, under contracts that protect your data',
    receives: 'data stored by the Service',
  },
  smsProviders: {name: 'SMS providers', why: 'to send verification codes'},
  searchProvider: {
    name: 'Algolia, the search service of this website',
    why: 'to answer searches on this website while it runs hosted search',
  },
  authorities: {
    name: 'Authorities',
    why: 'when required by law or by a valid order',
    receives: 'what the law requires',
  },
};

const byLaw = 'as long as tax and e-commerce laws require';

/** What passes through our servers on its way and is never written down. */
const relayedOnly = 'not stored: kept only while our servers relay it';

export const dataFlows = {
  account: {
    what: 'Mobile phone number, email address, nickname, password (stored only as a hash)',
    to: {us: '', smsProviders: 'phone number'},
    when: 'when you create an account',
    why: 'to create and secure your account and to contact you',
    kept: 'while the account exists; deleted or anonymised within 15 working days after you close it',
    table: 'given',
  },
  orders: {
    what: 'Order details: items, amounts, delivery name, address and phone number',
    to: {us: '', paymentProviders: 'order number, amount', couriers: 'name, address, phone number'},
    when: 'when you buy in the shop',
    why: 'to deliver goods, issue invoices and handle refunds',
    kept: byLaw,
    table: 'given',
  },
  developerIdentity: {
    what: 'Real-name details of developers',
    to: {us: ''},
    when: 'when a developer withdraws earnings',
    why: 'required by law for payments and tax',
    kept: byLaw,
    table: 'given',
  },
  support: {
    what: 'Messages, bug reports, screenshots and logs you send to customer service',
    to: {us: ''},
    when: 'when you write to us, or tap Upload log in the app',
    why: 'to answer you and fix problems',
    kept: '30 days for logs and screenshots; messages until your question is answered and the problem fixed',
    table: 'given',
  },
  forumPosts: {
    what: 'Posts, replies, screenshots and logs you put on the forum',
    to: {us: '', otherUsers: 'what you post on the forum'},
    when: 'when you post',
    why: 'to run the forum',
    kept: 'until you or a moderator delete them, or you close your account',
    table: 'given',
  },
  devices: {
    what: 'Device model, operating system version, Tapcraft version, screen size, language, and a device identifier created by Tapcraft (not your IMEI or advertising ID)',
    to: {us: ''},
    when: 'when you sign in on a device',
    why: 'to make the apps work on your device and to count the devices of your plan',
    kept: 'while the device is on your account',
    table: 'collected',
  },
  signIns: {
    what: 'Sign-in records: time, IP address',
    to: {us: ''},
    when: 'at every sign-in',
    why: 'to protect your account from misuse',
    kept: '6 months',
    table: 'collected',
  },
  crashReports: {
    what: 'Crash reports: stack trace, app version, device model, free memory',
    to: {us: ''},
    when: 'when an app crashes',
    why: 'to find and fix crashes',
    kept: '90 days',
    table: 'collected',
  },
  cardKeyChecks: {
    what: 'The card key, device id and script id, each time a bought store script starts',
    to: {us: ''},
    when: 'at each start of a store script sold with card keys',
    why: 'so that our licence server can confirm the key before the script runs',
    kept: `for the life of the order, then ${byLaw}`,
    table: 'collected',
  },
  searchQueries: {
    what: 'The words you type into the search box of this website',
    to: {us: '', searchProvider: 'search queries'},
    when: `only when this website runs hosted search (built with the settings ${searchSettingNames.slice(0, -1).join(', ')} and ${searchSettingNames.at(-1)!}); its own offline search sends nothing`,
    why: 'to find the pages that match',
    kept: 'not kept by us; Algolia keeps them as its own privacy policy says',
    table: 'collected',
  },
  purchases: {
    what: 'Purchase and game-coin history',
    to: {us: ''},
    when: 'when you buy, top up or spend coins',
    why: 'to show your balance and history and to handle disputes',
    kept: byLaw,
    table: 'collected',
  },
  buyerDetails: {
    what: 'Your nickname, the order number and the card key of each store script you buy',
    to: {us: '', developer: "the buyer's Tapcraft nickname, the order number and the card key"},
    when: 'when you buy a store script or enter a card key',
    why: 'so that the developer of the script can answer your support questions',
    kept: `with us ${byLaw}; the developer must delete them once they are no longer needed for support`,
    table: 'collected',
  },
  consoleDevices: {
    what: 'Model, app version, battery level and status of each device',
    to: {us: '', workspace: 'device model, app version, battery and status'},
    when: 'while the device is in a cloud control workspace',
    why: 'to list the device in the cloud console',
    kept: 'until you remove the device from the workspace',
    table: 'cloud',
  },
  consoleLogs: {
    what: 'Every log line of the scripts that run on the device',
    to: {us: '', workspace: 'log lines'},
    when: 'while the device is in a cloud control workspace',
    why: 'to show them in the cloud console and its APIs',
    kept: {perPlan: 'logHistory'},
    table: 'cloud',
  },
  consoleUploads: {
    what: 'Events, metrics, screenshots and files that scripts send with the cloud control functions, such as upload_screenshot',
    to: {us: '', workspace: 'events, metrics, screenshots and files that scripts send'},
    when: 'when a script sends them',
    why: 'to show them in the cloud console and its APIs',
    kept: {perPlan: 'logHistory'},
    table: 'cloud',
  },
  liveScreens: {
    what: 'Live pictures of the screen, and the taps and swipes made on them in the console',
    to: {us: '', workspace: 'live screens'},
    when: 'only while someone in the workspace watches it in the console',
    why: 'to watch and control the device from the cloud console',
    kept: 'not recorded: they pass through our servers and are gone when the view closes',
    table: 'cloud',
  },
  webIdeSessions: {
    what: 'Code, log lines, screenshots and UI trees of a remote Web IDE session',
    to: {us: '', workspace: 'the remote Web IDE session'},
    when: 'while someone in the workspace has the Web IDE of the device open in the console',
    why: 'to edit, run and debug a script on the device from the browser',
    kept: relayedOnly,
    table: 'cloud',
  },
  tunnelTraffic: {
    what: 'HTTP and WebSocket traffic of the tunnels a script opens, and channel messages between devices and programs',
    to: {us: '', workspace: 'tunnel traffic and channel messages'},
    when: 'while a script uses a tunnel or a channel of the workspace',
    why: 'to reach web servers on the device and to pass messages between scripts and your programs',
    kept: relayedOnly,
    table: 'cloud',
  },
  cloudContent: {
    what: 'Scripts you upload to cloud control, and the tables of the cloud database',
    to: {us: '', workspace: 'scripts and tables'},
    when: 'when you or your scripts upload them',
    why: 'to push your scripts to your devices and to keep your data',
    kept: 'until you delete them or close your account; a deleted workspace, with its devices, logs, tables and backups, is gone within 30 days',
    table: 'cloud',
  },
  databaseSnapshots: {
    what: 'Daily snapshots of the cloud database',
    to: {us: ''},
    when: 'once a day',
    why: 'to restore your tables after a mistake',
    kept: {perPlan: 'backupDays'},
    table: 'cloud',
  },
} satisfies Record<string, DataFlow>;

export type DataFlowId = keyof typeof dataFlows;

/** The plans in the order a sentence or a table lists them. */
export const planOrder: PlanId[] = ['free', 'vip', 'studio'];

/** A plan's limit as words: `7 days`, `24 hours`. */
function limitText(plan: PlanLimits, limit: 'logHistory' | 'backupDays'): string {
  return limit === 'backupDays' ? `${plan.backupDays} days` : plan.logHistory;
}

/**
 * How long a kind of data is kept, as a phrase: the fixed period, or each
 * plan's limit ("for 24 hours on Free, 7 days on VIP and 30 days on Studio").
 */
export function retentionText(flow: DataFlow): string {
  if (typeof flow.kept === 'string') return flow.kept;
  const limit = flow.kept.perPlan;
  const parts = planOrder.map(
    (id) => `${limitText(facts.plans[id], limit)} on ${facts.plans[id].name}`,
  );
  return `for ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/**
 * What a recipient other than us receives: what it is said to receive, or
 * its part of every kind of data it gets. Pass a translation's recipients and
 * flows to have the parts in its words.
 */
export function receivedParts(
  id: RecipientId,
  whom: Record<RecipientId, Recipient> = recipients,
  flows: DataFlow[] = Object.values(dataFlows),
): string[] {
  const receives = whom[id].receives;
  if (receives) return [receives];
  return flows
    .map((flow) => flow.to[id])
    .filter((part): part is string => part !== undefined && part !== '');
}

/** What a recipient other than us receives, from every kind of data it gets. */
export function receivedBy(id: RecipientId): string {
  return receivedParts(id).join('; ');
}

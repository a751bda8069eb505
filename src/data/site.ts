/**
 * Every operator value of the site lives here: names, numbers, addresses and
 * links that differ per deployment. Config, theme and pages import from this
 * module; nothing else spells these values out.
 *
 * Values in [square brackets] or on the reserved `.example` domain are
 * placeholders: replace them before going live. `npm test` lists the ones
 * still present (tests/unit/site.test.ts) so they cannot be forgotten silently,
 * and `TAPCRAFT_RELEASE=1 npm run build` fails while any remain
 * (src/config/release.ts). Until then pages leave out an item whose value is a
 * [bracketed] placeholder (`shownValue`, the IfSet component), so visitors
 * never read one.
 */

/** A value still to be filled in by the operator: written in [square brackets]. */
export function isPlaceholder(value: string): boolean {
  return /^\[.+\]$/.test(value.trim());
}

/** The value, or undefined while it is still a placeholder: pages leave such items out. */
export function shownValue(value: string): string | undefined {
  return isPlaceholder(value) ? undefined : value;
}

export type QQGroup = {
  /** Stable id, used as a React key and in tests. */
  id: string;
  /** Footer label, for example "Android developers". */
  label: string;
  /** Group number as shown to users. */
  number: string;
  /** Join link that opens the group in the QQ client. */
  joinUrl: string;
};

export type FriendlyLink = {label: string; href: string};

/** The CPython every Tapcraft app bundles: pages state it from `product`, never by hand. */
const pythonVersion = '3.11';

export const product = {
  name: 'Tapcraft',
  tagline: 'Python automation for Android, iOS and Windows',
  description: `Tapcraft runs Python ${pythonVersion} scripts that tap, swipe, read the screen and drive apps on Android and iOS devices and Windows desktops, one device or a hundred.`,
  /** Current release of the apps and the API the docs describe. */
  version: '3.2',
  pythonVersion,
  /** The CPython tag that starts the names of wheels built for that version (`cp` and its digits). */
  pythonWheelTag: `cp${pythonVersion.replace('.', '')}`,
  /** Host the site is deployed on; used for canonical URLs and the sitemap. */
  url: 'https://tapcraft.example',
} as const;

export const company = {
  name: '[Company name]',
  copyrightYear: 2025,
  icpNumber: '[ICP filing number]',
  /** Public registry where visitors verify the ICP filing. */
  icpUrl: 'https://beian.miit.gov.cn/',
} as const;

/** Who the agreements are with: the company once its name is set, else the product. */
export const operatorName: string = shownValue(company.name) ?? product.name;

/**
 * The day each legal text last changed (ISO dates). The pages show it as their
 * effective date, so a change to a text comes with a change here.
 */
export const legalDates = {
  privacyPolicy: '2026-11-27',
  userAgreement: '2026-11-27',
  developerAgreement: '2026-11-27',
  disclaimers: '2026-11-27',
} as const;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The year, month (1 to 12) and day of an ISO date of `legalDates`; a date written otherwise stops the build. */
export function legalDateParts(isoDate: string): {year: number; month: number; day: number} {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = (match ?? []).slice(1).map(Number);
  if (!year || !month || !day || month > 12) {
    throw new Error(`legal dates are written YYYY-MM-DD; got ${isoDate}`);
  }
  return {year, month, day};
}

/** An ISO date as the legal pages write it: `2026-11-27` becomes `27 November 2026`. */
export function legalDateText(isoDate: string): string {
  const {year, month, day} = legalDateParts(isoDate);
  return `${day} ${monthNames[month - 1]!} ${year}`;
}

export const contacts = {
  serviceEmail: 'service@tapcraft.example',
  servicePhone: '[Customer service phone]',
  serviceWeChat: '[Customer service WeChat ID]',
  serviceHours: '[Service hours, e.g. 09:00 to 21:00 China Standard Time]',
  businessEmail: 'business@tapcraft.example',
  privacyEmail: 'privacy@tapcraft.example',
} as const;

/** A way to reach customer service; `href` for the ones that are links. */
export type ServiceChannel = {label: string; value: string; href?: string};

export type ServiceContacts = Record<
  'serviceEmail' | 'servicePhone' | 'serviceWeChat' | 'serviceHours',
  string
>;

/** What the contact page calls each customer-service channel. */
export const serviceChannelLabels: Record<keyof ServiceContacts, string> = {
  serviceEmail: 'Email',
  servicePhone: 'Phone',
  serviceWeChat: 'WeChat',
  serviceHours: 'Service hours',
};

/** The customer-service channels the settings hold, leaving out any still a placeholder. */
export function serviceChannels(
  values: ServiceContacts = contacts,
  labels = serviceChannelLabels,
): ServiceChannel[] {
  const channels: ServiceChannel[] = [
    {label: labels.serviceEmail, value: values.serviceEmail, href: `mailto:${values.serviceEmail}`},
    {label: labels.servicePhone, value: values.servicePhone},
    {label: labels.serviceWeChat, value: values.serviceWeChat},
    {label: labels.serviceHours, value: values.serviceHours},
  ];
  return channels.filter((channel) => shownValue(channel.value) !== undefined);
}

/**
 * What the contact page lists for customer service, in a sentence: "email"
 * or "email, phone, WeChat and service hours", so that a page promises only
 * what the settings hold.
 */
export function serviceChannelNames(values: ServiceContacts = contacts): string {
  const names = serviceChannels(values).map((channel) =>
    channel.label === 'WeChat' ? channel.label : channel.label.toLowerCase(),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : names[0]!;
}

export const externalUrls = {
  forum: 'https://forum.tapcraft.example',
  developerLogin: 'https://dev.tapcraft.example',
  cloudConsole: 'https://cloud.tapcraft.example',
  /** Where the source of these docs lives; "Edit this page" links point here. */
  docsRepository: 'https://git.tapcraft.example/tapcraft/website',
  /** Downloads of the Android app, the activation tools and the plug-ins (the Windows beta comes from the developer console). */
  downloads: 'https://download.tapcraft.example',
  /** The iOS app's page in the App Store. */
  appStore: 'https://appstore.tapcraft.example',
  /** The public TestFlight invitation to the iOS app's beta. */
  testFlight: 'https://testflight.tapcraft.example',
  /** Video host; a tutorial plays from `${videoEmbedBase}${videoId}` once the visitor asks. */
  videoEmbedBase: 'https://video.tapcraft.example/embed/',
} as const;

/** The cloud console's address with `wss:`: where its WebSocket API listens. */
export const cloudWebSocketBase = externalUrls.cloudConsole.replace(/^https:/, 'wss:');

export const shopLinks = {
  store: 'https://shop.tapcraft.example',
  vip: 'https://shop.tapcraft.example/vip',
  coins: 'https://shop.tapcraft.example/coins',
  hid: 'https://shop.tapcraft.example/hid',
} as const;

/**
 * Current prices in the store, by shop card id (src/data/shop.ts), as the
 * store shows them, for example `vip-monthly: '¥39'`. A card without a price
 * here says "See price in store".
 */
export const shopPrices: Partial<Record<string, string>> = {};

export const qqGroups: QQGroup[] = [
  {
    id: 'android',
    label: 'Android developers',
    number: '[QQ group: Android]',
    joinUrl: 'https://qq.tapcraft.example/android',
  },
  {
    id: 'ios',
    label: 'iOS developers',
    number: '[QQ group: iOS]',
    joinUrl: 'https://qq.tapcraft.example/ios',
  },
  {
    id: 'teaching',
    label: 'Teaching and courses',
    number: '[QQ group: teaching]',
    joinUrl: 'https://qq.tapcraft.example/teaching',
  },
  {
    id: 'pycharm',
    label: 'PyCharm plug-in',
    number: '[QQ group: PyCharm]',
    joinUrl: 'https://qq.tapcraft.example/pycharm',
  },
  {
    id: 'hid',
    label: 'HID board questions',
    number: '[QQ group: HID]',
    joinUrl: 'https://qq.tapcraft.example/hid',
  },
];

export const friendlyLinks: FriendlyLink[] = [
  {label: 'Node-RED', href: 'https://nodered.org/'},
  {label: 'Python', href: 'https://www.python.org/'},
  {label: 'PyPI', href: 'https://pypi.org/'},
];

export type SearchCredentials = {
  appId: string;
  apiKey: string;
  indexName: string;
};

/** The build settings of hosted Algolia search; the privacy policy names them. */
export const searchSettingNames = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const;

/**
 * Hosted Algolia search is used only when all three variables are set at
 * build time; otherwise the site searches its own offline index. Called from
 * the config only, so browser code never touches `process.env`.
 */
export function readSearchCredentials(
  env: Record<string, string | undefined>,
): SearchCredentials | null {
  const [appId, apiKey, indexName] = searchSettingNames.map((name) => env[name]?.trim());
  if (!appId || !apiKey || !indexName) {
    return null;
  }
  return {appId, apiKey, indexName};
}

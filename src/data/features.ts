import type {PlatformId} from './platforms';

/**
 * The feature grid on the home page (src/components/FeatureGrid).
 *
 * To add a feature:
 * 1. draw a 40x40 SVG icon and save it as `static/img/home/feature-<id>.svg`;
 * 2. append an entry to `features` below. Keep the summary to two short
 *    sentences and list only platforms that really have the feature.
 * 3. link the page each thing the title names is explained on: a card
 *    titled "PyCharm and VS Code" links both set-up pages.
 * The grid looks best with a multiple of three entries.
 * `tests/unit/home-data.test.ts` checks that ids are unique, no field is
 * empty, every card has a link to a site path and the icon file exists;
 * `tests/browser/polish.spec.ts` where each card's links lead.
 */

export type Feature = {
  /** Stable id, used as a React key and in tests. */
  id: string;
  /** Card heading, sentence case. */
  title: string;
  /** One or two short sentences. */
  summary: string;
  /** Platforms that have the feature, shown as small badges. */
  platforms: PlatformId[];
  /** Path of the icon inside `static/`, starting with `/img/home/`. */
  icon: string;
  /** Where the title's promises are kept: site paths, no trailing slash. */
  links: {to: string; label: string}[];
};

export const features: Feature[] = [
  {
    id: 'web-ide',
    title: 'Web IDE in your browser',
    summary:
      'The phone app serves an editor on your LAN at port 8720. Edit, run, read the log, inspect the UI tree and pick colours without a cable.',
    platforms: ['android', 'ios'],
    icon: '/img/home/feature-web-ide.svg',
    links: [{to: '/docs/android/devtools/webide', label: 'Tour the Web IDE'}],
  },
  {
    id: 'ide-plugins',
    title: 'PyCharm and VS Code plug-ins',
    summary:
      'Get completion from type stubs, run the project on a device and stream its log into the editor. Works with PyCharm 2023.3+ and VS Code 1.85+.',
    platforms: ['android', 'ios', 'windows'],
    icon: '/img/home/feature-ide-plugins.svg',
    links: [
      {to: '/docs/android/devtools/pycharm', label: 'Set up PyCharm'},
      {to: '/docs/android/devtools/vscode', label: 'Set up VS Code'},
    ],
  },
  {
    id: 'image-ocr',
    title: 'Image search and OCR',
    summary:
      'Find a colour, a multi-point colour pattern or a template image on every platform. On phones, OCR reads on-screen text; the OCR and YOLO models come with VIP.',
    platforms: ['android', 'ios', 'windows'],
    icon: '/img/home/feature-image-ocr.svg',
    links: [
      {to: '/docs/android/api/screen', label: 'Search the screen'},
      {to: '/docs/android/api/screen/ocr', label: 'Read text with OCR'},
    ],
  },
  {
    id: 'selectors',
    title: 'Selectors for UI elements',
    summary:
      'Match a view by text, id, description or class, wait for it and click it. Your script keeps working when the layout moves.',
    platforms: ['android', 'ios'],
    icon: '/img/home/feature-selectors.svg',
    links: [{to: '/docs/android/api/node/selector', label: 'Write a selector'}],
  },
  {
    id: 'plugins',
    title: 'Plug-ins',
    summary:
      'Extend scripts with Python plug-ins on every platform, or with Java classes through reflection on Android. VIP members install ready-made plug-ins from the plug-in store.',
    platforms: ['android', 'ios', 'windows'],
    icon: '/img/home/feature-plugins.svg',
    links: [{to: '/plug', label: 'Browse the plug-ins'}],
  },
  {
    id: 'script-store',
    title: 'Script store and card keys',
    summary:
      'Build your project into a .tcpk package. Publish it in the script store, sell it with card keys, or on Android ship it as a standalone app.',
    platforms: ['android', 'ios'],
    icon: '/img/home/feature-script-store.svg',
    links: [
      {to: '/docs/android/guide/appshop', label: 'Publish in the store'},
      {to: '/docs/android/guide/app_card', label: 'Sell with card keys'},
    ],
  },
];

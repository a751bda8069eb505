import type {PlatformId} from './platforms';

/**
 * The feature grid on the home page (src/components/FeatureGrid).
 *
 * To add a feature:
 * 1. draw a 40x40 SVG icon and save it as `static/img/home/feature-<id>.svg`;
 * 2. append an entry to `features` below, listing only platforms that really
 *    have the feature;
 * 3. link the page each thing the title names is explained on: a card
 *    titled "PyCharm and VS Code" links both set-up pages;
 * 4. write its title, summary (two short sentences) and a label for each
 *    link in src/components/FeatureGrid/copy.ts, where each language
 *    translates them.
 * The grid looks best with a multiple of three entries.
 * `tests/unit/home-data.test.ts` checks that ids are unique, every card has
 * a link to a site path and the icon file exists;
 * `tests/browser/polish.spec.ts` where each card's links lead.
 */

export type FeatureId =
  'web-ide' | 'ide-plugins' | 'image-ocr' | 'selectors' | 'plugins' | 'script-store';

export type Feature = {
  /** Stable id, used as a React key and in tests. */
  id: FeatureId;
  /** Platforms that have the feature, shown as small badges. */
  platforms: PlatformId[];
  /** Path of the icon inside `static/`, starting with `/img/home/`. */
  icon: string;
  /** Where the title's promises are kept: site paths, no trailing slash. */
  links: string[];
};

export const features: Feature[] = [
  {
    id: 'web-ide',
    platforms: ['android', 'ios'],
    icon: '/img/home/feature-web-ide.svg',
    links: ['/docs/android/devtools/webide'],
  },
  {
    id: 'ide-plugins',
    platforms: ['android', 'ios', 'windows'],
    icon: '/img/home/feature-ide-plugins.svg',
    links: ['/docs/android/devtools/pycharm', '/docs/android/devtools/vscode'],
  },
  {
    id: 'image-ocr',
    platforms: ['android', 'ios', 'windows'],
    icon: '/img/home/feature-image-ocr.svg',
    links: ['/docs/android/api/screen', '/docs/android/api/screen/ocr'],
  },
  {
    id: 'selectors',
    platforms: ['android', 'ios'],
    icon: '/img/home/feature-selectors.svg',
    links: ['/docs/android/api/node/selector'],
  },
  {
    id: 'plugins',
    platforms: ['android', 'ios', 'windows'],
    icon: '/img/home/feature-plugins.svg',
    links: ['/plug'],
  },
  {
    id: 'script-store',
    platforms: ['android', 'ios'],
    icon: '/img/home/feature-script-store.svg',
    links: ['/docs/android/guide/appshop', '/docs/android/guide/app_card'],
  },
];

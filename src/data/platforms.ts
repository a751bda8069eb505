/**
 * The platform cards on the home page (src/components/PlatformCards) and the
 * requirements of the download band (src/components/DownloadBand).
 *
 * To add a platform:
 * 1. add its id to `PlatformId`;
 * 2. draw a 48x48 SVG icon and save it as `static/img/home/<id>.svg`;
 * 3. append an entry to `platforms` below (the order here is the order on
 *    the page);
 * 4. write its card's text in src/components/PlatformCards/copy.ts, where
 *    each language translates it.
 * `tests/unit/home-data.test.ts` checks that ids are unique, links start
 * with `/docs/` and the icon file exists.
 */

export type PlatformId = 'android' | 'ios' | 'windows';

export type Platform = {
  /** Stable id, used as a React key and in tests. */
  id: PlatformId;
  /** Card heading, for example "Android". */
  name: string;
  /** The client is an internal beta: its card says so beside the name. */
  beta: boolean;
  /** Internal docs route of the card's link (absolute path, no trailing slash). */
  docs: string;
  /** Path of the card icon inside `static/`, starting with `/img/home/`. */
  icon: string;
};

export const platforms: Platform[] = [
  {
    id: 'android',
    name: 'Android',
    beta: false,
    docs: '/docs/android/intro',
    icon: '/img/home/android.svg',
  },
  {id: 'ios', name: 'iOS', beta: false, docs: '/docs/ios/intro', icon: '/img/home/ios.svg'},
  {
    id: 'windows',
    name: 'Windows',
    beta: true,
    docs: '/docs/windows/intro',
    icon: '/img/home/windows.svg',
  },
];

/**
 * The platform cards on the home page (src/components/PlatformCards).
 *
 * To add a platform:
 * 1. add its id to `PlatformId`;
 * 2. draw a 48x48 SVG icon and save it as `static/img/home/<id>.svg`;
 * 3. append an entry to `platforms` below (the order here is the order on
 *    the page).
 * `tests/unit/home-data.test.ts` checks that ids are unique, no field is
 * empty, links start with `/docs/` and the icon file exists.
 */
import {facts} from './facts';

export type PlatformId = 'android' | 'ios' | 'windows';

export type Platform = {
  /** Stable id, used as a React key and in tests. */
  id: PlatformId;
  /** Card heading, for example "Android". */
  name: string;
  /** Short status badge shown beside the name, for example "Internal beta". */
  badge?: string;
  /** One or two sentences under the heading. */
  summary: string;
  /** What a device needs, one sentence; shown in the download band. */
  requirement: string;
  /** Three or four short facts; each item is one line on a phone screen. */
  bullets: string[];
  /** Internal docs route (absolute path, no trailing slash) and its label. */
  link: {to: string; label: string};
  /** Path of the card icon inside `static/`, starting with `/img/home/`. */
  icon: string;
};

export const platforms: Platform[] = [
  {
    id: 'android',
    name: 'Android',
    summary:
      'Run Python scripts right on the phone. The accessibility service does the tapping, so you do not need root.',
    requirement: `${facts.systems.android}. No root needed.`,
    bullets: [
      `${facts.systems.android}, arm64-v8a and armeabi-v7a`,
      'Input modes: accessibility, root, ADB shell and HID (Air Click)',
      'Selectors, colour search, image search and OCR',
      'Web IDE on your LAN, served by the phone app',
    ],
    link: {to: '/docs/android/intro', label: 'Start with Android'},
    icon: '/img/home/android.svg',
  },
  {
    id: 'ios',
    name: 'iOS',
    summary: 'Drive iPhone and iPad through WebDriverAgent with the same calls you use on Android.',
    requirement: `${facts.systems.ios} on iPhone or iPad, plus a Windows or macOS computer and an Apple ID to activate it.`,
    bullets: [
      `${facts.systems.ios}, iPhone and iPad`,
      'Activate once per reboot with the Windows or macOS tool over USB',
      'click and swipe keep the Android signatures',
      'Selectors, colour search and image search',
    ],
    link: {to: '/docs/ios/intro', label: 'Start with iOS'},
    icon: '/img/home/ios.svg',
  },
  {
    id: 'windows',
    name: 'Windows',
    badge: 'Internal beta',
    summary:
      'Automate desktop windows with the mouse, the keyboard and the image APIs you already know.',
    requirement: `${facts.systems.windows}. The client is an internal beta.`,
    bullets: [
      facts.systems.windows,
      'Mouse, keyboard and window handles',
      'Screen capture with colour and image search',
      'Open to beta testers only for now',
    ],
    link: {to: '/docs/windows/intro', label: 'Read about the beta'},
    icon: '/img/home/windows.svg',
  },
];

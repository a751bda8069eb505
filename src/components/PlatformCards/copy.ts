import {translate} from '@docusaurus/Translate';

import type {Facts} from '@site/src/data/facts';
import type {PlatformId} from '@site/src/data/platforms';

/** The words of a platform's card (src/data/platforms.ts has its facts). */
export type PlatformCopy = {
  /** One or two sentences under the heading. */
  summary: string;
  /** What a device needs, one sentence; shown in the download band. */
  requirement: string;
  /** Three or four short facts; each item is one line on a phone screen. */
  bullets: string[];
  /** Text of the link to the platform's docs. */
  link: string;
};

const copyOf: Record<PlatformId, (systems: Facts['systems']) => PlatformCopy> = {
  android: (systems) => ({
    summary: translate({
      id: 'home.platforms.android.summary',
      message:
        'Run Python scripts right on the phone. The accessibility service does the tapping, so you do not need root.',
    }),
    requirement: translate(
      {id: 'home.platforms.android.requirement', message: '{system}. No root needed.'},
      {system: systems.android},
    ),
    bullets: [
      translate(
        {id: 'home.platforms.android.abis', message: '{system}, arm64-v8a and armeabi-v7a'},
        {system: systems.android},
      ),
      translate({
        id: 'home.platforms.android.inputModes',
        message: 'Input modes: accessibility, root, ADB shell and HID (Air Click)',
      }),
      translate({
        id: 'home.platforms.android.search',
        message: 'Selectors, colour search, image search and OCR',
      }),
      translate({
        id: 'home.platforms.android.webIde',
        message: 'Web IDE on your LAN, served by the phone app',
      }),
    ],
    link: translate({id: 'home.platforms.android.link', message: 'Start with Android'}),
  }),
  ios: (systems) => ({
    summary: translate({
      id: 'home.platforms.ios.summary',
      message:
        'Drive iPhone and iPad through WebDriverAgent with the same calls you use on Android.',
    }),
    requirement: translate(
      {
        id: 'home.platforms.ios.requirement',
        message:
          '{system} on iPhone or iPad, plus a Windows or macOS computer and an Apple ID to activate it.',
      },
      {system: systems.ios},
    ),
    bullets: [
      translate(
        {id: 'home.platforms.ios.devices', message: '{system}, iPhone and iPad'},
        {system: systems.ios},
      ),
      translate({
        id: 'home.platforms.ios.activation',
        message: 'Activate once per reboot with the Windows or macOS tool over USB',
      }),
      translate({
        id: 'home.platforms.ios.signatures',
        message: 'click and swipe keep the Android signatures',
      }),
      translate({
        id: 'home.platforms.ios.search',
        message: 'Selectors, colour search and image search',
      }),
    ],
    link: translate({id: 'home.platforms.ios.link', message: 'Start with iOS'}),
  }),
  windows: (systems) => ({
    summary: translate({
      id: 'home.platforms.windows.summary',
      message:
        'Automate desktop windows with the mouse, the keyboard and the image APIs you already know.',
    }),
    requirement: translate(
      {
        id: 'home.platforms.windows.requirement',
        message: '{system}. The client is an internal beta.',
      },
      {system: systems.windows},
    ),
    bullets: [
      systems.windows,
      translate({
        id: 'home.platforms.windows.input',
        message: 'Mouse, keyboard and window handles',
      }),
      translate({
        id: 'home.platforms.windows.search',
        message: 'Screen capture with colour and image search',
      }),
      translate({
        id: 'home.platforms.windows.testers',
        message: 'Open to beta testers only for now',
      }),
    ],
    link: translate({id: 'home.platforms.windows.link', message: 'Read about the beta'}),
  }),
};

/** The words of a platform's card, around its system in the page's language (`facts`). */
export const platformCopy = (id: PlatformId, {systems}: Facts): PlatformCopy => copyOf[id](systems);

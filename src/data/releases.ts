import type {ApiPlatform} from './platforms-api';

/**
 * Every Tapcraft release, oldest first: the one source of the release
 * history. The API reference names these versions in `<ApiMeta since>`, the
 * build refuses a `since` that names another version or comes before its
 * platform or feature (plugins/api-reference/model.ts), and the changelog
 * (/docs/changelog, its feed, and `/api/tapcraft.json`) lists what each
 * release added on each platform, from the entries' `since`.
 *
 * To add a release: append it with its date and two or three highlights in
 * the reader's words; the API additions are listed from the reference.
 */
export type Release = {
  /** `major.minor`, as `<ApiMeta since>` writes it. */
  version: string;
  /** Release date, ISO 8601. */
  date: string;
  /** What the release brought, one short sentence each. */
  highlights: string[];
  /** The platform whose scripting API starts with this release. */
  firstOn?: ApiPlatform;
  /** Parts of the API that arrived with this release: no `since` may name an earlier one. */
  features?: ReleaseFeature[];
};

export type ReleaseFeature = {
  name: string;
  platforms: ApiPlatform[];
  /**
   * API names without the platform, such as `screen.find_image` (an entry)
   * or `action.hid` (every entry of a module). On `platforms`, a named entry
   * has exactly this release as its `since`, and every entry of a named
   * module this release or a later one. A feature without them is a way of
   * working that no entry marks, such as an input mode for calls that are
   * older than it.
   */
  entries?: string[];
  modules?: string[];
};

export const releases: Release[] = [
  {
    version: '1.0',
    date: '2020-04-15',
    firstOn: 'android',
    highlights: [
      'The Android app runs Python scripts on the phone through the accessibility service, without root.',
      'Colour search: single colours and multi-point colour patterns.',
      'The Web IDE, served by the phone on the local network.',
    ],
    features: [
      {
        name: 'colour search',
        platforms: ['android'],
        entries: [
          'screen.get_pixel',
          'screen.compare_color',
          'screen.compare_colors',
          'screen.find_color',
          'screen.find_colors',
        ],
      },
    ],
  },
  {
    version: '1.1',
    date: '2020-07-02',
    highlights: ['App management from scripts: installed apps, app details, waiting for an app.'],
  },
  {
    version: '1.2',
    date: '2020-09-17',
    highlights: ['Double taps, scrolling views, battery details and multi-choice dialogs.'],
  },
  {
    version: '1.3',
    date: '2020-12-03',
    highlights: [
      'Floating windows and free-form multi-finger gestures.',
      'Time limits for scripts and installing apps from a script.',
    ],
  },
  {
    version: '1.4',
    date: '2021-02-23',
    highlights: ['Screen on and off events, notifications posted by scripts, the volume-key stop.'],
  },
  {
    version: '1.5',
    date: '2021-05-18',
    highlights: [
      'Image search: find a template picture on the screen.',
      'OCR on the device, for VIP members.',
      'The script store and card keys for selling scripts.',
    ],
    features: [
      {name: 'image search', platforms: ['android'], entries: ['screen.find_image']},
      {name: 'OCR', platforms: ['android'], entries: ['screen.ocr', 'screen.OcrResult']},
    ],
  },
  {
    version: '1.6',
    date: '2021-10-12',
    highlights: ['Selectors that match a node by what it contains.'],
  },
  {
    version: '2.0',
    date: '2022-03-08',
    firstOn: 'ios',
    highlights: [
      'iOS: scripts run on iPhone and iPad through WebDriverAgent, activated once from a computer.',
      'Input modes on Android: root and ADB shell besides the accessibility service.',
      'Script windows in HTML, the MySQL client and WebSockets.',
    ],
  },
  {
    version: '2.1',
    date: '2022-06-14',
    highlights: [
      'Plug-ins in Python or Java, and the Tapcraft keyboard for reliable text input.',
      'Background tasks in scripts.',
    ],
  },
  {
    version: '2.2',
    date: '2022-09-20',
    highlights: ['Location, shell processes, and loggers with files and levels.'],
  },
  {
    version: '2.3',
    date: '2022-12-06',
    highlights: ['Script arguments and node screenshots.'],
  },
  {
    version: '2.4',
    date: '2023-02-21',
    highlights: ['Scheduled jobs and XPath selectors.'],
  },
  {
    version: '2.5',
    date: '2023-06-27',
    highlights: [
      'PyCharm and VS Code plug-ins with completion from the type stubs.',
      'Cloud control: a web console for many devices.',
      'Bluetooth, QR codes and screen pipelines.',
    ],
    features: [{name: 'cloud control', platforms: ['android', 'ios'], modules: ['cloud_control']}],
  },
  {
    version: '2.6',
    date: '2023-11-14',
    highlights: ['Replying to notifications and pressing their actions.'],
  },
  {
    version: '3.0',
    date: '2024-03-19',
    firstOn: 'windows',
    highlights: [
      'Python 3.11 in the apps.',
      'The cloud database, and the HID board: taps and typing as a real Bluetooth mouse and keyboard (Air Click).',
      'The Windows client enters its beta.',
    ],
    features: [{name: 'the HID board', platforms: ['android'], modules: ['action.hid']}],
  },
  {
    version: '3.1',
    date: '2024-09-24',
    highlights: [
      'The ESP32-S3 HID board, now also on iPhone and iPad: in HID mode, click, long_click and swipe go through it.',
      'YOLO object detection models for VIP members.',
      'Waiting for an image or a window, tunnels and channels.',
    ],
    features: [
      {name: 'YOLO models', platforms: ['android'], modules: ['screen.yolo']},
      {name: 'HID (Air Click) mode', platforms: ['ios']},
    ],
  },
  {
    version: '3.2',
    date: '2025-04-22',
    highlights: ['Faster screen capture with capture pipelines, and pinch gestures.'],
  },
];

/** The release that brought a feature to a platform, for pages that say since when. */
export function featureRelease(name: string, platform: ApiPlatform): string {
  const release = releases.find((candidate) =>
    candidate.features?.some(
      (feature) => feature.name === name && feature.platforms.includes(platform),
    ),
  );
  if (!release) {
    throw new Error(`src/data/releases.ts has no feature "${name}" on ${platform}.`);
  }
  return release.version;
}

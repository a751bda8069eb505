import type {PlatformId} from './platforms';

/**
 * The plug-in gallery at /plug (src/pages/plug).
 *
 * A plug-in is a package that extends scripts: Python code, or Java classes
 * called through reflection (Java plug-ins run on Android only). GP plug-ins add
 * steps to the graphic pipeline that prepares a screenshot before a colour,
 * image or text search.
 *
 * To add a plug-in:
 * 1. pick a unique kebab-case `id` and a short `name`;
 * 2. write a one- or two-sentence `summary` that says what a script gains;
 * 3. choose one `category` and list only the platforms it really runs on;
 * 4. set `docs` to the page of the API the plug-in builds on. It must be one
 *    of `pluginDocsRoutes` below; to link a new page, add it there first and
 *    make sure the page exists in `docs/`;
 * 5. `free: true` means it works on every plan; `false` means it comes from the
 *    plug-in store, which is part of VIP.
 * `tests/unit/plugins-data.test.ts` checks ids, categories, platforms, fields
 * and docs links.
 */

export const pluginCategories = ['ocr', 'vision', 'input', 'network', 'data', 'ui', 'gp'] as const;

export type PluginCategory = (typeof pluginCategories)[number];

/** Labels of the category filter and the card badges, in filter order. */
export const pluginCategoryLabels: Record<PluginCategory, string> = {
  ocr: 'OCR (read text)',
  vision: 'Vision and image search',
  input: 'Input and gestures',
  network: 'Network',
  data: 'Data and storage',
  ui: 'On-screen UI',
  gp: 'GP (graphic pipeline)',
};

export const pluginPlatforms = [
  'android',
  'ios',
  'windows',
] as const satisfies readonly PlatformId[];

export type PluginPlatform = (typeof pluginPlatforms)[number];

export const pluginPlatformLabels: Record<PluginPlatform, string> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
};

export type PluginLanguage = 'python' | 'java';

export const pluginLanguageLabels: Record<PluginLanguage, string> = {
  python: 'Python',
  java: 'Java',
};

/** Docs pages a plug-in card may link to, with the link text shown on the card. */
export const pluginDocsRoutes = {
  '/docs/android/api/screen': 'Screen API',
  '/docs/android/api/action': 'Actions API',
  '/docs/android/api/action/hid': 'HID actions API',
  '/docs/android/api/node/selector': 'Selector API',
  '/docs/android/api/system/kv': 'Key-value store API',
  '/docs/android/api/tunner/http': 'HTTP tunnel API',
  '/docs/android/api/tunner/websocket': 'WebSocket tunnel API',
  '/docs/ios/api/action': 'iOS actions API',
  '/docs/service/db': 'Cloud database',
  '/docs/windows/intro': 'Windows client',
} as const;

export type PluginDocsRoute = keyof typeof pluginDocsRoutes;

export type Plugin = {
  /** Stable kebab-case id, used as a React key and in tests. */
  id: string;
  /** Card heading. */
  name: string;
  /** One or two short sentences: what a script gains. */
  summary: string;
  category: PluginCategory;
  /** Platforms the plug-in runs on; Java plug-ins are Android only. */
  platforms: PluginPlatform[];
  language: PluginLanguage;
  /** The docs page of the API the plug-in builds on. */
  docs: PluginDocsRoute;
  /** "Tapcraft team" or the community author's forum name. */
  author: string;
  /** `true`: works on every plan; `false`: from the plug-in store (VIP). */
  free: boolean;
};

export const plugins: Plugin[] = [
  {
    id: 'digit-ocr',
    name: 'Digit OCR',
    summary:
      'Reads numbers such as scores, timers and coin counts from a small region, several times faster than full OCR. Returns an int or None.',
    category: 'ocr',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: 'Tapcraft team',
    free: false,
  },
  {
    id: 'yolo-ui-detector',
    name: 'YOLO button detector',
    summary:
      'A ready-trained YOLO model that finds buttons, close icons, checkboxes and input fields, even in apps with no readable UI tree.',
    category: 'vision',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: 'Tapcraft team',
    free: false,
  },
  {
    id: 'multi-template',
    name: 'Multi-template matcher',
    summary:
      'Searches for many template images in one pass and returns the best match with its name. Handy when a button has several skins.',
    category: 'vision',
    platforms: ['android', 'ios', 'windows'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: 'gearbox-studio',
    free: true,
  },
  {
    id: 'qr-reader',
    name: 'QR and barcode reader',
    summary:
      'Decodes QR codes and common barcodes from a screenshot or a region, for example to read a login code or a parcel number.',
    category: 'vision',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: 'Tapcraft team',
    free: true,
  },
  {
    id: 'human-touch',
    name: 'Human touch',
    summary:
      'Wraps click and swipe with small random offsets, curved swipe paths and natural pauses, so taps never hit the same pixel twice.',
    category: 'input',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/action',
    author: 'river_qa',
    free: true,
  },
  {
    id: 'hid-keyboard-macros',
    name: 'HID keyboard macros',
    summary:
      'Records and replays key sequences and typed text through the ESP32 HID board, with a delay you choose between keys.',
    category: 'input',
    platforms: ['android'],
    language: 'python',
    docs: '/docs/android/api/action/hid',
    author: 'Tapcraft team',
    free: true,
  },
  {
    id: 'ios-gesture-pack',
    name: 'iOS gesture pack',
    summary:
      'Double tap, swipe along a path of points and pull to refresh on iPhone and iPad, built on the WDA click and swipe calls.',
    category: 'input',
    platforms: ['ios'],
    language: 'python',
    docs: '/docs/ios/api/action',
    author: 'appletree-lab',
    free: true,
  },
  {
    id: 'scroll-to-find',
    name: 'Scroll to find',
    summary:
      'Scrolls a list until a Selector matches, then returns the view. Stops at the end of the list instead of swiping forever.',
    category: 'input',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/node/selector',
    author: 'Tapcraft team',
    free: true,
  },
  {
    id: 'webhook-notify',
    name: 'Webhook notifier',
    summary:
      'Posts a message to a chat webhook when a run starts, fails or finishes, with the device name and the last log lines.',
    category: 'network',
    platforms: ['android', 'ios', 'windows'],
    language: 'python',
    docs: '/docs/android/api/tunner/http',
    author: 'pixelfox',
    free: true,
  },
  {
    id: 'ws-remote',
    name: 'WebSocket remote',
    summary:
      'Keeps a WebSocket open to your own server and runs the commands it sends: start a task, pause, send a screenshot.',
    category: 'network',
    platforms: ['android'],
    language: 'python',
    docs: '/docs/android/api/tunner/websocket',
    author: 'Tapcraft team',
    free: false,
  },
  {
    id: 'cloud-table-sync',
    name: 'Cloud table sync',
    summary:
      'Appends run results to a table in the cloud database and retries when the network drops, so no result is lost.',
    category: 'data',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/service/db',
    author: 'Tapcraft team',
    free: true,
  },
  {
    id: 'sqlite-store',
    name: 'SQLite store',
    summary:
      "Keeps larger data in the phone's own SQLite database through Java reflection, when the key-value store is too small.",
    category: 'data',
    platforms: ['android'],
    language: 'java',
    docs: '/docs/android/api/system/kv',
    author: 'mintleaf',
    free: true,
  },
  {
    id: 'settings-form',
    name: 'Settings form',
    summary:
      'Shows a form before a run, built from a Python dict, and saves the answers with kv_set so the next run starts with them.',
    category: 'ui',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/system/kv',
    author: 'river_qa',
    free: true,
  },
  {
    id: 'window-layout',
    name: 'Window layout',
    summary:
      'Finds desktop windows by title, then moves and resizes them to a grid so every window of a run sits in a known place.',
    category: 'ui',
    platforms: ['windows'],
    language: 'python',
    docs: '/docs/windows/intro',
    author: 'gearbox-studio',
    free: true,
  },
  {
    id: 'gp-colour-mask',
    name: 'GP colour mask',
    summary:
      'A graphic-pipeline step that keeps only pixels near chosen colours, so OCR and image search ignore busy backgrounds.',
    category: 'gp',
    platforms: ['android'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: 'Tapcraft team',
    free: false,
  },
  {
    id: 'gp-edge-outline',
    name: 'GP edge outline',
    summary:
      'A graphic-pipeline step, written in Java, that reduces a screenshot to its edges, so templates still match when colours change.',
    category: 'gp',
    platforms: ['android'],
    language: 'java',
    docs: '/docs/android/api/screen',
    author: 'pixelfox',
    free: true,
  },
];

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
 * 1. pick a unique kebab-case `id` and add it to `PluginId`;
 * 2. choose one `category` and list only the platforms it really runs on;
 * 3. set `docs` to the page of the API the plug-in builds on. It must be one
 *    of `pluginDocsRoutes` below; to link a new page, add it there first (with
 *    its link text in src/pages/plug/_components/copy.ts) and make sure the
 *    page exists in `docs/`;
 * 4. `free: true` means it works on every plan; `false` means it comes from the
 *    plug-in store, which is part of VIP;
 * 5. in src/pages/plug/_components/copy.ts, give it a short name and a one-
 *    or two-sentence summary that says what a script gains; each language
 *    translates them there.
 * `tests/unit/plugins-data.test.ts` checks ids, categories, platforms, fields,
 * docs links and the words.
 */

export const pluginCategories = ['ocr', 'vision', 'input', 'network', 'data', 'ui', 'gp'] as const;

export type PluginCategory = (typeof pluginCategories)[number];

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

/** Docs pages a plug-in card may link to. */
export const pluginDocsRoutes = [
  '/docs/android/api/screen',
  '/docs/android/api/action',
  '/docs/android/api/action/hid',
  '/docs/android/api/node/selector',
  '/docs/android/api/system/kv',
  '/docs/android/api/tunner/http',
  '/docs/android/api/tunner/websocket',
  '/docs/ios/api/action',
  '/docs/service/db',
  '/docs/windows/intro',
] as const;

export type PluginDocsRoute = (typeof pluginDocsRoutes)[number];

/** The author of the plug-ins the Tapcraft team wrote; pages word it in their language. */
export const tapcraftTeam = 'Tapcraft team';

export type PluginId =
  | 'digit-ocr'
  | 'yolo-ui-detector'
  | 'multi-template'
  | 'qr-reader'
  | 'human-touch'
  | 'hid-keyboard-macros'
  | 'ios-gesture-pack'
  | 'scroll-to-find'
  | 'webhook-notify'
  | 'ws-remote'
  | 'cloud-table-sync'
  | 'sqlite-store'
  | 'settings-form'
  | 'window-layout'
  | 'gp-colour-mask'
  | 'gp-edge-outline';

export type Plugin = {
  /** Stable kebab-case id, used as a React key and in tests. */
  id: PluginId;
  category: PluginCategory;
  /** Platforms the plug-in runs on; Java plug-ins are Android only. */
  platforms: PluginPlatform[];
  language: PluginLanguage;
  /** The docs page of the API the plug-in builds on. */
  docs: PluginDocsRoute;
  /** `tapcraftTeam` or the community author's forum name. */
  author: string;
  /** `true`: works on every plan; `false`: from the plug-in store (VIP). */
  free: boolean;
};

export const plugins: Plugin[] = [
  {
    id: 'digit-ocr',
    category: 'ocr',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: tapcraftTeam,
    free: false,
  },
  {
    id: 'yolo-ui-detector',
    category: 'vision',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: tapcraftTeam,
    free: false,
  },
  {
    id: 'multi-template',
    category: 'vision',
    platforms: ['android', 'ios', 'windows'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: 'gearbox-studio',
    free: true,
  },
  {
    id: 'qr-reader',
    category: 'vision',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: tapcraftTeam,
    free: true,
  },
  {
    id: 'human-touch',
    category: 'input',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/action',
    author: 'river_qa',
    free: true,
  },
  {
    id: 'hid-keyboard-macros',
    category: 'input',
    platforms: ['android'],
    language: 'python',
    docs: '/docs/android/api/action/hid',
    author: tapcraftTeam,
    free: true,
  },
  {
    id: 'ios-gesture-pack',
    category: 'input',
    platforms: ['ios'],
    language: 'python',
    docs: '/docs/ios/api/action',
    author: 'appletree-lab',
    free: true,
  },
  {
    id: 'scroll-to-find',
    category: 'input',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/node/selector',
    author: tapcraftTeam,
    free: true,
  },
  {
    id: 'webhook-notify',
    category: 'network',
    platforms: ['android', 'ios', 'windows'],
    language: 'python',
    docs: '/docs/android/api/tunner/http',
    author: 'pixelfox',
    free: true,
  },
  {
    id: 'ws-remote',
    category: 'network',
    platforms: ['android'],
    language: 'python',
    docs: '/docs/android/api/tunner/websocket',
    author: tapcraftTeam,
    free: false,
  },
  {
    id: 'cloud-table-sync',
    category: 'data',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/service/db',
    author: tapcraftTeam,
    free: true,
  },
  {
    id: 'sqlite-store',
    category: 'data',
    platforms: ['android'],
    language: 'java',
    docs: '/docs/android/api/system/kv',
    author: 'mintleaf',
    free: true,
  },
  {
    id: 'settings-form',
    category: 'ui',
    platforms: ['android', 'ios'],
    language: 'python',
    docs: '/docs/android/api/system/kv',
    author: 'river_qa',
    free: true,
  },
  {
    id: 'window-layout',
    category: 'ui',
    platforms: ['windows'],
    language: 'python',
    docs: '/docs/windows/intro',
    author: 'gearbox-studio',
    free: true,
  },
  {
    id: 'gp-colour-mask',
    category: 'gp',
    platforms: ['android'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: tapcraftTeam,
    free: false,
  },
  {
    id: 'gp-edge-outline',
    category: 'gp',
    platforms: ['android'],
    language: 'java',
    docs: '/docs/android/api/screen',
    author: 'pixelfox',
    free: true,
  },
];

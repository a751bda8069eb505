/**
 * The names readers bring from other tools and from Chinese, for the calls of
 * the API model: AutoJs6's `images.findColor`, Airtest's `touch`,
 * uiautomator2's `d.app_start`, Appium's `driver.find_element`, and terms of
 * art such as 找色. The model attaches each alias to its entries
 * (plugins/api-reference/model.ts), the build refuses an alias whose entry
 * does not exist or that two unrelated entries claim, and search, the
 * rendered entries, the migration guides and the glossary read them from
 * the model.
 *
 * To add an alias: find the entry's id on /api/tapcraft.json (or in the
 * reference page's URL and heading), add the call as that tool's users write
 * it, and say in `differs` what they must change besides the name (units,
 * what comes back when nothing is found, where coordinates start).
 */

/** Tools whose users come to Tapcraft with their own names for its calls. */
export const otherTools = ['AutoJs6', 'Airtest', 'uiautomator2', 'Appium'] as const;

export type OtherTool = (typeof otherTools)[number];

export type ToolAlias = {
  tool: OtherTool;
  /** The call as that tool's users write it: `images.findColor`, `d(text=...).click()`. */
  call: string;
  /** What behaves differently from ours; omitted when only the name changes. */
  differs?: string;
};

/** A Chinese term of art and what it means in English. */
export type ChineseTerm = {
  term: string;
  english: string;
  /** One line: what it means in Tapcraft. */
  meaning: string;
};

export type ApiAlias = {
  /** Ids of the entries in the API model, one per platform the alias applies to. */
  entries: string[];
  /** Site paths of pages (`/docs/android/guide/app_card`, `#anchor` allowed) for terms that name a page, not an entry: 卡密. */
  pages?: string[];
  tools?: ToolAlias[];
  terms?: ChineseTerm[];
};

export const apiAliases: ApiAlias[] = [
  {
    entries: ['tapcraft.android.screen.find_color', 'tapcraft.ios.screen.find_color'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'images.findColor',
        differs:
          'AutoJs6 takes the captured image first and a threshold of 0 to 255; Tapcraft captures itself and takes a similarity from 0.0 to 1.0.',
      },
    ],
    terms: [
      {term: '找色', english: 'find a colour', meaning: 'Find the first pixel of one colour.'},
    ],
  },
  {
    entries: ['tapcraft.android.screen.find_colors', 'tapcraft.ios.screen.find_colors'],
    terms: [
      {
        term: '多点找色',
        english: 'multi-point colour search',
        meaning: 'Find a small pattern of pixels and their colours.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.screen.find_image', 'tapcraft.ios.screen.find_image'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'images.findImage',
        differs:
          'AutoJs6 takes the captured image and the template as images; Tapcraft captures the screen itself and takes the template as a file path.',
      },
    ],
    terms: [
      {term: '找图', english: 'find an image', meaning: 'Find a template image on the screen.'},
    ],
  },
  {
    entries: ['tapcraft.android.action.click', 'tapcraft.ios.action.click'],
    tools: [
      {
        tool: 'Airtest',
        call: 'touch((x, y))',
        differs:
          'Airtest also takes a Template and taps where the image is found; Tapcraft taps coordinates only, so find the image with find_image first.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.node.selector.Selector.click', 'tapcraft.ios.node.Selector.click'],
    tools: [
      {
        tool: 'uiautomator2',
        call: 'd(text=...).click()',
        differs:
          'uiautomator2 fails at once when nothing matches; Selector.click waits up to its timeout and returns False.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.app.application.launch', 'tapcraft.ios.application.launch'],
    tools: [{tool: 'uiautomator2', call: 'd.app_start(package)'}],
  },
  {
    entries: [
      'tapcraft.android.node.selector.Selector.find_one',
      'tapcraft.ios.node.Selector.find_one',
    ],
    tools: [
      {
        tool: 'Appium',
        call: 'driver.find_element(by, value)',
        differs:
          'Appium raises NoSuchElementException when nothing matches; find_one returns None.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.node.request_service'],
    terms: [
      {
        term: '无障碍',
        english: 'accessibility service',
        meaning: 'The Android service through which Tapcraft reads the screen and taps.',
      },
    ],
  },
  {
    entries: [],
    pages: ['/docs/android/guide/app_card'],
    terms: [
      {
        term: '卡密',
        english: 'card key',
        meaning: 'A licence key that a buyer enters to run a paid script.',
      },
    ],
  },
  {
    entries: [],
    pages: ['/docs/android/api/ui/floatwin'],
    terms: [
      {
        term: '悬浮窗',
        english: 'floating window',
        meaning: 'A small window that stays above other apps while a script runs.',
      },
    ],
  },
];

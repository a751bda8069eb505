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
];

import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import * as englishAliases from '@tapcraft/data/api-aliases';
import * as englishDataFlows from '@tapcraft/data/dataFlows';
import * as englishDiagrams from '@tapcraft/data/diagrams';
import * as englishFacts from '@tapcraft/data/facts';
import * as englishApiWords from '@tapcraft/data/platforms-api';
import * as englishReleases from '@tapcraft/data/releases';
import * as englishSite from '@tapcraft/data/site';
import * as englishTerms from '@tapcraft/data/terms';
import * as englishVideos from '@tapcraft/data/videos';
import {inLocale, withText} from '@tapcraft/data/localize';
import * as chineseAliases from '@tapcraft/data/zh-Hans/api-aliases';
import * as chineseDataFlows from '@tapcraft/data/zh-Hans/dataFlows';
import * as chineseDiagrams from '@tapcraft/data/zh-Hans/diagrams';
import * as chineseFacts from '@tapcraft/data/zh-Hans/facts';
import * as chineseApiWords from '@tapcraft/data/zh-Hans/platforms-api';
import * as chineseReleases from '@tapcraft/data/zh-Hans/releases';
import * as chineseSite from '@tapcraft/data/zh-Hans/site';
import * as chineseTerms from '@tapcraft/data/zh-Hans/terms';
import * as chineseVideos from '@tapcraft/data/zh-Hans/videos';
import {listText} from '@tapcraft/data/zh-Hans/text';

const root = process.cwd();

type Module = Record<string, unknown>;

/** Every string of a value with its path (`facts.hid.ledStates.0.light`); functions and patterns are not text. */
function strings(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value !== 'object' || value === null || value instanceof RegExp) return [];
  return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
}

/** Each number a text states, sorted: a translation may move them, never change them. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map((n) => String(Number(n))).sort();

/** `*` stands for one part of a path, a leading `**` for any parts; a pattern covers everything under it. */
function covers(pattern: string, at: string): boolean {
  const [first, ...others] = pattern.split('.');
  const anyStart = first === '**';
  const wanted = anyStart ? others : [first!, ...others];
  const parts = at.split('.');
  const matchesFrom = (start: number) =>
    wanted.every((want, index) => {
      const part = parts[start + index];
      return part !== undefined && (want === '*' || want === part);
    });
  return anyStart ? parts.some((_part, start) => matchesFrom(start)) : matchesFrom(0);
}

/** Chinese text as the term base and CONTRIBUTING ("Translators") write it. */
function styleProblems(text: string): string[] {
  const problems: string[] = [];
  if (/\p{Script=Han}[A-Za-z0-9]|[A-Za-z0-9]\p{Script=Han}/u.test(text)) {
    problems.push('no space between Chinese and Latin or digits');
  }
  if (/\p{Script=Han}[,;:()]|[,;:()]\p{Script=Han}/u.test(text)) {
    problems.push('half-width punctuation in Chinese text');
  }
  const refused = Object.values(englishTerms.refusedRenderings)
    .flat()
    .filter((rendering) => text.includes(rendering));
  return [...problems, ...refused.map((rendering) => `refused rendering ${rendering}`)];
}

type Companion = {
  file: string;
  english: Module;
  chinese: Module;
  /** Text that stays as it is in Chinese: names, files, addresses, keys, the operator's values. */
  keep: string[];
  /** The text helpers' results, English and Chinese, for every value they take. */
  helpers: Helper[];
};

/** A call of a text helper: its English and Chinese results, and what states its numbers (the English result by default). */
type Helper = {call: string; english: string; chinese: string; numbersOf?: string};

/** Every range of the facts with its path: `rangeText` writes each of them. */
function ranges(value: unknown, at: string): Array<[string, englishFacts.NumberRange]> {
  if (typeof value !== 'object' || value === null) return [];
  const {min, max} = value as Partial<englishFacts.NumberRange>;
  if (typeof min === 'number' && typeof max === 'number') return [[at, {min, max}]];
  return Object.entries(value).flatMap(([key, item]) => ranges(item, `${at}.${key}`));
}

const flowIds = Object.keys(englishDataFlows.dataFlows) as englishDataFlows.DataFlowId[];
const recipientIds = Object.keys(englishDataFlows.recipients) as englishDataFlows.RecipientId[];
const everyChannel = {
  serviceEmail: 'service@tapcraft.example',
  servicePhone: '400 123 4567',
  serviceWeChat: 'tapcraft_service',
  serviceHours: '09:00 to 21:00',
};

const companions: Companion[] = [
  {
    file: 'src/data/zh-Hans/facts.ts',
    english: englishFacts,
    chinese: chineseFacts,
    keep: [
      'facts.deviceId.examples',
      'facts.project.entryPoint',
      'facts.project.manifest',
      'facts.project.templateFolder',
      'facts.project.dataFolder',
      'facts.project.pageFolder',
      'facts.project.packageExtension',
      'facts.project.packageContents.*.files',
      'facts.hid.chip',
      'facts.hid.bluetoothName',
      'facts.ide',
      // The Web IDE's own labels: Chinese pages name its panels and buttons as it shows them.
      'facts.webIde',
      'facts.plans.*.databaseStorage',
      'facts.vipOnly.*.api',
    ],
    helpers: [
      ...ranges(englishFacts.facts, 'facts').map(([at, range]) => ({
        call: `rangeText(${at})`,
        english: englishFacts.rangeText(range),
        chinese: chineseFacts.rangeText(range),
      })),
      {
        call: 'vipCallFeaturesText()',
        english: englishFacts.vipCallFeaturesText(),
        chinese: chineseFacts.vipCallFeaturesText(),
      },
    ],
  },
  {
    file: 'src/data/zh-Hans/dataFlows.ts',
    english: englishDataFlows,
    chinese: chineseDataFlows,
    // Keys of a fixed set, not words.
    keep: ['dataFlows.*.table', 'dataFlows.*.kept.perPlan', 'planOrder'],
    helpers: [
      ...flowIds.map((id) => ({
        call: `retentionText(dataFlows.${id})`,
        english: englishDataFlows.retentionText(englishDataFlows.dataFlows[id]),
        chinese: chineseDataFlows.retentionText(chineseDataFlows.dataFlows[id]),
      })),
      ...recipientIds
        .filter((id) => id !== 'us')
        .map((id) => ({
          call: `receivedBy('${id}')`,
          english: englishDataFlows.receivedBy(id),
          chinese: chineseDataFlows.receivedBy(id),
        })),
    ],
  },
  {
    file: 'src/data/zh-Hans/site.ts',
    english: englishSite,
    chinese: chineseSite,
    keep: [
      // The operator's values, names and addresses: set once, in the English module.
      'product',
      'company',
      'operatorName',
      'contacts',
      'legalDates',
      'externalUrls',
      'cloudWebSocketBase',
      'shopLinks',
      'friendlyLinks',
      'searchSettingNames',
      'qqGroups.*.id',
      'qqGroups.*.number',
      'qqGroups.*.joinUrl',
    ],
    helpers: [
      // The English names the month: the date's numbers are those of the ISO date.
      ...Object.entries(englishSite.legalDates).map(([name, date]) => ({
        call: `legalDateText(legalDates.${name})`,
        english: englishSite.legalDateText(date),
        chinese: chineseSite.legalDateText(date),
        numbersOf: date,
      })),
      {
        call: 'serviceChannelNames()',
        english: englishSite.serviceChannelNames(),
        chinese: chineseSite.serviceChannelNames(),
      },
      {
        call: 'serviceChannelNames(every channel set)',
        english: englishSite.serviceChannelNames(everyChannel),
        chinese: chineseSite.serviceChannelNames(everyChannel),
      },
    ],
  },
  {
    file: 'src/data/zh-Hans/diagrams.ts',
    english: englishDiagrams,
    chinese: chineseDiagrams,
    keep: [
      '**.steps.*.icon',
      '**.links.*.kind',
      '**.hidPairing.links.0.label',
      '**.changeFlow.steps.2.title',
      // The Web IDE's own labels and what it shows: Chinese pages name them as the IDE does.
      'webIdeLayout.bar',
      'webIdeLayout.areas.0.title',
      'webIdeLayout.areas.*.tabs',
      'webIdeLayout.areas.*.lines',
    ],
    helpers: [],
  },
  {
    file: 'src/data/zh-Hans/videos.ts',
    english: englishVideos,
    chinese: chineseVideos,
    keep: [
      'videoEmbedBase',
      'videoTopics.*.poster',
      'videoTopics.hid.label',
      'videos.*.id',
      'videos.*.duration',
      'videos.*.platform',
      'videos.*.topic',
      'videos.*.poster',
      'videos.*.videoId',
    ],
    helpers: englishVideos.videos.map(({duration}) => ({
      call: `durationLabel('${duration}')`,
      english: englishVideos.durationLabel(duration),
      chinese: chineseVideos.durationLabel(duration),
    })),
  },
  {
    file: 'src/data/zh-Hans/releases.ts',
    english: englishReleases,
    chinese: chineseReleases,
    keep: [
      'releases.*.version',
      'releases.*.date',
      'releases.*.firstOn',
      // Feature names are keys (`featureRelease('colour search', …)`), and their API paths code.
      'releases.*.features',
    ],
    helpers: [],
  },
  {
    file: 'src/data/zh-Hans/platforms-api.ts',
    english: englishApiWords,
    chinese: chineseApiWords,
    keep: ['apiPlatforms', 'apiPlatformLabels'],
    helpers: [],
  },
  {
    file: 'src/data/zh-Hans/api-aliases.ts',
    english: englishAliases,
    chinese: chineseAliases,
    // Names of tools, calls, entries and terms: code and keys, the same in every language.
    keep: [
      'otherTools',
      'apiAliases.*.entries',
      'apiAliases.*.tools.*.tool',
      'apiAliases.*.tools.*.call',
      'apiAliases.*.tools.*.platforms',
      '**.terms.*.term',
      '**.terms.*.english',
      'pageTerms.*.term',
      'pageTerms.*.english',
      'pageTerms.*.page',
    ],
    helpers: [],
  },
  {
    file: 'src/data/zh-Hans/terms.ts',
    english: englishTerms,
    chinese: chineseTerms,
    // The term base itself: how Chinese pages write each term, and what they must not write.
    keep: [
      'terms',
      'refusedRenderings',
      'productTerms.*.term',
      'productTerms.*.english',
      'productTerms.*.page',
    ],
    helpers: [],
  },
];

describe('covers', () => {
  it('reads the patterns of what stays as it is', () => {
    expect(covers('facts.ide', 'facts.ide.vscode.name')).toBe(true);
    expect(covers('facts.ide', 'facts.ideas')).toBe(false);
    expect(covers('videos.*.id', 'videos.3.id')).toBe(true);
    expect(covers('**.links.*.kind', 'diagrams.hidPairing.links.0.kind')).toBe(true);
    expect(covers('**.links.*.kind', 'changeFlow.links.4.kind')).toBe(true);
    expect(covers('**.links.*.kind', 'changeFlow.links.4.label')).toBe(false);
  });
});

describe('withText', () => {
  const english = {name: 'HID board', rangeMeters: 5, states: [{light: 'Off'}, {light: 'Red'}]};

  it('replaces the strings the translation gives and keeps every other value', () => {
    const chinese = withText(english, {name: 'HID 板', states: [undefined, {light: '红灯'}]});
    expect(chinese).toEqual({
      name: 'HID 板',
      rangeMeters: 5,
      states: [{light: 'Off'}, {light: '红灯'}],
    });
    expect(english.name).toBe('HID board');
  });

  it('takes no number, and says where a translation gives what the English lacks', () => {
    // @ts-expect-error: a number has one source, the English module.
    expect(() => withText(english, {rangeMeters: '5'})).toThrow(
      'value.rangeMeters: the translation gives a string where the English has a number',
    );
    // @ts-expect-error: the English has no such field.
    expect(() => withText(english, {colour: '蓝'})).toThrow('value: the English has no colour');
    expect(() => withText(english, {states: [{}, {}, {light: '蓝'}]})).toThrow(
      'value.states: the English has no 2',
    );
  });

  it('picks the translation of the page’s locale, else the English', () => {
    expect(inLocale('zh-Hans', 'en', {'zh-Hans': 'zh'})).toBe('zh');
    expect(inLocale('en', 'en', {'zh-Hans': 'zh'})).toBe('en');
    expect(inLocale('constructor', 'en', {'zh-Hans': 'zh'})).toBe('en');
  });
});

describe('listText', () => {
  it('lists as Chinese does, with a space where Chinese meets Latin', () => {
    expect(listText(['电子邮件'])).toBe('电子邮件');
    expect(listText(['电子邮件', '电话', '微信'])).toBe('电子邮件、电话和微信');
    expect(listText(['文字识别', 'YOLO 模型'])).toBe('文字识别和 YOLO 模型');
    expect(listText(['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME'])).toBe(
      'ALGOLIA_APP_ID 和 ALGOLIA_INDEX_NAME',
    );
  });
});

describe.each(companions)('$file', ({english, chinese, keep, helpers}) => {
  const texts = Object.entries(english).flatMap(([name, value]) =>
    strings(value, name).map(([at, text]): [string, string, unknown] => [
      at,
      text,
      at.split('.').reduce<unknown>((value, key) => (value as Module)[key], chinese),
    ]),
  );

  it('exports every name of its English module', () => {
    expect(Object.keys(chinese)).toEqual(expect.arrayContaining(Object.keys(english)));
  });

  it('translates every text the English module holds, but for what stays as it is', () => {
    const untranslated = texts
      .filter(([, text, translated]) => text === translated && text !== '')
      .map(([at]) => at)
      .filter((at) => !keep.some((pattern) => covers(pattern, at)));
    expect(untranslated).toEqual([]);
    const keptButChanged = texts.filter(
      ([at, text, translated]) =>
        keep.some((pattern) => covers(pattern, at)) && text !== translated,
    );
    expect(keptButChanged).toEqual([]);
  });

  it('keeps the numbers of every English text it translates, and writes Chinese as Chinese does', () => {
    // What stays as it is is the English text itself (the test above): the term base's refused renderings among it.
    const translated = texts.filter(([at]) => !keep.some((pattern) => covers(pattern, at)));
    const pairs: Array<[string, string, unknown]> = [
      ...translated,
      ...helpers.map(({call, english, chinese, numbersOf}): [string, string, string] => [
        call,
        numbersOf ?? english,
        chinese,
      ]),
    ];
    for (const [at, text, translated] of pairs) {
      expect(typeof translated, at).toBe('string');
      expect(numbers(translated as string), `${at}: ${String(translated)}`).toEqual(numbers(text));
      expect(styleProblems(translated as string), `${at}: ${String(translated)}`).toEqual([]);
    }
  });

  it('has a Chinese version of every text helper', () => {
    const same = helpers.filter(({english, chinese}) => english === chinese).map(({call}) => call);
    expect(same).toEqual([]);
  });
});

/** The English texts an alias table translates: every `differs` and `meaning` of the aliases and page terms. */
const aliasTexts = [
  ...englishAliases.apiAliases.flatMap(({tools = [], terms = []}) => [
    ...tools.map((tool) => tool.differs),
    ...terms.map((term) => term.meaning),
  ]),
  ...englishAliases.pageTerms.map((term) => term.meaning),
];

describe.each([
  {
    table: 'chineseAliasTexts',
    translations: chineseAliases.chineseAliasTexts,
    english: aliasTexts,
  },
  {
    table: 'chineseProductMeanings',
    translations: chineseTerms.chineseProductMeanings,
    english: englishTerms.productTerms.map((term) => term.meaning),
  },
])('$table, keyed by English text', ({translations, english}) => {
  it('has no translation whose English text is gone', () => {
    const current = new Set(english);
    expect(Object.keys(translations).filter((text) => !current.has(text))).toEqual([]);
  });
});

/** Every file under `dir`, relative to the repository. */
const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

/** A page's imports: its `import … from '…'` lines outside code blocks, which show code as it is. */
function importsOf(text: string): string[] {
  let inCode = false;
  return text.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) inCode = !inCode;
    return !inCode && /^import .* from '[^']+';?\s*$/.test(line);
  });
}

describe('Chinese pages', () => {
  it('import the Chinese data module wherever one exists', () => {
    const english = /from '(?:@site\/src\/data|@tapcraft\/data)\/([\w-]+)'/;
    const found = filesUnder('i18n/zh-Hans')
      .filter((file) => /\.mdx?$/.test(file))
      .flatMap((file) =>
        importsOf(readFileSync(path.join(root, file), 'utf8'))
          .map((line) => english.exec(line)?.[1])
          .filter((module): module is string => module !== undefined)
          .filter((module) => existsSync(path.join(root, 'src/data/zh-Hans', `${module}.ts`)))
          .map(
            (module) => `${file}: imports src/data/${module}.ts, not src/data/zh-Hans/${module}.ts`,
          ),
      );
    expect(found).toEqual([]);
  });

  it('keep the code of a code block as it is, imports included', () => {
    expect(importsOf("import {a} from './a';\n```jsx\nimport {b} from './b';\n```\n")).toEqual([
      "import {a} from './a';",
    ]);
  });
});

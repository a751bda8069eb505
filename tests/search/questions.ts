/**
 * Questions as readers type them, each with the pages that answer it: the
 * search bench prints how many come first or in the first three
 * (`npm run bench:search-recall`), and the browser tests ask the first
 * six, from issue 23, through `/search`. An answer with an anchor must be
 * that section; one without may be any section of the page.
 */
import {apiAliases, pageTerms} from '@tapcraft/data/api-aliases';
import {aliasTexts} from '@tapcraft/core/search/aliases';

export type SearchQuestion = {question: string; answers: string[]};

export const searchQuestions: SearchQuestion[] = [
  {
    question: 'how do I tap a button by its text',
    answers: [
      '/docs/android/api/node/selector',
      '/docs/android/api/node/intro',
      '/docs/ios/api/node',
      '/docs/android/api/screen#find_text',
      '/docs/ios/api/screen#find_text',
    ],
  },
  {question: 'package script as an apk', answers: ['/docs/android/guide/app_make']},
  {question: 'sell my script with license keys', answers: ['/docs/android/guide/app_card']},
  {
    question: 'why is my script stopped when the screen turns off',
    answers: ['/docs/android/api/system'],
  },
  {
    question: 'find a colour in part of the screen',
    answers: [
      '/docs/android/api/screen#find_color',
      '/docs/ios/api/screen#find_color',
      '/docs/windows/screen#find_color',
    ],
  },
  {
    question: 'scroll until an element is visible',
    answers: [
      '/docs/android/api/node/selector#Selector.scroll_to',
      '/docs/ios/api/node#Selector.scroll_to',
    ],
  },
  {
    question: 'how do I type text into a field',
    answers: ['/docs/android/api/action#input_text', '/docs/ios/api/action#input_text'],
  },
  {
    question: 'take a screenshot of part of the screen',
    answers: ['/docs/android/api/screen#capture', '/docs/ios/api/screen#capture'],
  },
  {
    question: 'run my script every day at the same time',
    answers: ['/docs/android/api/system/agent#schedule_daily'],
  },
  {
    question: 'copy text to the clipboard',
    answers: ['/docs/android/api/system/clipboard', '/docs/ios/api/system/clipboard'],
  },
  {
    question: 'keep the screen on while my script runs',
    answers: ['/docs/android/api/system/device#keep_screen_on'],
  },
  {
    question: 'save a value that stays between runs',
    answers: ['/docs/android/api/system/kv', '/docs/ios/api/system/kv'],
  },
  {question: 'run a shell command as root', answers: ['/docs/android/api/system/shell#shell']},
  {
    question: 'show a short message at the bottom of the screen',
    answers: ['/docs/android/api/ui/dialog#toast'],
  },
  {
    question: 'tapping at a point on the screen',
    answers: [
      '/docs/android/api/action#click',
      '/docs/ios/api/action#click',
      '/docs/windows/action#click',
    ],
  },
  {
    question: 'pressing the back key',
    answers: [
      '/docs/android/api/action#press_key',
      '/docs/ios/api/action#press_key',
      '/docs/windows/action#press_key',
    ],
  },
  {
    question: 'start an app by its package name',
    answers: ['/docs/android/api/app/application#launch'],
  },
  {
    question: 'wait until a button appears',
    answers: ['/docs/android/api/node/selector#Selector.wait', '/docs/ios/api/node#Selector.wait'],
  },
];

/**
 * The same questions as a reader of the Chinese site might type them, with
 * the same answers (paths without the locale's prefix). Chinese has no
 * spaces to drop stop words at, so every character of a run counts.
 */
export const chineseQuestions: SearchQuestion[] = (
  [
    ['怎么按文字点击按钮', 'how do I tap a button by its text'],
    ['把脚本打包成 apk', 'package script as an apk'],
    ['用卡密卖脚本', 'sell my script with license keys'],
    ['息屏后脚本停止运行', 'why is my script stopped when the screen turns off'],
    ['在屏幕指定区域找色', 'find a colour in part of the screen'],
    ['滚动直到控件出现', 'scroll until an element is visible'],
    ['怎么在输入框输入文字', 'how do I type text into a field'],
    ['截取屏幕的一部分', 'take a screenshot of part of the screen'],
    ['每天定时运行脚本', 'run my script every day at the same time'],
    ['复制文字到剪贴板', 'copy text to the clipboard'],
    ['脚本运行时保持屏幕常亮', 'keep the screen on while my script runs'],
    ['保存数据，下次运行还能读取', 'save a value that stays between runs'],
    ['用 root 权限执行 shell 命令', 'run a shell command as root'],
    ['在屏幕底部显示一条提示', 'show a short message at the bottom of the screen'],
    ['点击屏幕上的坐标', 'tapping at a point on the screen'],
    ['按返回键', 'pressing the back key'],
    ['通过包名启动应用', 'start an app by its package name'],
    ['等待按钮出现', 'wait until a button appears'],
  ] as const
).map(([question, english]) => {
  const same = searchQuestions.find((q) => q.question === english);
  if (!same) throw new Error(`No English question "${english}" for "${question}"`);
  return {question, answers: same.answers};
});

/** Whether a hit's URL (site-relative) is one of the answers: the section, or any section of the page. */
export function answers(question: {answers: string[]}, url: string): boolean {
  return question.answers.some((answer) =>
    answer.includes('#') ? url === answer : url === answer || url.startsWith(`${answer}#`),
  );
}

/**
 * Names readers bring from other tools and from Chinese (issue 23). Each
 * must put an entry or page of an alias that names it among the first three
 * hits; which ones, and the alias text the hit shows, come from
 * src/data/api-aliases.ts (`aliasAnswers`), so the tests follow that file.
 */
export const aliasQueries = [
  'images.findColor',
  'findImage',
  'd(text=',
  'touch',
  'app_start',
  'find_element',
  '找色',
  '多点找色',
  '找图',
  '无障碍',
  '卡密',
  '悬浮窗',
];

/** Whether `query` is how an alias's name begins, or, for a call on an object, its method: `app_start` for `d.app_start(package)`. */
function names(name: string, query: string): boolean {
  return name.startsWith(query) || name.includes(`.${query}`);
}

export type AliasAnswer = {
  query: string;
  /** Site paths of the entries and pages whose aliases the query names. */
  answers: string[];
  /** The alias texts a hit may show as the reason it matched. */
  shows: string[];
};

/**
 * What an alias query must find, from the alias data: the entries (their
 * URLs from `entryUrl`, the API model's) and pages of every alias whose call
 * or term the query names. Throws when no alias does, so a query left
 * without its alias fails loudly instead of expecting nothing.
 */
export function aliasAnswers(
  query: string,
  entryUrl: (id: string) => string | undefined,
): AliasAnswer {
  const answers = new Set<string>();
  const shows = new Set<string>();
  for (const alias of apiAliases) {
    const tools = (alias.tools ?? []).filter(({call}) => names(call, query));
    const terms = (alias.terms ?? []).filter(({term}) => term === query);
    if (tools.length === 0 && terms.length === 0) continue;
    for (const id of alias.entries) {
      const url = entryUrl(id);
      if (!url)
        throw new Error(`${id}, named by an alias of "${query}", is no entry of the API model`);
      answers.add(url);
    }
    for (const text of aliasTexts({tools, terms})) shows.add(text);
  }
  for (const term of pageTerms.filter((pageTerm) => pageTerm.term === query)) {
    answers.add(term.page);
    for (const text of aliasTexts({terms: [term]})) shows.add(text);
  }
  if (answers.size === 0)
    throw new Error(`No alias in src/data/api-aliases.ts is named by "${query}"`);
  return {query, answers: [...answers], shows: [...shows]};
}

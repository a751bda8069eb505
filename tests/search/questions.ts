/**
 * Questions as readers type them, each with the pages that answer it: the
 * search bench prints how many come first or in the first three
 * (`npm run bench:search-recall`), and the browser tests ask the first
 * six, from issue 23, through `/search`. An answer with an anchor must be
 * that section; one without may be any section of the page.
 */
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

/** Whether a hit's URL (site-relative) is one of the answers: the section, or any section of the page. */
export function answers(question: {answers: string[]}, url: string): boolean {
  return question.answers.some((answer) =>
    answer.includes('#') ? url === answer : url === answer || url.startsWith(`${answer}#`),
  );
}

/**
 * Names readers bring from other tools and from Chinese, each with the
 * entries or page it must put in the first three hits (issue 23), and the
 * alias a hit shows as the reason it matched.
 */
export type AliasQuery = {query: string; answers: string[]; shows: string | null};

const onBoth = (path: string, anchor: string) => [
  `/docs/android/api/${path}#${anchor}`,
  `/docs/ios/api/${path}#${anchor}`,
];

export const aliasQueries: AliasQuery[] = [
  {
    query: 'images.findColor',
    answers: onBoth('screen', 'find_color'),
    shows: 'AutoJs6: images.findColor',
  },
  // Our own name in another spelling: the hit needs no reason.
  {query: 'findImage', answers: onBoth('screen', 'find_image'), shows: null},
  {
    query: 'd(text=',
    answers: [
      '/docs/android/api/node/selector#Selector.click',
      '/docs/ios/api/node#Selector.click',
    ],
    shows: 'uiautomator2: d(text=...).click()',
  },
  {query: 'touch', answers: onBoth('action', 'click'), shows: 'Airtest: touch((x, y))'},
  {
    query: 'app_start',
    answers: ['/docs/android/api/app/application#launch', '/docs/ios/api/application#launch'],
    shows: 'uiautomator2: d.app_start(package)',
  },
  {
    query: 'find_element',
    answers: [
      '/docs/android/api/node/selector#Selector.find_one',
      '/docs/ios/api/node#Selector.find_one',
    ],
    shows: 'Appium: driver.find_element(by, value)',
  },
  {query: '找色', answers: onBoth('screen', 'find_color'), shows: '找色: find a colour'},
  {
    query: '多点找色',
    answers: onBoth('screen', 'find_colors'),
    shows: '多点找色: multi-point colour search',
  },
  {query: '找图', answers: onBoth('screen', 'find_image'), shows: '找图: find an image'},
  {
    query: '无障碍',
    answers: ['/docs/android/api/node/intro#request_service'],
    shows: '无障碍: accessibility service',
  },
  {query: '卡密', answers: ['/docs/android/guide/app_card'], shows: '卡密: card key'},
  {query: '悬浮窗', answers: ['/docs/android/api/ui/floatwin'], shows: '悬浮窗: floating window'},
];

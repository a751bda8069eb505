/**
 * Questions as readers type them, each with the pages that answer it: the
 * search bench prints how many come first or in the first three
 * (`npm run bench:search-recall`), and the browser tests ask the first
 * six, from issue 23, through `/search`. An answer with an anchor must be
 * that section; one without may be any section of the page.
 */
export type SearchQuestion = {question: string; answers: string[]};

export const searchQuestions: SearchQuestion[] = [
  {question: 'how do I tap a button by its text', answers: ['/docs/android/api/node/selector']},
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
    answers: [
      '/docs/android/api/system/clipboard#set_clipboard',
      '/docs/ios/api/system/clipboard#set_clipboard',
    ],
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
    answers: ['/docs/android/api/action#press_key', '/docs/ios/api/action#press_key'],
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
export function answers(question: SearchQuestion, url: string): boolean {
  return question.answers.some((answer) =>
    answer.includes('#') ? url === answer : url === answer || url.startsWith(`${answer}#`),
  );
}

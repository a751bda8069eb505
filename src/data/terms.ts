/**
 * The term base of the Chinese site: how Chinese pages write each product
 * and API term, and the renderings they must not use. The Chinese names of
 * API calls and of concepts with a page are the terms of
 * src/data/api-aliases.ts (search and the glossary read them there too);
 * this module adds the product terms no alias carries and, for both, the
 * refused renderings. The glossary lists every term, and the build and
 * `npm test` refuse a Chinese page that writes a refused rendering
 * (tests/unit/translations.test.ts).
 *
 * A refused rendering must not be part of any term's own rendering: the
 * check matches text, so `浮窗` would flag every `悬浮窗`.
 */

import {apiAliases, pageTerms, type PageTerm} from './api-aliases';
import {facts} from './facts';

/** Product terms that no API alias carries, with the page that explains each. */
export const productTerms: PageTerm[] = [
  {
    term: 'HID 板',
    english: facts.hid.productName,
    meaning: 'The Bluetooth board that taps and swipes as a real mouse.',
    page: '/docs/shop/hid',
  },
  {
    term: '游戏币',
    english: 'game coins',
    meaning: 'The site’s prepaid credit for store scripts and card keys.',
    page: '/docs/shop/b',
  },
  {
    term: 'VIP 会员',
    english: 'VIP membership',
    meaning: 'The paid plan: unlimited devices, OCR, YOLO models and priority support.',
    page: '/docs/shop/vip',
  },
  {
    term: '图形管线',
    english: 'graphic pipeline',
    meaning: 'Image steps that run on each screenshot before a script reads it (GP).',
    page: '/docs/android/api/screen/gp',
  },
  {
    term: 'Web IDE',
    english: 'Web IDE',
    meaning: 'The editor the phone app serves to a browser on the same network.',
    page: '/docs/android/devtools/webide',
  },
];

/** Renderings Chinese pages must not use, by the term they must write instead. */
export const refusedRenderings: Record<string, string[]> = {
  'HID 板': ['HID 芯片', 'HID 硬件鼠标'],
  游戏币: ['点券'],
  'VIP 会员': ['高级会员', '超级会员'],
  'Web IDE': ['网页 IDE', '网页版 IDE', '在线 IDE'],
  图形管线: ['图形流水线'],
  找色: ['寻色'],
  多点找色: ['多点寻色'],
  找图: ['寻图'],
  文字识别: ['文本识别'],
  截图: ['截屏'],
  长按: ['长点击'],
  滑动: ['划动'],
  选择器: ['筛选器'],
  控件树: ['界面树'],
  弹窗: ['对话框'],
  气泡提示: ['吐司'],
  卡密: ['激活码'],
  悬浮窗: ['浮动窗口'],
  云控: ['群控'],
  输入模式: ['输入方式'],
  脚本商店: ['脚本市场'],
};

export type Term = {
  /** How Chinese pages write the term. */
  chinese: string;
  english: string;
  /** Renderings of the same term that Chinese pages must not use. */
  refused: string[];
};

/** Every term of the base, each once: the aliases' terms, the pages' terms, then the product terms. */
export const terms: Term[] = [
  ...new Map(
    [...apiAliases.flatMap((alias) => alias.terms ?? []), ...pageTerms, ...productTerms].map(
      ({term, english}) => [term, {chinese: term, english, refused: refusedRenderings[term] ?? []}],
    ),
  ).values(),
];

/** How Chinese pages write the term whose English name is `english`. */
export function chineseTerm(english: string): string {
  const term = terms.find((t) => t.english === english);
  if (!term) throw new Error(`src/data/terms.ts has no Chinese term for "${english}"`);
  return term.chinese;
}

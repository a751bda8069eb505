/**
 * The term base in Chinese: the English module (`../terms`) with the meaning
 * of each product term translated, keyed by its English text as in
 * ./api-aliases.ts. Terms, English names, pages and refused renderings are
 * the English module's own values.
 */
import {translatedBy, withText} from '../localize';
import {productTerms as englishProductTerms} from '../terms';

export * from '../terms';

/** The Chinese of every product term's `meaning`, by its English text. */
export const chineseProductMeanings: Readonly<Record<string, string>> = {
  'The Bluetooth board that taps and swipes as a real mouse.': '像真实鼠标一样点击和滑动的蓝牙板。',
  'The site’s prepaid credit for store scripts and card keys.':
    '本站的预付费额度，用于购买脚本商店中的脚本和卡密。',
  'The paid plan: unlimited devices, OCR, YOLO models and priority support.':
    '付费套餐：不限设备数量，提供文字识别、YOLO 模型和优先支持。',
  'Image steps that run on each screenshot before a script reads it (GP).':
    '在脚本读取每张截图之前对它执行的图像处理步骤（GP）。',
  'The editor the phone app serves to a browser on the same network.':
    '手机 App 提供的编辑器，你在同一网络中的浏览器里打开它。',
};

const chinese = translatedBy(chineseProductMeanings);

export const productTerms = withText(
  englishProductTerms,
  englishProductTerms.map(({meaning}) => ({meaning: chinese(meaning)})),
);

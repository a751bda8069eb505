import {facts as englishFacts} from '../../data/facts';
import {inLocale} from '../../data/localize';
import {facts as chineseFacts} from '../../data/zh-Hans/facts';

/** Each light of the HID board's LED and what it means, in the page's language. */
export function ledRows(locale = 'en'): string[][] {
  const facts = inLocale(locale, englishFacts, {'zh-Hans': chineseFacts});
  return facts.hid.ledStates.map((state) => [state.light, state.meaning]);
}

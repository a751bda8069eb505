import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {facts as englishFacts, type Facts} from '../data/facts';
import {inLocale} from '../data/localize';
import {facts as chineseFacts} from '../data/zh-Hans/facts';

/** The facts module in the page's language (its text in words, its numbers the same). */
export function useLocalFacts(): Facts {
  const {i18n} = useDocusaurusContext();
  return inLocale(i18n.currentLocale, englishFacts, {'zh-Hans': chineseFacts});
}

import {inLocale} from '../../data/localize';
import {qqGroups, type QQGroup} from '../../data/site';
import {qqGroups as chineseQqGroups} from '../../data/zh-Hans/site';

/** The QQ group with this id in the settings module, labelled in the page's language; a wrong id stops the build with its name. */
export function findGroup(id: string, locale = 'en'): QQGroup {
  const group = inLocale(locale, qqGroups, {'zh-Hans': chineseQqGroups}).find(
    (candidate) => candidate.id === id,
  );
  if (!group) {
    throw new Error(
      `No QQ group "${id}" in src/data/site.ts; the ids are ${qqGroups.map((g) => g.id).join(', ')}`,
    );
  }
  return group;
}

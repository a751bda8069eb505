import {qqGroups, type QQGroup} from '../../data/site';

/** The QQ group with this id in the settings module; a wrong id stops the build with its name. */
export function findGroup(id: string): QQGroup {
  const group = qqGroups.find((candidate) => candidate.id === id);
  if (!group) {
    throw new Error(
      `No QQ group "${id}" in src/data/site.ts; the ids are ${qqGroups.map((g) => g.id).join(', ')}`,
    );
  }
  return group;
}

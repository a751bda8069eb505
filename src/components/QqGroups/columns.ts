import {shownValue, type QQGroup} from '../../data/site';

/** A QQ group as the table shows it: its number only once the settings hold one. */
export type QqGroupRow = {id: string; label: string; number?: string; joinUrl: string};

/**
 * The rows of the QQ groups table, and whether it has a Number column: only
 * while at least one number is set, so that visitors never see a column of
 * placeholders left out.
 */
export function qqGroupTable(groups: QQGroup[]): {showNumbers: boolean; rows: QqGroupRow[]} {
  const rows = groups.map((group) => ({
    id: group.id,
    label: group.label,
    number: shownValue(group.number),
    joinUrl: group.joinUrl,
  }));
  return {showNumbers: rows.some((row) => row.number !== undefined), rows};
}

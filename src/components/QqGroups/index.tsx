import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import FactTable from '@site/src/components/FactTable';
import {inLocale} from '@site/src/data/localize';
import {qqGroups} from '@site/src/data/site';
import {qqGroups as chineseQqGroups} from '@site/src/data/zh-Hans/site';

import {qqGroupTable} from './columns';

/**
 * Every QQ group of the settings module: its name, its number once the
 * settings hold one, and its join link.
 */
export default function QqGroups(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const groups = inLocale(i18n.currentLocale, qqGroups, {'zh-Hans': chineseQqGroups});
  const {showNumbers, rows: groupRows} = qqGroupTable(groups);
  const header = [
    translate({id: 'tapcraft.qqGroups.group', message: 'Group'}),
    ...(showNumbers ? [translate({id: 'tapcraft.qqGroups.number', message: 'Number'})] : []),
    translate({id: 'tapcraft.qqGroups.join', message: 'Join link'}),
  ];
  const rows = groupRows.map((row) => [
    row.label,
    ...(showNumbers ? [row.number] : []),
    <a href={row.joinUrl}>
      {translate({id: 'tapcraft.qqGroups.joinGroup', message: 'Join {group}'}, {group: row.label})}
    </a>,
  ]);
  return <FactTable header={header} rows={rows} />;
}

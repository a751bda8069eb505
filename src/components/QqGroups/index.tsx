import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

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
  const {showNumbers, rows} = qqGroupTable(groups);
  const header = [
    translate({id: 'tapcraft.qqGroups.group', message: 'Group'}),
    ...(showNumbers ? [translate({id: 'tapcraft.qqGroups.number', message: 'Number'})] : []),
    translate({id: 'tapcraft.qqGroups.join', message: 'Join link'}),
  ];
  return (
    <table>
      <thead>
        <tr>
          {header.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.label}</td>
            {showNumbers && <td>{row.number}</td>}
            <td>
              <a href={row.joinUrl}>
                {translate(
                  {id: 'tapcraft.qqGroups.joinGroup', message: 'Join {group}'},
                  {group: row.label},
                )}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

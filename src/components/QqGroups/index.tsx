import type {ReactNode} from 'react';

import {qqGroupTable} from './columns';

/**
 * Every QQ group of the settings module: its name, its number once the
 * settings hold one, and its join link.
 */
export default function QqGroups(): ReactNode {
  const {header, showNumbers, rows} = qqGroupTable();
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
              <a href={row.joinUrl}>Join {row.label}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

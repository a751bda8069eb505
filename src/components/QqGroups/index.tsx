import type {ReactNode} from 'react';

import {qqGroups, shownValue} from '@site/src/data/site';

/**
 * Every QQ group of the settings module: its name, number and join link. The
 * number cell stays empty while the settings hold a placeholder.
 */
export default function QqGroups(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Group</th>
          <th scope="col">Number</th>
          <th scope="col">Join link</th>
        </tr>
      </thead>
      <tbody>
        {qqGroups.map((group) => (
          <tr key={group.id}>
            <td>{group.label}</td>
            <td>{shownValue(group.number)}</td>
            <td>
              <a href={group.joinUrl}>Join {group.label}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

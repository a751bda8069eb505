import type {ReactNode} from 'react';

import {shownValue} from '@site/src/data/site';

import {findGroup} from './findGroup';

/**
 * "<label> QQ group (group number N)", the label linked to the group's join
 * page; the number is left out while the settings hold a placeholder.
 */
export default function QqGroupLink({id}: {id: string}): ReactNode {
  const group = findGroup(id);
  const number = shownValue(group.number);
  return (
    <>
      <a href={group.joinUrl}>{group.label}</a> QQ group
      {number !== undefined ? ` (group number ${number})` : null}
    </>
  );
}

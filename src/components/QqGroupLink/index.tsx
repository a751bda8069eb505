import type {ReactNode} from 'react';

import {findGroup} from './findGroup';

/** "<label> QQ group (group number N)", the label linked to the group's join page. */
export default function QqGroupLink({id}: {id: string}): ReactNode {
  const group = findGroup(id);
  return (
    <>
      <a href={group.joinUrl}>{group.label}</a> QQ group (group number {group.number})
    </>
  );
}

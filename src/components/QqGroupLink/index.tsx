import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {shownValue} from '@site/src/data/site';

import {findGroup} from './findGroup';

/**
 * "<label> QQ group (group number N)", the label linked to the group's join
 * page; the number is left out while the settings hold a placeholder.
 */
export default function QqGroupLink({id}: {id: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const group = findGroup(id, i18n.currentLocale);
  const number = shownValue(group.number);
  return (
    <>
      <Translate
        id="tapcraft.qqGroupLink.group"
        values={{group: <a href={group.joinUrl}>{group.label}</a>}}
      >
        {'{group} QQ group'}
      </Translate>
      {number !== undefined
        ? translate(
            {id: 'tapcraft.qqGroupLink.number', message: ' (group number {number})'},
            {number},
          )
        : null}
    </>
  );
}

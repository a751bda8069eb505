import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {shownValue} from '../../data/site';
import {findGroup} from './findGroup';

export const toMarkdown: ComponentConverter = ({props}) => {
  const group = findGroup(String(props.id));
  const number = shownValue(group.number);
  return [
    {type: 'link', url: group.joinUrl, children: [{type: 'text', value: group.label}]},
    {type: 'text', value: ` QQ group${number !== undefined ? ` (group number ${number})` : ''}`},
  ];
};

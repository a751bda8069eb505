import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {findGroup} from './findGroup';

export const toMarkdown: ComponentConverter = ({props}) => {
  const group = findGroup(String(props.id));
  return [
    {type: 'link', url: group.joinUrl, children: [{type: 'text', value: group.label}]},
    {type: 'text', value: ` QQ group (group number ${group.number})`},
  ];
};

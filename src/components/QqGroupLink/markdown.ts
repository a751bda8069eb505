import type {PhrasingContent} from 'mdast';

import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {text} from '@tapcraft/core/markdown/mdast';
import {shownValue} from '../../data/site';
import {findGroup} from './findGroup';

/** As on the page: the group's label linked to its join page, in the words of the page's language. */
export const toMarkdown: ComponentConverter = ({props}, {locale, translate}) => {
  const group = findGroup(String(props.id), locale);
  const number = shownValue(group.number);
  const [before = '', after = ''] = translate({
    id: 'tapcraft.qqGroupLink.group',
    message: '{group} QQ group',
  }).split('{group}');
  const numberText =
    number === undefined
      ? ''
      : translate(
          {id: 'tapcraft.qqGroupLink.number', message: ' (group number {number})'},
          {number},
        );
  const nodes: PhrasingContent[] = [
    text(before),
    {type: 'link', url: group.joinUrl, children: [text(group.label)]},
    text(`${after}${numberText}`),
  ];
  return nodes.filter((node) => node.type !== 'text' || node.value !== '');
};

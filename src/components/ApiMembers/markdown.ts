import type {EntryMark, MemberRow} from '@tapcraft/core/api/views';
import {inlineCode, table, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {apiPlatformLabels} from '../../data/platforms-api';
import {platformsOf} from '../ApiMeta/marks';

/** The module's members as a Markdown table, where the page shows its member table. */
export const toMarkdown: ComponentConverter = ({props}, context) => {
  const members = props.members as MemberRow[];
  const entries = props.entries as Record<string, EntryMark>;
  if (members.length === 0) return [];
  return [
    {type: 'paragraph', children: [{type: 'strong', children: [text('In this module')]}]},
    table(
      ['Name', 'Kind', 'What it does', 'Platforms'],
      members.map((member) => [
        [
          {
            type: 'link',
            url: `#${member.anchor ?? member.name}`,
            children: [inlineCode(member.name)],
          },
        ],
        member.kind,
        context.parseInline(member.summary),
        platformsOf(entries[member.name]!)
          .map((platform) => apiPlatformLabels[platform])
          .join(', '),
      ]),
    ),
  ];
};

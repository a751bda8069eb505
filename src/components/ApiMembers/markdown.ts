import type {EntryMark, MemberRow} from '@tapcraft/core/api/views';
import {inlineCode, table, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {inLocale, punctuationOf} from '../../data/localize';
import {apiKindLabels, apiPlatformLabels} from '../../data/platforms-api';
import {apiKindLabels as chineseKindLabels} from '../../data/zh-Hans/platforms-api';
import {platformsOf} from '../ApiMeta/marks';

/** The module's members as a Markdown table, where the page shows its member table. */
export const toMarkdown: ComponentConverter = ({props}, context) => {
  const members = props.members as MemberRow[];
  const entries = props.entries as Record<string, EntryMark>;
  if (members.length === 0) return [];
  const {locale, translate} = context;
  const kinds = inLocale(locale, apiKindLabels, {'zh-Hans': chineseKindLabels});
  const caption = translate({id: 'tapcraft.apiMembers.caption', message: 'In this module'});
  return [
    {type: 'paragraph', children: [{type: 'strong', children: [text(caption)]}]},
    table(
      [
        translate({id: 'tapcraft.apiMembers.name', message: 'Name'}),
        translate({id: 'tapcraft.apiMembers.kind', message: 'Kind'}),
        translate({id: 'tapcraft.apiMembers.summary', message: 'What it does'}),
        translate({id: 'tapcraft.apiMembers.platforms', message: 'Platforms'}),
      ],
      members.map((member) => [
        [
          {
            type: 'link',
            url: `#${member.anchor ?? member.name}`,
            children: [inlineCode(member.name)],
          },
        ],
        kinds[member.kind] ?? member.kind,
        context.parseInline(member.summary),
        platformsOf(entries[member.name]!)
          .map((platform) => apiPlatformLabels[platform])
          .join(punctuationOf(locale).enumeration),
      ]),
    ),
  ];
};

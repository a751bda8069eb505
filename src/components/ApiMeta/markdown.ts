import type {EntryMark} from '@tapcraft/core/api/views';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {apiPlatformLabels} from '../../data/platforms-api';
import {platformsOf, sinceText} from './marks';

/**
 * `Platforms: Android, iOS · Since: Android 1.0, iOS 2.0`, then any platform
 * difference and the names other tools use for the call.
 */
export const toMarkdown: ComponentConverter = ({props}) => {
  const entry = props.entry as EntryMark | undefined;
  if (!entry) {
    throw new Error(
      'no entry from the API model: <ApiMeta> belongs under the ### heading of an entry, on a page with module: in its front matter',
    );
  }
  const platforms = platformsOf(entry)
    .map((platform) => apiPlatformLabels[platform])
    .join(', ');
  return [
    {
      type: 'paragraph',
      children: [
        {type: 'text', value: `Platforms: ${platforms} · Since: ${sinceText(entry, ', ')}`},
      ],
    },
    ...(entry.differs
      ? [
          {
            type: 'paragraph' as const,
            children: [{type: 'text' as const, value: `Platform difference: ${entry.differs}`}],
          },
        ]
      : []),
    ...(entry.aka
      ? [
          {
            type: 'paragraph' as const,
            children: [{type: 'text' as const, value: `Also known as: ${entry.aka}`}],
          },
        ]
      : []),
  ];
};

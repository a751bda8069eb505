import type {RootContent} from 'mdast';

import type {EntryMark} from '@tapcraft/core/api/views';
import {text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {punctuationOf} from '../../data/localize';
import {apiPlatformLabels} from '../../data/platforms-api';
import {platformsOf, sinceText} from './marks';

/**
 * `Platforms: Android, iOS · Since: Android 1.0, iOS 2.0`, then any platform
 * difference and the names other tools use for the call.
 */
export const toMarkdown: ComponentConverter = ({props}, {locale, translate}) => {
  const entry = props.entry as EntryMark | undefined;
  if (!entry) {
    throw new Error(
      'no entry from the API model: <ApiMeta> belongs under the ### heading of an entry, on a page with module: in its front matter',
    );
  }
  const marks = punctuationOf(locale);
  const platforms = platformsOf(entry)
    .map((platform) => apiPlatformLabels[platform])
    .join(marks.enumeration);
  const platformsLabel = translate({id: 'tapcraft.apiMeta.platforms', message: 'Platforms'});
  const since = translate({id: 'tapcraft.apiMeta.since', message: 'Since'});
  const differs = translate({id: 'tapcraft.apiMeta.differs', message: 'Platform difference'});
  const aka = translate({id: 'tapcraft.apiMeta.aka', message: 'Also known as'});
  const paragraph = (value: string): RootContent => ({type: 'paragraph', children: [text(value)]});
  return [
    paragraph(
      `${platformsLabel}${marks.colon}${platforms} · ${since}${marks.colon}${sinceText(entry, marks.enumeration)}`,
    ),
    ...(entry.differs ? [paragraph(`${differs}${marks.colon}${entry.differs}`)] : []),
    ...(entry.aka ? [paragraph(`${aka}${marks.colon}${entry.aka}`)] : []),
  ];
};

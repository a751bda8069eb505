import type {RootContent} from 'mdast';

import {changelog} from '@tapcraft/core/api/views';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {inlineCode, text} from '@tapcraft/core/markdown/mdast';
import {inLocale, punctuationOf} from '../../data/localize';
import {releases} from '../../data/releases';
import {releases as chineseReleases} from '../../data/zh-Hans/releases';
import {additionGroups, groupLabel} from './groups';

/**
 * Each release as a section: its highlights, then the import paths of what
 * it added on each platform (the page links the names; the full path says
 * the module, which an assistant needs to import them).
 */
export const toMarkdown: ComponentConverter = (_element, {model, locale, translate}) => {
  if (!model) throw new Error('needs the API model');
  const allPlatforms = translate({
    id: 'tapcraft.releaseNotes.allPlatforms',
    message: 'All platforms',
  });
  const marks = punctuationOf(locale);
  const localized = inLocale(locale, releases, {'zh-Hans': chineseReleases});
  return changelog(model, localized).flatMap((release): RootContent[] => [
    {
      type: 'heading',
      depth: 2,
      children: [text(`${release.version}${marks.open}${release.date}${marks.close}`)],
    },
    {
      type: 'list',
      spread: false,
      children: release.highlights.map((line) => ({
        type: 'listItem',
        spread: false,
        children: [{type: 'paragraph', children: [text(line)]}],
      })),
    },
    ...additionGroups
      .filter((key) => release.added[key]?.length)
      .map((key): RootContent => ({
        type: 'paragraph',
        children: [
          text(
            `${translate(
              {
                id: 'tapcraft.releaseNotes.added',
                message: 'Added to the API on {platform} ({count})',
              },
              {platform: groupLabel(key, allPlatforms), count: release.added[key]!.length},
            )}${marks.colon}`,
          ),
          ...release.added[key]!.flatMap((addition, index) => [
            ...(index > 0 ? [text(marks.enumeration)] : []),
            inlineCode(addition.id),
          ]),
        ],
      })),
  ]);
};

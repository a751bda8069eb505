import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {text} from '@tapcraft/core/markdown/mdast';
import {inLocale, punctuationOf} from '../../data/localize';
import * as english from '../../data/videos';
import * as chinese from '../../data/zh-Hans/videos';

/** Every lesson of the course as a list item: number, title linked to the video, topic, length. */
export const toMarkdown: ComponentConverter = ({props}, {locale, translate}) => {
  const {videoEmbedBase, videosFor, videoTopics} = inLocale(locale, english, {'zh-Hans': chinese});
  const marks = punctuationOf(locale);
  const lessons = videosFor(props.platform as english.VideoPlatform);
  if (lessons.length === 0) throw new Error(`no lessons for platform ${String(props.platform)}`);
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: lessons.map((video) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              text(
                `${translate({id: 'tapcraft.videoCard.lesson', message: 'Lesson {number}'}, {number: video.lesson})}${marks.colon}`,
              ),
              {
                type: 'link',
                url: `${videoEmbedBase}${video.videoId}`,
                children: [text(video.title)],
              },
              text(
                `${marks.open}${videoTopics[video.topic].label}${marks.comma}${video.duration}${marks.close}`,
              ),
            ],
          },
        ],
      })),
    },
  ];
};

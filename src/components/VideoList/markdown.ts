import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {videoEmbedBase, videosFor, videoTopics, type VideoPlatform} from '../../data/videos';

/** Every lesson of the course as a list item: number, title linked to the video, topic, length. */
export const toMarkdown: ComponentConverter = ({props}) => {
  const lessons = videosFor(props.platform as VideoPlatform);
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
              {type: 'text', value: `Lesson ${video.lesson}: `},
              {
                type: 'link',
                url: `${videoEmbedBase}${video.videoId}`,
                children: [{type: 'text', value: video.title}],
              },
              {type: 'text', value: ` (${videoTopics[video.topic].label}, ${video.duration})`},
            ],
          },
        ],
      })),
    },
  ];
};

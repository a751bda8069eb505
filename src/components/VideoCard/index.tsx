import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';

import VideoEmbed from '@site/src/components/VideoEmbed';
import cards from '@site/src/css/cards.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {inLocale} from '@site/src/data/localize';
import * as english from '@site/src/data/videos';
import * as chinese from '@site/src/data/zh-Hans/videos';

import styles from './styles.module.css';

type Props = {
  video: english.Video;
  /** Level of the card title; h3 under a `##` section of a doc. */
  headingLevel?: 'h3' | 'h4';
};

/** ISO 8601 duration for the `<time>` element, e.g. "PT8M42S". */
function isoDuration(duration: string): string | undefined {
  const total = english.durationSeconds(duration);
  if (Number.isNaN(total)) {
    return undefined;
  }
  return `PT${Math.floor(total / 60)}M${total % 60}S`;
}

/** One lesson: its click-to-load player, then topic, lesson number, length and title. */
export default function VideoCard({video, headingLevel = 'h3'}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {videoTopics, durationLabel} = inLocale(i18n.currentLocale, english, {'zh-Hans': chinese});
  const topic = videoTopics[video.topic];
  return (
    <article className={clsx('card', cards.card)}>
      <VideoEmbed video={video} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.topic}>{topic.label}</span>
          <span>
            {translate(
              {id: 'tapcraft.videoCard.lesson', message: 'Lesson {number}'},
              {number: video.lesson},
            )}
          </span>
          <span>
            <span className={utilities.visuallyHidden}>
              {translate({id: 'tapcraft.videoCard.length', message: 'Length: '})}
            </span>
            <time dateTime={isoDuration(video.duration)} title={durationLabel(video.duration)}>
              {video.duration}
            </time>
          </span>
        </p>
        <Heading as={headingLevel} className={styles.title}>
          {video.title}
        </Heading>
      </div>
    </article>
  );
}

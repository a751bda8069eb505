import type {ReactNode} from 'react';

import VideoCard from '@site/src/components/VideoCard';
import {videosFor, type VideoPlatform} from '@site/src/data/videos';

import styles from './styles.module.css';

type Props = {
  platform: VideoPlatform;
  /** Level of the card titles; h3 when the list sits under a `##` section. */
  headingLevel?: 'h3' | 'h4';
};

const courseNames: Record<VideoPlatform, string> = {
  android: 'Android course',
  ios: 'iOS course',
};

/** Every lesson of one course as a grid of cards, in lesson order. */
export default function VideoList({platform, headingLevel = 'h3'}: Props): ReactNode {
  const lessons = videosFor(platform);
  return (
    <div className={styles.wrapper}>
      <p className={styles.note}>
        The videos play from our video host. Nothing is loaded from it until you press a play
        button.
      </p>
      <ul className={styles.grid} aria-label={`Lessons of the ${courseNames[platform]}`}>
        {lessons.map((video) => (
          <li key={video.id} className={styles.item}>
            <VideoCard video={video} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import VideoCard from '@site/src/components/VideoCard';
import {inLocale} from '@site/src/data/localize';
import {videosFor, type VideoPlatform} from '@site/src/data/videos';
import {videosFor as chineseVideosFor} from '@site/src/data/zh-Hans/videos';

import styles from './styles.module.css';

type Props = {
  platform: VideoPlatform;
  /** Level of the card titles; h3 when the list sits under a `##` section. */
  headingLevel?: 'h3' | 'h4';
};

function courseName(platform: VideoPlatform): string {
  return platform === 'ios'
    ? translate({id: 'tapcraft.videoList.iosCourse', message: 'iOS course'})
    : translate({id: 'tapcraft.videoList.androidCourse', message: 'Android course'});
}

/** Every lesson of one course as a grid of cards, in lesson order. */
export default function VideoList({platform, headingLevel = 'h3'}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lessons = inLocale(i18n.currentLocale, videosFor, {'zh-Hans': chineseVideosFor})(platform);
  return (
    <div className={styles.wrapper}>
      <p className={styles.note}>
        {translate({
          id: 'tapcraft.videoList.note',
          message:
            'The videos play from our video host. Nothing is loaded from it until you press a play button.',
        })}
      </p>
      <ul
        className={`clean-list ${styles.grid}`}
        aria-label={translate(
          {id: 'tapcraft.videoList.lessons', message: 'Lessons of the {course}'},
          {course: courseName(platform)},
        )}
      >
        {lessons.map((video) => (
          <li key={video.id} className={styles.item}>
            <VideoCard video={video} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </div>
  );
}

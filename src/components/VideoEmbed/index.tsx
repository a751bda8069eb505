import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {posterSize, videoEmbedBase, type Video} from '@site/src/data/videos';

import styles from './styles.module.css';

type Props = {
  video: Video;
  className?: string;
};

/** Features the player may use once the visitor has chosen to play. */
const PLAYER_FEATURES = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/** The player address of a lesson: the embed base of the video host plus the video id. */
export function embedUrl(video: Video): string {
  return `${videoEmbedBase}${encodeURIComponent(video.videoId)}?autoplay=1`;
}

/**
 * Click-to-load video. Until the visitor presses play, only our own poster
 * is shown and nothing at all is requested from the video host. Pressing
 * play swaps the poster for the host's player in an iframe and moves the
 * keyboard focus into it, so the focus is not lost with the button.
 */
export default function VideoEmbed({video, className}: Props): ReactNode {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const poster = useBaseUrl(video.poster);

  useEffect(() => {
    if (playing) {
      frame.current?.focus();
    }
  }, [playing]);

  return (
    <div className={clsx(styles.frame, className)}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.player}
          src={embedUrl(video)}
          title={video.title}
          allow={PLAYER_FEATURES}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <img
            className={styles.poster}
            src={poster}
            width={posterSize.width}
            height={posterSize.height}
            alt={translate(
              {id: 'tapcraft.videoEmbed.poster', message: 'Poster of the lesson "{title}"'},
              {title: video.title},
            )}
            loading="lazy"
            decoding="async"
          />
          <button
            type="button"
            className={styles.play}
            aria-label={translate(
              {id: 'tapcraft.videoEmbed.play', message: 'Play: {title}'},
              {title: video.title},
            )}
            onClick={() => setPlaying(true)}
          >
            <svg
              className={styles.icon}
              viewBox="0 0 64 64"
              width="64"
              height="64"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="32" cy="32" r="29" />
              <path d="M26 20 L46 32 L26 44 Z" />
            </svg>
          </button>
        </>
      )}
    </div>
  );
}

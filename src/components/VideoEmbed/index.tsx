import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {posterSize, videoEmbedBase, type Video} from '@site/src/data/videos';

import styles from './styles.module.css';

/** Features the player may use once the visitor has chosen to play. */
const PLAYER_FEATURES = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/**
 * Click-to-load video. Until the visitor presses play, only our own poster
 * is shown and nothing at all is requested from the video host. Pressing
 * play swaps the poster for the host's player in an iframe and moves the
 * keyboard focus into it, so the focus is not lost with the button.
 */
export default function VideoEmbed({video}: {video: Video}): ReactNode {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const poster = useBaseUrl(video.poster);

  useEffect(() => {
    if (playing) {
      frame.current?.focus();
    }
  }, [playing]);

  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.player}
          src={`${videoEmbedBase}${encodeURIComponent(video.videoId)}?autoplay=1`}
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

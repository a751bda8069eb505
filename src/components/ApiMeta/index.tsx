import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import {apiPlatformLabels, apiPlatforms, type ApiPlatform} from '@site/src/data/platforms-api';
import styles from './styles.module.css';

type Props = {
  /** Platforms that have this function, class or method. */
  platforms: ApiPlatform[];
  /** Tapcraft release that added it, e.g. "1.0". */
  since: string;
  /**
   * Set when the signature deliberately differs from the same name on
   * another platform; says how. The build's cross-platform check requires it.
   */
  differs?: string;
};

/** Platform badges and since-version under an API heading. */
export default function ApiMeta({platforms, since, differs}: Props): ReactNode {
  return (
    <div className={styles.meta}>
      <ul className={styles.badges} aria-label="Platforms">
        {apiPlatforms.map((platform) => {
          const available = platforms.includes(platform);
          return (
            <li
              key={platform}
              className={clsx('badge', available ? styles.available : styles.missing)}
              title={`${available ? 'Available' : 'Not available'} on ${apiPlatformLabels[platform]}`}
            >
              {apiPlatformLabels[platform]}
              {!available && <span className={styles.srOnly}> (not available)</span>}
            </li>
          );
        })}
      </ul>
      <span className={styles.since}>Since {since}</span>
      {differs && <p className={styles.differs}>Platform difference: {differs}</p>}
    </div>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';

import {apiPlatformLabels, apiPlatforms, type ApiPlatform} from '@site/src/data/platforms-api';
import type {EntryMark} from '@tapcraft/core/api/views';
import {sinceText} from './marks';
import styles from './styles.module.css';

type Props = {
  /**
   * The entry as the API model derives it. Writers do not set it: they write
   * `since` (the release that added the name on this page's platform) and,
   * where the call differs from another platform's, `differs`; the API
   * reference plugin reads those into the model and replaces them with this.
   */
  entry: EntryMark;
};

function Badge({platform, entry}: {platform: ApiPlatform; entry: EntryMark}): ReactNode {
  const label = apiPlatformLabels[platform];
  if (entry.since[platform] === undefined) {
    return (
      <li
        className={clsx('badge', styles.badge, styles.missing)}
        title={translate(
          {id: 'tapcraft.api.notAvailableOn', message: 'Not available on {platform}'},
          {platform: label},
        )}
      >
        {label}
        <span className={styles.srOnly}>
          {translate({id: 'tapcraft.api.notAvailable', message: ' (not available)'})}
        </span>
      </li>
    );
  }
  const link = entry.links[platform];
  return (
    <li className={clsx('badge', styles.badge, styles.available)}>
      {link ? <Link to={link}>{label}</Link> : label}
    </li>
  );
}

/**
 * Platform badges, the since mark, any platform difference and the names
 * other tools use for the call, under an API heading.
 */
export default function ApiMeta({entry}: Props): ReactNode {
  return (
    <div className={styles.meta}>
      <ul
        className={styles.badges}
        aria-label={translate({id: 'tapcraft.api.platforms', message: 'Platforms'})}
      >
        {apiPlatforms.map((platform) => (
          <Badge key={platform} platform={platform} entry={entry} />
        ))}
      </ul>
      <span className={styles.since}>
        {translate({id: 'tapcraft.api.since', message: 'Since {since}'}, {since: sinceText(entry)})}
      </span>
      {entry.differs && (
        <p className={styles.note}>
          {translate(
            {id: 'tapcraft.api.differs', message: 'Platform difference: {differs}'},
            {differs: entry.differs},
          )}
        </p>
      )}
      {entry.aka && (
        <p className={styles.note}>
          {translate({id: 'tapcraft.api.aka', message: 'Also known as: {aka}'}, {aka: entry.aka})}
        </p>
      )}
    </div>
  );
}

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import utilities from '@site/src/css/utilities.module.css';
import {punctuationOf} from '@site/src/data/localize';
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
          {id: 'tapcraft.apiMeta.notOn', message: 'Not available on {platform}'},
          {platform: label},
        )}
      >
        {label}
        <span className={utilities.visuallyHidden}>
          {translate({id: 'tapcraft.apiMeta.missing', message: ' (not available)'})}
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
  const {i18n} = useDocusaurusContext();
  const colon = punctuationOf(i18n.currentLocale).colon;
  return (
    <div className={styles.meta}>
      <ul
        className={clsx('clean-list', styles.badges)}
        aria-label={translate({id: 'tapcraft.apiMeta.platforms', message: 'Platforms'})}
      >
        {apiPlatforms.map((platform) => (
          <Badge key={platform} platform={platform} entry={entry} />
        ))}
      </ul>
      <span className={styles.since}>
        {translate({id: 'tapcraft.apiMeta.since', message: 'Since'})} {sinceText(entry)}
      </span>
      {entry.differs && (
        <p className={styles.note}>
          {translate({id: 'tapcraft.apiMeta.differs', message: 'Platform difference'})}
          {colon}
          {entry.differs}
        </p>
      )}
      {entry.aka && (
        <p className={styles.note}>
          {translate({id: 'tapcraft.apiMeta.aka', message: 'Also known as'})}
          {colon}
          {entry.aka}
        </p>
      )}
    </div>
  );
}

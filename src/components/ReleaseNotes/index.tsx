import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import releases from '@generated/tapcraft-api-reference/default/changelog.json';

import {additionGroups, groupLabel} from './groups';
import styles from './styles.module.css';

/** The table of contents of the changelog page: one item per release. */
export const releaseToc = releases.map((release) => ({
  value: release.version,
  id: release.anchor,
  level: 2,
}));

/**
 * Every release, newest first: its highlights and what it added to the API
 * on each platform, linked to the entries. Generated from the API model and
 * `src/data/releases.ts`.
 */
export default function ReleaseNotes(): ReactNode {
  const allPlatforms = translate({
    id: 'tapcraft.releaseNotes.allPlatforms',
    message: 'All platforms',
  });
  return releases.map((release) => (
    <section key={release.version} className={styles.release}>
      <Heading as="h2" id={release.anchor}>
        {release.version} <time dateTime={release.date}>{release.date}</time>
      </Heading>
      <ul>
        {release.highlights.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {additionGroups
        .filter((key) => release.added[key]?.length)
        .map((key) => (
          <div key={key}>
            <p className="margin-bottom--sm text--semibold">
              {translate(
                {
                  id: 'tapcraft.releaseNotes.added',
                  message: 'Added to the API on {platform} ({count})',
                },
                {platform: groupLabel(key, allPlatforms), count: release.added[key]!.length},
              )}
            </p>
            <ul className={`clean-list ${styles.names}`}>
              {release.added[key]!.map((addition) => (
                <li key={addition.id}>
                  <Link to={addition.url}>
                    <code>{addition.name}</code>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  ));
}

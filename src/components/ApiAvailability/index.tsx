import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import availability from '@generated/tapcraft-api-reference/default/availability.json';

import {apiPlatformLabels, apiPlatforms} from '@site/src/data/platforms-api';
import styles from './styles.module.css';

/**
 * Every call of the API and the platforms that have it, one row per call:
 * the same call on each platform side by side, each cell a link to its entry.
 * Generated from the API model.
 */
export default function ApiAvailability(): ReactNode {
  return (
    <div className={styles.groups}>
      {availability.map((group) => (
        <table key={group.module} className={styles.table}>
          <caption>
            <code>{group.module}</code>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                {translate({id: 'tapcraft.apiAvailability.name', message: 'Name'})}
              </th>
              {apiPlatforms.map((platform) => (
                <th key={platform} scope="col" className={styles.cell}>
                  {apiPlatformLabels[platform]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                {apiPlatforms.map((platform) => {
                  const cell = row.cells[platform];
                  return (
                    <td key={platform} className={styles.cell}>
                      {cell ? (
                        <Link
                          to={cell.url}
                          aria-label={translate(
                            {id: 'tapcraft.apiAvailability.on', message: '{name} on {platform}'},
                            {name: row.name, platform: apiPlatformLabels[platform]},
                          )}
                        >
                          ✓
                        </Link>
                      ) : (
                        <span
                          aria-label={translate({
                            id: 'tapcraft.apiAvailability.missing',
                            message: 'not available',
                          })}
                          className={styles.no}
                        >
                          –
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

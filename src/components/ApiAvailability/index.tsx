import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import availability from '@generated/tapcraft-api-reference/default/availability.json';

import {apiPlatformLabels, apiPlatforms} from '@site/src/data/platforms-api';
import styles from './styles.module.css';

/** The generated module × function × platform table of the API reference. */
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
              <th scope="col">Name</th>
              {apiPlatforms.map((platform) => (
                <th key={platform} scope="col">
                  {apiPlatformLabels[platform]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <Link to={row.href}>
                    <code>{row.name}</code>
                  </Link>
                </th>
                {apiPlatforms.map((platform) => (
                  <td key={platform} className={styles.cell}>
                    {row.platforms[platform] ? (
                      <span aria-label="available">✓</span>
                    ) : (
                      <span aria-label="not available" className={styles.no}>
                        –
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

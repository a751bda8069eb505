import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';

import DottedName from '@site/src/components/DottedName';
import type {OtherTool} from '@site/src/data/api-aliases';
import type {MigrationRow} from '@tapcraft/core/api/views';
import tables from '@site/src/css/dataTables.module.css';
import styles from './styles.module.css';

type Props = {
  /** The tool whose calls the table maps, as `otherTools` names it. */
  tool: OtherTool;
  /**
   * The tool's calls with their Tapcraft entries, from the API model.
   * Writers do not set it: the API reference plugin adds it
   * (plugins/api-reference/remark.ts).
   */
  rows: MigrationRow[];
};

/**
 * A migration guide's table: each call of another tool, the Tapcraft entry
 * that replaces it and what changes besides the name. Generated from the
 * aliases in src/data/api-aliases.ts.
 */
export default function MigrationTable({tool, rows}: Props): ReactNode {
  const differsHeader = translate({
    id: 'tapcraft.migrationTable.differs',
    message: 'What changes besides the name',
  });
  const differsLabel = translate({
    id: 'tapcraft.migrationTable.differsShort',
    message: 'What changes',
  });
  const nothing = translate({id: 'tapcraft.migrationTable.nothing', message: 'Nothing.'});
  return (
    <div className={tables.wrapper}>
      <table className={`${tables.table} ${tables.stacked} ${styles.calls}`}>
        <caption className={tables.caption}>
          {translate(
            {
              id: 'tapcraft.migrationTable.caption',
              message: '{tool} calls and the Tapcraft calls that replace them',
            },
            {tool},
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">{tool}</th>
            <th scope="col">Tapcraft</th>
            <th scope="col">{differsHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.call} ${row.url}`}>
              <th scope="row">
                <DottedName name={row.call} />
              </th>
              <td data-label="Tapcraft">
                <Link to={row.url}>
                  <DottedName name={row.name} />
                </Link>
              </td>
              <td data-label={differsLabel}>{row.differs ?? nothing}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

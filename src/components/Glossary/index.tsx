import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import rows from '@generated/tapcraft-api-reference/default/glossary.json';

import DottedName from '@site/src/components/DottedName';
import tables from '@site/src/css/dataTables.module.css';
import styles from './styles.module.css';

/**
 * The term base, by English name: each Chinese term with the entry or page
 * it stands for, what it means in Tapcraft and the renderings Chinese pages
 * must not use. Generated from src/data/api-aliases.ts and src/data/terms.ts.
 */
export default function Glossary(): ReactNode {
  return (
    <div className={tables.wrapper}>
      <table className={`${tables.table} ${tables.stacked} ${styles.terms}`}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="tapcraft.glossary.chinese">Chinese</Translate>
            </th>
            <th scope="col">
              <Translate id="tapcraft.glossary.english">English</Translate>
            </th>
            <th scope="col">
              <Translate id="tapcraft.glossary.target">In Tapcraft</Translate>
            </th>
            <th scope="col">
              <Translate id="tapcraft.glossary.meaning">Meaning</Translate>
            </th>
            <th scope="col">
              <Translate id="tapcraft.glossary.refused">Not</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.term}>
              <th scope="row" lang="zh-Hans">
                {row.term}
              </th>
              <td data-label="English">{row.english}</td>
              <td data-label="In Tapcraft">
                <Link to={row.target.url}>
                  {row.target.code ? <DottedName name={row.target.label} /> : row.target.label}
                </Link>
              </td>
              <td data-label="Meaning">{row.meaning}</td>
              <td data-label="Not" lang="zh-Hans">
                {row.refused?.join('、')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

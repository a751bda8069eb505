import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
  // The stacked table of a narrow screen shows each cell's label before it.
  const label = {
    english: translate({id: 'tapcraft.glossary.english', message: 'English'}),
    target: translate({id: 'tapcraft.glossary.target', message: 'In Tapcraft'}),
    meaning: translate({id: 'tapcraft.glossary.meaning', message: 'Meaning'}),
    refused: translate({id: 'tapcraft.glossary.refused', message: 'Not'}),
  };
  return (
    <div className={tables.wrapper}>
      <table className={`${tables.table} ${tables.stacked} ${styles.terms}`}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="tapcraft.glossary.chinese">Chinese</Translate>
            </th>
            <th scope="col">{label.english}</th>
            <th scope="col">{label.target}</th>
            <th scope="col">{label.meaning}</th>
            <th scope="col">{label.refused}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.term}>
              <th scope="row" lang="zh-Hans">
                {row.term}
              </th>
              <td data-label={label.english}>{row.english}</td>
              <td data-label={label.target}>
                <Link to={row.target.url}>
                  {row.target.code ? <DottedName name={row.target.label} /> : row.target.label}
                </Link>
              </td>
              <td data-label={label.meaning}>{row.meaning}</td>
              <td data-label={label.refused} lang="zh-Hans">
                {row.refused?.join('、')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

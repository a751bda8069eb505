import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {inLocale, punctuationOf} from '@site/src/data/localize';
import {apiKindLabels, apiPlatformLabels} from '@site/src/data/platforms-api';
import {apiKindLabels as chineseKindLabels} from '@site/src/data/zh-Hans/platforms-api';
import type {EntryMark, MemberRow} from '@tapcraft/core/api/views';
import {platformsOf} from '@site/src/components/ApiMeta/marks';
import DottedName from '@site/src/components/DottedName';
import tables from '@site/src/css/dataTables.module.css';
import {LONG_CODE, withWordBreaks} from '@site/src/utils/wordBreaks';
import styles from './styles.module.css';

/** Text with Markdown inline code (`name`) shown as code; long code may wrap after its dots. */
export function InlineMarkdown({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{withWordBreaks(part, LONG_CODE)}</code> : part,
    );
}

/**
 * The whole module at a glance, at the top of an API reference page: every
 * name with its kind, one line on what it does and where it exists. The API
 * reference plugin puts it before the page's first section.
 */
export default function ApiMembers({
  members,
  entries,
}: {
  members: MemberRow[];
  entries: Record<string, EntryMark>;
}): ReactNode {
  const {i18n} = useDocusaurusContext();
  if (members.length === 0) return null;
  const kinds = inLocale(i18n.currentLocale, apiKindLabels, {'zh-Hans': chineseKindLabels});
  const marks = punctuationOf(i18n.currentLocale);
  return (
    <div className={tables.wrapper}>
      <table className={`${tables.table} ${tables.stacked} ${styles.members}`}>
        <caption className={tables.caption}>
          {translate({id: 'tapcraft.apiMembers.caption', message: 'In this module'})}
        </caption>
        <thead>
          <tr>
            <th scope="col">{translate({id: 'tapcraft.apiMembers.name', message: 'Name'})}</th>
            <th scope="col">{translate({id: 'tapcraft.apiMembers.kind', message: 'Kind'})}</th>
            <th scope="col">
              {translate({id: 'tapcraft.apiMembers.summary', message: 'What it does'})}
            </th>
            <th scope="col">
              {translate({id: 'tapcraft.apiMembers.platforms', message: 'Platforms'})}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.name}>
              <th scope="row">
                <Link to={`#${member.anchor ?? member.name}`}>
                  <DottedName name={member.name} />
                </Link>
              </th>
              <td className={styles.kind}>{kinds[member.kind] ?? member.kind}</td>
              <td>
                <InlineMarkdown text={member.summary} />
              </td>
              <td className={styles.platforms}>
                {platformsOf(entries[member.name]!)
                  .map((platform) => apiPlatformLabels[platform])
                  .join(marks.enumeration)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

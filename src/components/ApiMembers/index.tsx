import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {apiPlatformLabels} from '@site/src/data/platforms-api';
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
  if (members.length === 0) return null;
  return (
    <div className={tables.wrapper}>
      <table className={`${tables.table} ${tables.stacked} ${styles.members}`}>
        <caption className={tables.caption}>In this module</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">What it does</th>
            <th scope="col">Platforms</th>
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
              <td className={styles.kind}>{member.kind}</td>
              <td>
                <InlineMarkdown text={member.summary} />
              </td>
              <td className={styles.platforms}>
                {platformsOf(entries[member.name]!)
                  .map((platform) => apiPlatformLabels[platform])
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

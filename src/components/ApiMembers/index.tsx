import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';

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

/** An entry's kind, as the table's Kind column names it. */
function kindText(kind: MemberRow['kind']): string {
  switch (kind) {
    case 'function':
      return translate({id: 'tapcraft.api.kind.function', message: 'function'});
    case 'class':
      return translate({id: 'tapcraft.api.kind.class', message: 'class'});
    case 'exception':
      return translate({id: 'tapcraft.api.kind.exception', message: 'exception'});
    case 'method':
      return translate({id: 'tapcraft.api.kind.method', message: 'method'});
    case 'property':
      return translate({id: 'tapcraft.api.kind.property', message: 'property'});
    case 'attribute':
      return translate({id: 'tapcraft.api.kind.attribute', message: 'attribute'});
    case 'type':
      return translate({id: 'tapcraft.api.kind.type', message: 'type'});
    case 'constant':
      return translate({id: 'tapcraft.api.kind.constant', message: 'constant'});
  }
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
        <caption className={tables.caption}>
          {translate({id: 'tapcraft.api.members', message: 'In this module'})}
        </caption>
        <thead>
          <tr>
            <th scope="col">{translate({id: 'tapcraft.api.members.name', message: 'Name'})}</th>
            <th scope="col">{translate({id: 'tapcraft.api.members.kind', message: 'Kind'})}</th>
            <th scope="col">
              {translate({id: 'tapcraft.api.members.summary', message: 'What it does'})}
            </th>
            <th scope="col">{translate({id: 'tapcraft.api.platforms', message: 'Platforms'})}</th>
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
              <td className={styles.kind}>{kindText(member.kind)}</td>
              <td>
                <InlineMarkdown text={member.summary} />
              </td>
              <td className={styles.platforms}>
                {platformsOf(entries[member.name]!)
                  .map((platform) => apiPlatformLabels[platform])
                  .join(translate({id: 'tapcraft.api.separator', message: ', '}))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

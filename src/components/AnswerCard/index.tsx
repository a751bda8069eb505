import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

import {apiPlatformLabels, apiPlatforms, type ApiPlatform} from '@site/src/data/platforms-api';
import type {Answer, CardEntry} from '@tapcraft/core/search/answers';
import styles from './styles.module.css';

/*
 * The answer card search shows above its hits when the query names an API
 * entry (core/search/answers.ts): in the modal and on /search.
 */

/** Markdown inline code as `<code>`; the rest as text. */
function InlineCode({markdown}: {markdown: string}): ReactNode {
  return markdown.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** `find_colors(…)` for a call, the bare name for a class or attribute. */
const callOf = (entry: CardEntry) =>
  entry.signature.startsWith(`${entry.name.split('.').pop()}(`) ? `${entry.name}(…)` : entry.name;

/** The translation first: another tool's call or a Chinese term, what it becomes, what changes. */
function AliasLead({answer: {alias, entry}}: {answer: Answer}): ReactNode {
  if (!alias) return null;
  const from =
    'tool' in alias ? (
      <>
        {alias.tool} <code>{alias.call}</code>
      </>
    ) : (
      <>
        <span lang="zh-Hans">{alias.term}</span> ({alias.english})
      </>
    );
  return (
    <p className={styles.lead}>
      {from} → <code>{callOf(entry)}</code>
      {'tool' in alias && alias.differs && (
        <>
          {': '}
          <InlineCode markdown={alias.differs} />
        </>
      )}
    </p>
  );
}

/** Each platform that has the call, with the release that added it there, linked to its entry. */
function Platforms({answer: {entry, counterparts}}: {answer: Answer}): ReactNode {
  const urlOn = (platform: ApiPlatform) =>
    [entry, ...counterparts].find((e) => e.platform === platform || e.platform === 'common')?.url;
  const platforms = apiPlatforms.filter((platform) => entry.since[platform]);
  return (
    <ul className={`clean-list ${styles.platforms}`}>
      {platforms.map((platform) => {
        const url = urlOn(platform);
        const label = `${apiPlatformLabels[platform]} ${entry.since[platform]}`;
        return (
          <li key={platform}>{url && url !== entry.url ? <Link to={url}>{label}</Link> : label}</li>
        );
      })}
    </ul>
  );
}

export default function AnswerCard({
  answer,
  onNavigate,
}: {
  answer: Answer;
  /** Called when a link of the card is followed (the modal closes). */
  onNavigate?: () => void;
}): ReactNode {
  const {entry} = answer;
  return (
    <section
      className={styles.card}
      data-answer-card={entry.id}
      aria-label={translate(
        {id: 'tapcraft.AnswerCard.label', message: 'Answer: {name}'},
        {name: entry.qualified},
      )}
      onClick={(event) => (event.target as Element).closest('a') && onNavigate?.()}
    >
      <AliasLead answer={answer} />
      <pre className={styles.code}>
        <code>{entry.signature}</code>
      </pre>
      <p className={styles.summary}>
        <InlineCode markdown={entry.summary} />
      </p>
      <Platforms answer={answer} />
      {entry.example && (
        <pre className={styles.code}>
          <code>{entry.example}</code>
        </pre>
      )}
      <Link to={entry.url} className={styles.more}>
        <Translate
          id="tapcraft.AnswerCard.reference"
          values={{name: <code>{entry.qualified}</code>}}
        >
          {'{name} in the reference'}
        </Translate>
      </Link>
    </section>
  );
}

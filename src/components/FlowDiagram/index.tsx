import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import diagram from '@site/src/css/diagrams.module.css';
import utilities from '@site/src/css/utilities.module.css';
import {diagrams, type DiagramLink, type DiagramStep} from '@site/src/data/diagrams';
import {inLocale} from '@site/src/data/localize';
import {diagrams as chineseDiagrams} from '@site/src/data/zh-Hans/diagrams';

import {Icon} from './icons';
import styles from './styles.module.css';

type Props = {
  /** Which diagram of src/data/diagrams.ts to draw. */
  diagram: keyof typeof diagrams;
};

function Step({step, number}: {step: DiagramStep; number: number}): ReactNode {
  return (
    <div className={clsx(diagram.box, styles.box)}>
      <span className={styles.head}>
        <span className={styles.marks}>
          <span className={diagram.number} aria-hidden="true">
            {number}
          </span>
          {step.icon && <Icon name={step.icon} className={clsx(styles.icon, styles[step.icon])} />}
        </span>
        <span className={clsx(diagram.title, step.code && diagram.mono)}>{step.title}</span>
      </span>
      {step.details.map((line) => (
        <span key={line} className={diagram.detail}>
          {line}
        </span>
      ))}
    </div>
  );
}

/** What joins a step to the next, as screen readers and the Markdown twin (markdown.ts) say it: `{link}` is the link's label. */
function linkPhrase(kind: DiagramLink['kind']): string {
  return kind === 'radio'
    ? translate({
        id: 'tapcraft.flowDiagram.radio',
        message: 'linked both ways with the next step over {link}',
      })
    : translate({
        id: 'tapcraft.flowDiagram.cable',
        message: 'connected to the next step by {link}',
      });
}

/** The line to the next step: an arrow, with what joins the two when there is more than order. */
function Connector({link}: {link: DiagramLink}): ReactNode {
  const [before = '', after = ''] = linkPhrase(link.kind).split('{link}');
  return (
    <div className={clsx(styles.link, styles[link.kind])}>
      <span className={styles.line} aria-hidden="true" />
      {link.label && (
        <span className={styles.linkText}>
          {before && <span className={utilities.visuallyHidden}>{before}</span>}
          <span className={diagram.title}>{link.label}</span>
          {link.details?.map((line) => (
            <span key={line} className={diagram.detail}>
              {line}
            </span>
          ))}
          {after && <span className={utilities.visuallyHidden}>{after}</span>}
        </span>
      )}
    </div>
  );
}

/**
 * A flow of steps in the site's diagram style: a row of boxes joined by
 * arrows where the column is wide enough, a column of them where it is not
 * (a phone). Every word is text, so it stays readable and searchable.
 */
export default function FlowDiagram({diagram: id}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const flow = inLocale(i18n.currentLocale, diagrams, {'zh-Hans': chineseDiagrams})[id];
  return (
    <figure className={diagram.figure} aria-label={flow.label}>
      <ol
        className={clsx(
          'clean-list',
          styles.steps,
          flow.links.some((link) => link.label) && styles.labelled,
        )}
      >
        {flow.steps.map((step, index) => (
          <li key={step.title} className={styles.item}>
            <Step step={step} number={index + 1} />
            {flow.links[index] && <Connector link={flow.links[index]} />}
          </li>
        ))}
      </ol>
    </figure>
  );
}

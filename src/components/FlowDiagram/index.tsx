import type {ReactNode} from 'react';
import clsx from 'clsx';

import diagram from '@site/src/css/diagrams.module.css';
import {diagrams, type DiagramLink, type DiagramStep} from '@site/src/data/diagrams';
import {dataText} from '@site/src/i18n/dataText';

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
        <span className={clsx(diagram.title, step.code && diagram.mono)}>
          {step.code ? step.title : dataText(step.title)}
        </span>
      </span>
      {step.details.map((line) => (
        <span key={line} className={diagram.detail}>
          {dataText(line)}
        </span>
      ))}
    </div>
  );
}

/** The line to the next step: an arrow, with what joins the two when there is more than order. */
function Connector({link}: {link: DiagramLink}): ReactNode {
  return (
    <div className={clsx(styles.link, styles[link.kind])}>
      <span className={styles.line} aria-hidden="true" />
      {link.label && (
        <span className={styles.linkText}>
          <span className={diagram.title}>{dataText(link.label)}</span>
          {link.details?.map((line) => (
            <span key={line} className={diagram.detail}>
              {dataText(line)}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}

/**
 * A flow of steps in the site's diagram style, in the page's language: a row of boxes joined by
 * arrows where the column is wide enough, a column of them where it is not
 * (a phone). Every word is text, so it stays readable and searchable.
 */
export default function FlowDiagram({diagram: id}: Props): ReactNode {
  const flow = diagrams[id];
  return (
    <figure className={diagram.figure} aria-label={dataText(flow.label)}>
      <ol className={clsx(styles.steps, flow.links.some((link) => link.label) && styles.labelled)}>
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

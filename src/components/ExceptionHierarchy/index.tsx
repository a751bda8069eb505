import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import classes from '@generated/tapcraft-api-reference/default/exceptions.json';

import type {ExceptionClass} from '@tapcraft/core/api/views';
import {InlineMarkdown} from '@site/src/components/ApiMembers';
import {punctuationOf} from '@site/src/data/localize';
import {apiPlatformLabels, apiPlatforms} from '@site/src/data/platforms-api';
import {exceptionTree, type ExceptionNode} from './tree';
import styles from './styles.module.css';

/** The platforms that have the class; each links to its entry when the entries differ. */
function Platforms({links}: {links: ExceptionClass['links']}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const present = apiPlatforms.filter((platform) => links[platform]);
  const oneEntry = new Set(present.map((platform) => links[platform])).size === 1;
  return (
    <span className={styles.platforms}>
      {present.map((platform, index) => (
        <Fragment key={platform}>
          {index > 0 && punctuationOf(i18n.currentLocale).enumeration}
          {oneEntry ? (
            apiPlatformLabels[platform]
          ) : (
            <Link to={links[platform]}>{apiPlatformLabels[platform]}</Link>
          )}
        </Fragment>
      ))}
    </span>
  );
}

function ExceptionItem({node}: {node: ExceptionNode}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const space = punctuationOf(i18n.currentLocale).space;
  const {exception, otherBases, children} = node;
  const entry = apiPlatforms.map((platform) => exception.links[platform]).find(Boolean);
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <Link to={entry} className="text--semibold">
          <code>{exception.name}</code>
        </Link>
        <span className={styles.module}>
          <Translate
            id="tapcraft.exceptionHierarchy.module"
            values={{module: <code>{exception.module}</code>}}
          >
            {'in {module}'}
          </Translate>
        </span>
        <Platforms links={exception.links} />
      </div>
      <p className={styles.text}>
        <InlineMarkdown text={exception.summary} />
        {otherBases.map((base) => (
          <Fragment key={base}>
            {space}
            <Translate id="tapcraft.exceptionHierarchy.alsoA" values={{base: <code>{base}</code>}}>
              {'It is also a {base}.'}
            </Translate>
          </Fragment>
        ))}
      </p>
      {exception.message && (
        <p className={styles.text}>
          <span className="text--semibold">
            {translate({id: 'tapcraft.exceptionHierarchy.message', message: 'Message:'})}
          </span>
          {space}
          <InlineMarkdown text={exception.message} />
        </p>
      )}
      {children.length > 0 && (
        <ul className={styles.list}>
          {children.map((child) => (
            <ExceptionItem key={child.exception.name} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Every exception class of the API as a tree under Python's built-in bases:
 * where each is defined and on which platforms, when it is raised (the first
 * sentence of its reference entry) and what its message says, where the entry
 * states that. Generated from the API model.
 */
export default function ExceptionHierarchy(): ReactNode {
  return (
    <ul
      className={styles.tree}
      aria-label={translate({
        id: 'tapcraft.exceptionHierarchy.label',
        message: 'Exception classes',
      })}
    >
      {exceptionTree(classes).map((root) => (
        <li key={root.base} className={styles.item}>
          <div className={styles.head}>
            <code>{root.base}</code>
            <span className={styles.module}>
              {translate({id: 'tapcraft.exceptionHierarchy.builtin', message: 'Python built-in'})}
            </span>
          </div>
          <ul className={styles.list}>
            {root.children.map((node) => (
              <ExceptionItem key={node.exception.name} node={node} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

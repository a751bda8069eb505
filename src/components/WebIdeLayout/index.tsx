import type {ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import diagram from '@site/src/css/diagrams.module.css';
import {webIdeLayout, type IdeArea} from '@site/src/data/diagrams';
import {inLocale} from '@site/src/data/localize';
import {webIdeLayout as chineseWebIdeLayout} from '@site/src/data/zh-Hans/diagrams';

import styles from './styles.module.css';

function Area({area}: {area: IdeArea}): ReactNode {
  return (
    <section className={clsx(diagram.box, styles.area)} aria-label={area.title}>
      <span className={styles.head}>
        <span className={diagram.number} aria-hidden="true">
          {area.number}
        </span>
        <span className={diagram.title}>{area.title}</span>
      </span>
      <span className={styles.tabs}>
        {area.tabs.map((tab, index) => (
          <span key={tab} className={clsx(styles.tab, index === 0 && styles.current)}>
            {tab}
          </span>
        ))}
      </span>
      <pre className={styles.lines}>{area.lines.join('\n')}</pre>
    </section>
  );
}

/**
 * The Web IDE's layout in the site's diagram style: the top bar, then the
 * four numbered areas side by side as the IDE shows them, or one under the
 * other where the column is narrow.
 */
export default function WebIdeLayout(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {label, bar, areas} = inLocale(i18n.currentLocale, webIdeLayout, {
    'zh-Hans': chineseWebIdeLayout,
  });
  return (
    <figure className={diagram.figure} aria-label={label}>
      <div className={styles.window}>
        <div className={styles.bar}>
          <span className={diagram.title}>{bar.title}</span>
          {bar.status.map((item) => (
            <span key={item} className={styles.status}>
              {item}
            </span>
          ))}
          <span className={styles.buttons}>
            {bar.buttons.map((button, index) => (
              <span key={button} className={clsx(styles.button, index === 0 && styles.run)}>
                {button}
              </span>
            ))}
          </span>
        </div>
        <div className={styles.areas}>
          {areas.map((area) => (
            <Area key={area.number} area={area} />
          ))}
        </div>
      </div>
    </figure>
  );
}

import {Children, type ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * `LinkCard`s in a list laid out as a grid: as many columns of at least
 * 16rem as fit, one on phones.
 */
export default function LinkCardGrid({children}: {children: ReactNode}): ReactNode {
  return (
    <ul className={`clean-list ${styles.grid}`}>
      {Children.map(children, (card) => (
        <li className={styles.item}>{card}</li>
      ))}
    </ul>
  );
}

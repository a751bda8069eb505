import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Footer/Copyright';

import {company, shownValue} from '@site/src/data/site';
import styles from './styles.module.css';

const icpNumber = shownValue(company.icpNumber);

/**
 * Ejected so the legal line is built from the settings module as markup
 * (company, year, ICP filing link) instead of an HTML string in the config.
 * The filing link appears once the settings hold a filing number.
 */
export default function FooterCopyright({copyright}: Props): ReactNode {
  return (
    <div className={clsx('footer__copyright', styles.copyright)}>
      <span>{copyright}. All rights reserved.</span>
      {icpNumber !== undefined ? (
        <a className={styles.icp} href={company.icpUrl} target="_blank" rel="noopener noreferrer">
          {icpNumber}
        </a>
      ) : null}
    </div>
  );
}

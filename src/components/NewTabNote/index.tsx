import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

import utilities from '@site/src/css/utilities.module.css';

/** What a screen reader adds to a link that opens in a new tab. */
export default function NewTabNote(): ReactNode {
  return (
    <span className={utilities.visuallyHidden}>
      {translate({id: 'tapcraft.link.newTab', message: ' (opens in a new tab)'})}
    </span>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import FlowDiagram from '@site/src/components/FlowDiagram';
import sections from '@site/src/css/sections.module.css';

import styles from './styles.module.css';

export default function PairingDiagram(): ReactNode {
  return (
    <section className={sections.section} aria-labelledby="diagram-heading">
      <div className="container">
        <Heading as="h2" id="diagram-heading" className={clsx(sections.heading, styles.heading)}>
          {translate({id: 'hidboard.diagram.title', message: 'How the parts connect'})}
        </Heading>
        <FlowDiagram diagram="hidPairing" />
        <p className={styles.caption}>
          <Translate id="hidboard.diagram.caption" values={{hidClick: <code>hid_click</code>}}>
            {
              'The board needs only power. All commands travel over Bluetooth: your script calls {hidClick} on the phone, Tapcraft sends the move and the click to the board, and the board sends them back to the phone as mouse input.'
            }
          </Translate>
        </p>
      </div>
    </section>
  );
}

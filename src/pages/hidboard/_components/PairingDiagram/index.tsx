import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

import FlowDiagram from '@site/src/components/FlowDiagram';
import sections from '@site/src/css/sections.module.css';

import styles from './styles.module.css';

export default function PairingDiagram(): ReactNode {
  return (
    <section className={sections.section} aria-labelledby="diagram-heading">
      <div className="container">
        <Heading as="h2" id="diagram-heading" className={clsx(sections.heading, styles.heading)}>
          How the parts connect
        </Heading>
        <FlowDiagram diagram="hidPairing" />
        <p className={styles.caption}>
          The board needs only power. All commands travel over Bluetooth: your script calls{' '}
          <code>hid_click</code> on the phone, Tapcraft sends the move and the click to the board,
          and the board sends them back to the phone as mouse input.
        </p>
      </div>
    </section>
  );
}

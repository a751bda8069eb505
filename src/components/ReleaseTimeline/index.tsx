import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import FactTable from '@site/src/components/FactTable';
import {milestones, timelineRow} from './milestones';

/** The chosen releases as a table of year, version and highlights, from `src/data/releases.ts`. */
export default function ReleaseTimeline({versions}: {versions: string[]}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const header = [
    translate({id: 'tapcraft.releaseTimeline.year', message: 'year'}),
    translate({id: 'tapcraft.releaseTimeline.release', message: 'release'}),
    translate({id: 'tapcraft.releaseTimeline.added', message: 'what it added'}),
  ];
  const rows = milestones(versions, i18n.currentLocale).map((release) =>
    timelineRow(release, i18n.currentLocale),
  );
  return <FactTable header={header} rows={rows} />;
}

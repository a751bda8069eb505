import type {ReactNode} from 'react';

import FactTable from '@site/src/components/FactTable';
import {milestones, timelineHeader, timelineRow} from './milestones';

/** The chosen releases as a table of year, version and highlights, from `src/data/releases.ts`. */
export default function ReleaseTimeline({versions}: {versions: string[]}): ReactNode {
  return <FactTable header={timelineHeader} rows={milestones(versions).map(timelineRow)} />;
}

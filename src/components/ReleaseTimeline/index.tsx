import type {ReactNode} from 'react';

import {milestones, timelineHeader, timelineRow} from './milestones';

/** The chosen releases as a table of year, version and highlights, from `src/data/releases.ts`. */
export default function ReleaseTimeline({versions}: {versions: string[]}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          {timelineHeader.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {milestones(versions).map((release) => (
          <tr key={release.version}>
            {timelineRow(release).map((cell, index) => (
              <td key={timelineHeader[index]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

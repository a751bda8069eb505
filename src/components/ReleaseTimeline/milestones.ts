import {releases, type Release} from '../../data/releases';

/** The releases with these versions, oldest first as the release list has them; an unknown version stops the build. */
export function milestones(versions: string[]): Release[] {
  const unknown = versions.filter((version) => !releases.some((r) => r.version === version));
  if (unknown.length > 0) {
    throw new Error(
      `No release ${unknown.join(', ')} in src/data/releases.ts; the versions are ${releases.map((r) => r.version).join(', ')}`,
    );
  }
  return releases.filter((release) => versions.includes(release.version));
}

export const timelineHeader = ['year', 'release', 'what it added'];

/** A release's row: its year, its version, its highlights as one paragraph. */
export const timelineRow = (release: Release): [string, string, string] => [
  release.date.slice(0, 4),
  release.version,
  release.highlights.join(' '),
];

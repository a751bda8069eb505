import {inLocale, punctuationOf} from '../../data/localize';
import {releases, type Release} from '../../data/releases';
import {releases as chineseReleases} from '../../data/zh-Hans/releases';

/**
 * The releases with these versions in the page's language, oldest first as
 * the release list has them; an unknown version stops the build.
 */
export function milestones(versions: string[], locale = 'en'): Release[] {
  const unknown = versions.filter((version) => !releases.some((r) => r.version === version));
  if (unknown.length > 0) {
    throw new Error(
      `No release ${unknown.join(', ')} in src/data/releases.ts; the versions are ${releases.map((r) => r.version).join(', ')}`,
    );
  }
  return inLocale(locale, releases, {'zh-Hans': chineseReleases}).filter((release) =>
    versions.includes(release.version),
  );
}

/** A release's row: its year, its version, its highlights as one paragraph of the page's language. */
export const timelineRow = (release: Release, locale = 'en'): [string, string, string] => [
  release.date.slice(0, 4),
  release.version,
  release.highlights.join(punctuationOf(locale).space),
];

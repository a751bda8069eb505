import type {EntryMark} from '@tapcraft/core/api/views';
import {apiPlatformLabels, apiPlatforms} from '../../data/platforms-api';

/** Platforms that have the entry, in badge order. */
export const platformsOf = (entry: EntryMark) =>
  apiPlatforms.filter((platform) => entry.since[platform] !== undefined);

/** "Android 1.0 · iOS 2.0": the release that added the name, on each platform that has it. */
export function sinceText(entry: EntryMark, separator = ' · '): string {
  return platformsOf(entry)
    .map((platform) => `${apiPlatformLabels[platform]} ${entry.since[platform]}`)
    .join(separator);
}

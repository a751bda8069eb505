import type {ChangelogRelease} from '@tapcraft/core/api/views';
import {apiPlatformLabels} from '../../data/platforms-api';

/** A release's additions, grouped in the order the changelog lists them. */
export const additionGroups: Array<{key: keyof ChangelogRelease['added']; label: string}> = [
  {key: 'common', label: 'All platforms'},
  {key: 'android', label: apiPlatformLabels.android},
  {key: 'ios', label: apiPlatformLabels.ios},
  {key: 'windows', label: apiPlatformLabels.windows},
];

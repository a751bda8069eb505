import type {ChangelogRelease} from '@tapcraft/core/api/views';
import {apiPlatformLabels, type ApiPlatform} from '../../data/platforms-api';

export type AdditionGroup = keyof ChangelogRelease['added'];

/** A release's additions, grouped in the order the changelog lists them. */
export const additionGroups: AdditionGroup[] = ['common', 'android', 'ios', 'windows'];

/** A group's name: the platform's, or `allPlatforms` (in the page's language) for the shared package. */
export const groupLabel = (key: AdditionGroup, allPlatforms: string): string =>
  key === 'common' ? allPlatforms : apiPlatformLabels[key as ApiPlatform];

/** Platforms an API can exist on, in the order badges show them. */
export const apiPlatforms = ['android', 'ios', 'windows'] as const;

export type ApiPlatform = (typeof apiPlatforms)[number];

export const apiPlatformLabels: Record<ApiPlatform, string> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
};

/** Platforms an API can exist on, in the order badges show them. */
export const apiPlatforms = ['android', 'ios', 'windows'] as const;

export type ApiPlatform = (typeof apiPlatforms)[number];

export const apiPlatformLabels: Record<ApiPlatform, string> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
};

/** What the member tables call each kind of API entry (`kind` in the API model). */
export const apiKindLabels: Record<string, string> = {
  function: 'function',
  class: 'class',
  exception: 'exception',
  method: 'method',
  property: 'property',
  attribute: 'attribute',
  type: 'type',
  constant: 'constant',
};

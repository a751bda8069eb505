import * as tslib from 'tslib';

const TSLIB_HELPERS = new Set(Object.keys(tslib).filter((name) => name.startsWith('__')));

/**
 * tslib helpers a built script calls that are not in `provided`. Consumers
 * compiled to CommonJS call them as properties of the module (`r.__assign(`),
 * and minifiers keep property names, so the names show in the output.
 */
export function missingHelpers(script: string, provided: ReadonlySet<string>): string[] {
  const called = new Set<string>();
  for (const [, name] of script.matchAll(/\.(__[A-Za-z]+)\b/g)) {
    if (TSLIB_HELPERS.has(name!) && !provided.has(name!)) called.add(name!);
  }
  return [...called].sort();
}

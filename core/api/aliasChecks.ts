import type {ToolAlias} from '@tapcraft/data/api-aliases';
import type {ApiPlatform} from './page';

/**
 * What an alias's `differs` may name on the entry it is attached to: the
 * tool's users read it as what Tapcraft does on that entry's platform, so a
 * Tapcraft call it names must exist there, a value it passes to one must be
 * a value that call's parameters list there, and a Tapcraft exception it
 * names must be one the entry raises there.
 */

/** What the check reads of an entry of the model. */
export type AliasTarget = {
  id: string;
  name: string;
  platform: ApiPlatform | 'common';
  kind: string;
  raises: string;
  parameters: Array<{name: string; description: string}>;
};

/**
 * A name as prose writes code: with `_` or `.`, a capital, or a call
 * (`find_app`, `View.clear_text`, `PermissionDeniedError`, `launch(`), with
 * the string a call passes first (`press_key("back")`). Plain words such as
 * "gestures" or "pause" are English, whatever the API calls its entries.
 */
const NAME = /(?<![\w.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(\((?:"([^"]*)"[,)])?)?/g;
const CODE_LIKE = /[_.]|^[A-Z]/;

/**
 * The entries by each name a reader may write for them: `View.click` also
 * as `click`, the method without its class.
 */
export function entriesByName(entries: AliasTarget[]): Map<string, AliasTarget[]> {
  const byName = new Map<string, AliasTarget[]>();
  for (const entry of entries) {
    for (const name of new Set([entry.name, entry.name.split('.').pop()!])) {
      byName.set(name, [...(byName.get(name) ?? []), entry]);
    }
  }
  return byName;
}

const onPlatform = (entry: AliasTarget, platform: ApiPlatform | 'common') =>
  entry.platform === platform || entry.platform === 'common';

/** What is wrong with one tool alias on one entry, one sentence per problem. */
export function aliasMismatches(
  alias: ToolAlias,
  target: AliasTarget,
  byName: ReadonlyMap<string, AliasTarget[]>,
): string[] {
  const problems: string[] = [];
  const platform = target.platform;
  const parameters = new Set(target.parameters.map((parameter) => parameter.name));
  for (const [, name, call, value] of (alias.differs ?? '').matchAll(NAME)) {
    const named = byName.get(name!);
    // Another tool's name, an English word, or one of the entry's own parameters.
    if (!named || !(call || CODE_LIKE.test(name!)) || parameters.has(name!)) continue;
    const here = named.filter((entry) => onPlatform(entry, platform));
    if (here.length === 0) {
      problems.push(`${name} does not exist on ${platform}`);
      continue;
    }
    if (here.some((entry) => entry.kind === 'exception')) {
      if (!target.raises.includes(`\`${name}\``)) {
        problems.push(`${name} is not among what ${target.id} raises`);
      }
      continue;
    }
    const callable = here.filter((entry) => entry.kind === 'function' || entry.kind === 'method');
    if (
      value !== undefined &&
      callable.length > 0 &&
      !callable.some((e) => acceptsValue(e, value))
    ) {
      problems.push(`${name}("${value}"): no parameter of ${name} on ${platform} lists "${value}"`);
    }
  }
  return problems;
}

/** Whether one of the call's parameters lists the value: what its page documents for it. */
function acceptsValue(entry: AliasTarget, value: string): boolean {
  return entry.parameters.some((parameter) => parameter.description.includes(`\`"${value}"\``));
}

import {quotedLine, type ApiModel, type ModelEntry} from '@tapcraft/core/api/model';
import {importName} from '@tapcraft/core/api/views';
import type {Problem} from '@tapcraft/core/api/stubs';
import type {VipFeature} from '@tapcraft/data/facts';

/**
 * Which calls need VIP. An entry's **Raises:** marks it with these words, and
 * `facts.vipOnly` in src/data/facts.ts lists the same calls by feature, for
 * the pages and for the check of Free-plan tutorials. The build refuses the
 * two when they disagree.
 */
export const NO_VIP = /\bif the account has no VIP plan\b/;

/** Entry id → the feature of `facts.vipOnly` that names it, on every platform that has it. */
export function vipOnlyFeatures(model: ApiModel, features: VipFeature[]): Map<string, string> {
  const featureOf = new Map(
    features.flatMap((feature) => feature.api.map((name) => [name, feature.name] as const)),
  );
  const found = new Map<string, string>();
  for (const entry of model.entries) {
    const feature = featureOf.get(importName(entry));
    if (feature !== undefined) found.set(entry.id, feature);
  }
  return found;
}

/**
 * Refuses a VIP-only call that the list lacks, a listed name that no entry
 * has or whose entry works without VIP, and a **Raises:** that speaks of VIP
 * in other words than `NO_VIP`, which the model would not read as the mark.
 */
export function vipOnlyProblems(
  model: ApiModel,
  features: VipFeature[],
  file: string,
  source?: string,
): Problem[] {
  const problems: Problem[] = [];
  const listed = new Set(features.flatMap((feature) => feature.api));
  const atEntry = (entry: ModelEntry, message: string) => problems.push({...entry.source, message});
  for (const entry of model.entries) {
    const marked = NO_VIP.test(entry.raises);
    if (!marked && /\bVIP\b/.test(entry.raises)) {
      atEntry(
        entry,
        `${entry.name}: **Raises:** speaks of VIP; write "if the account has no VIP plan", the words that mark a call as VIP-only`,
      );
    } else if (marked && !listed.has(importName(entry))) {
      atEntry(
        entry,
        `${entry.name}: fails without VIP, but facts.vipOnly in ${file} lacks '${importName(entry)}'`,
      );
    }
  }
  for (const name of listed) {
    const entries = model.entries.filter((entry) => importName(entry) === name);
    const line = quotedLine(source, name);
    if (entries.length === 0) {
      problems.push({
        file,
        line,
        message: `facts.vipOnly: ${name} is not an entry of the API model`,
      });
    }
    for (const entry of entries.filter((e) => !NO_VIP.test(e.raises))) {
      problems.push({
        file,
        line,
        message: `facts.vipOnly: ${entry.id} works without VIP by its **Raises:**; say "if the account has no VIP plan" there or take ${name} off the list`,
      });
    }
  }
  return problems;
}

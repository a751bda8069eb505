import {isPlaceholder} from '../data/site';

/** An address on the reserved `.example` domain: a stand-in until the operator sets the real one. */
function isExampleAddress(value: string): boolean {
  return /^(https?:\/\/)?[^\s/]*\.example(\/|$)|@[\w.-]+\.example$/.test(value.trim());
}

/**
 * Key paths of the settings (`company.name`, `qqGroups[0].number`) whose
 * value is still a placeholder: [bracketed] text or an address on the
 * reserved `.example` domain. Sorted, so the list reads the same however the
 * settings module was loaded.
 */
export function placeholderSettings(settings: Record<string, unknown>): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (isPlaceholder(value) || isExampleAddress(value)) found.push(key);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${key}[${index}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, key ? `${key}.${name}` : name);
    }
  };
  visit(settings, '');
  return found.sort();
}

/**
 * Throws, naming every setting still to fill in, when a release build
 * (`TAPCRAFT_RELEASE=1`) would ship placeholders. Other builds pass: pages
 * leave placeholder items out.
 */
export function checkReleaseSettings(
  env: Record<string, string | undefined>,
  settings: Record<string, unknown>,
): void {
  if (env.TAPCRAFT_RELEASE !== '1') return;
  const keys = placeholderSettings(settings);
  if (keys.length > 0) {
    throw new Error(
      `Release build stopped: ${keys.length} operator settings in src/data/site.ts are still placeholders. Set real values for: ${keys.join(', ')}.`,
    );
  }
}

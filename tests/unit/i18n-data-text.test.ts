import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {diagrams} from '@tapcraft/data/diagrams';
import {facts} from '@tapcraft/data/facts';
import {translatedLocales} from '@tapcraft/data/locales';
import {ledHeader, ledRows} from '../../src/components/HidLedTable/rows';

/**
 * The data texts pages show through `dataText` (src/i18n/dataText.ts), which
 * every locale's code.json must hold under their English: `npm run
 * write-translations` cannot find them.
 */
function dataTexts(): string[] {
  const flows = Object.values(diagrams).flatMap((flow) => [
    flow.label,
    ...flow.steps.flatMap((step) => [...(step.code ? [] : [step.title]), ...step.details]),
    ...flow.links.flatMap((link) => [link.label, ...(link.details ?? [])]),
  ]);
  return [...new Set([...flows, ...ledHeader, ...ledRows.flat(), facts.hid.wireless])].filter(
    (text) => text !== '',
  );
}

describe.each(translatedLocales)('the %s code.json', (locale) => {
  const file = path.join('i18n', locale, 'code.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;

  it('translates every data text that pages look up by its English', () => {
    const missing = dataTexts().filter((text) => !messages[text]?.message.trim());
    expect(missing, `add these keys to ${file} with their translation`).toEqual([]);
  });
});

import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {qqGroupColumn} from '../../src/config/footer';
import {checkReleaseSettings, placeholderSettings} from '../../src/config/release';
import * as settings from '@tapcraft/data/site';
import {isPlaceholder, operatorName, shownValue} from '@tapcraft/data/site';
import * as filledIn from '../fixtures/settings/site';

describe('placeholder settings', () => {
  it('tells a [bracketed] placeholder from a real value', () => {
    expect(isPlaceholder('[Company name]')).toBe(true);
    expect(isPlaceholder(' [QQ group: HID] ')).toBe(true);
    expect(isPlaceholder('Tapcraft Software Ltd.')).toBe(false);
    expect(isPlaceholder('list[0]')).toBe(false);
    expect(shownValue('[ICP filing number]')).toBeUndefined();
    expect(shownValue('ICP 00000000-1')).toBe('ICP 00000000-1');
  });

  it('names the key of every placeholder, bracketed or on the .example domain', () => {
    expect(
      placeholderSettings({
        company: {name: '[Company name]', copyrightYear: 2025},
        contacts: {serviceEmail: 'service@tapcraft.example', servicePhone: '+86 1'},
        externalUrls: {
          forum: 'https://forum.tapcraft.example/threads',
          python: 'https://python.org',
        },
        qqGroups: [{number: '123'}, {number: '[QQ group: HID]'}],
      }),
    ).toEqual([
      'company.name',
      'contacts.serviceEmail',
      'externalUrls.forum',
      'qqGroups[1].number',
    ]);
  });

  it('finds none in settings that are filled in', () => {
    expect(placeholderSettings(filledIn)).toEqual([]);
  });

  it('finds the ones the settings module still has', () => {
    const keys = placeholderSettings(settings);
    expect(keys).toContain('company.name');
    expect(keys).toContain('company.icpNumber');
    expect(keys).toContain('qqGroups[0].number');
  });
});

describe('release build check', () => {
  it('stops a release build and names every setting to fill in', () => {
    const release = {TAPCRAFT_RELEASE: '1'};
    expect(() => checkReleaseSettings(release, {company: {name: '[Company name]'}})).toThrow(
      /Release build stopped: 1 operator settings .* Set real values for: company\.name\./,
    );
    expect(() => checkReleaseSettings(release, filledIn)).not.toThrow();
  });

  it('fails `TAPCRAFT_RELEASE=1 npm run build` while the settings module has placeholders', () => {
    // The check runs as the config loads, so the build stops within seconds.
    // Once every setting is filled in, this build would succeed: update the
    // test together with the settings (as site.test.ts asks too).
    const outDir = mkdtempSync(path.join(tmpdir(), 'tapcraft-release-'));
    try {
      const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
        env: {...process.env, TAPCRAFT_RELEASE: '1'},
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(build.status).not.toBe(0);
      expect(build.stdout + build.stderr).toContain(
        `Set real values for: ${placeholderSettings(settings).join(', ')}.`,
      );
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  }, 60_000);

  it('stops a release whose agreements would name no company as the other party', () => {
    // Until company.name is set, the User Agreement is "between you and Tapcraft": the product, no operator.
    const unnamed = {...filledIn, company: {...filledIn.company, name: '[Company name]'}};
    expect(() => checkReleaseSettings({TAPCRAFT_RELEASE: '1'}, unnamed)).toThrow(
      /Release build stopped: 1 operator settings .* Set real values for: company\.name\.$/,
    );
  });

  it('lets other builds through: pages leave placeholders out instead', () => {
    expect(() => checkReleaseSettings({}, settings)).not.toThrow();
    expect(() => checkReleaseSettings({TAPCRAFT_RELEASE: '0'}, settings)).not.toThrow();
  });
});

describe('what visitors see of placeholder settings', () => {
  it('lists the QQ groups whose numbers are set, with their numbers', () => {
    expect(qqGroupColumn(filledIn.qqGroups)).toEqual([
      {
        title: 'Community QQ groups',
        items: [
          {label: 'Android developers: 100000001', href: 'https://qq.tapcraft.test/android'},
          {label: 'HID board questions: 100000002', href: 'https://qq.tapcraft.test/hid'},
        ],
      },
    ]);
  });

  it('leaves out groups with a placeholder number, and the column when none is left', () => {
    const [android, hid] = filledIn.qqGroups;
    expect(qqGroupColumn([android!, {...hid!, number: '[QQ group: HID]'}])[0]!.items).toHaveLength(
      1,
    );
    expect(qqGroupColumn(settings.qqGroups.map((g) => ({...g, number: `[${g.label}]`})))).toEqual(
      [],
    );
  });

  it('names the product in the agreements until the company name is set', () => {
    expect(operatorName).toBe(shownValue(settings.company.name) ?? settings.product.name);
    expect(isPlaceholder(operatorName)).toBe(false);
  });
});

import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {loadApiReference} from '../../plugins/api-reference';
import {pageExamples} from '@tapcraft/core/api/page';
import type {Problem} from '@tapcraft/core/api/stubs';
import {loadPages, parsePage} from '@tapcraft/core/pages/parse';
import {
  falseBranchProblems,
  freePlanPages,
  freePlanProblems,
  handlerProblems,
  readExampleUses,
  returnValueProblems,
} from '../../plugins/api-reference/exampleChecks';
import {vipOnlyFeatures, vipOnlyProblems} from '../../plugins/api-reference/plans';
import {facts, type VipFeature} from '@tapcraft/data/facts';

const SITE_DIRS = ['docs', 'blog', 'src/pages'];
const FIXTURES = 'tests/fixtures/api-examples';
const FIXTURE = `${FIXTURES}/promises.mdx`;

const root = process.cwd();
const {content} = await loadApiReference(root);
const {model, pages} = content;
const sitePages = await loadPages(root, SITE_DIRS);
const fixturePages = await loadPages(root, [FIXTURES]);
const vipOnly = vipOnlyFeatures(model, facts.vipOnly);
const site = readExampleUses(pageExamples(sitePages), model, pages);
const fixture = readExampleUses(pageExamples(fixturePages), model, pages);

const format = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
const lines = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}`);

describe('facts.vipOnly: the calls that need VIP', () => {
  it('names every call whose **Raises:** says so, and no other', () => {
    expect(format(vipOnlyProblems(model, facts.vipOnly, 'src/data/facts.ts'))).toEqual([]);
    for (const id of [
      'tapcraft.android.screen.ocr',
      'tapcraft.ios.screen.ocr',
      'tapcraft.ios.screen.find_text',
      'tapcraft.android.screen.ocrx.OcrxModel.read_number',
      'tapcraft.android.screen.yolo.load_model',
    ]) {
      expect(vipOnly.has(id), id).toBe(true);
    }
    expect(vipOnly.get('tapcraft.android.screen.ocr')).toBe('OCR');
    expect(vipOnly.has('tapcraft.android.screen.capture')).toBe(false);
  });

  it('refuses a list that lacks a VIP-only call or names a missing or a free one', () => {
    const features: VipFeature[] = facts.vipOnly.map((feature) => ({
      ...feature,
      api: feature.api.filter((name) => name !== 'screen.find_text'),
    }));
    features.push({name: 'Nothing', api: ['screen.capture', 'screen.read_minds']});
    const source = features.flatMap((f) => f.api.map((name) => `  '${name}',`)).join('\n');
    const problems = format(vipOnlyProblems(model, features, 'facts.ts', source)).join('\n');
    expect(problems).toMatch(
      /docs\/android\/api\/screen\/index\.mdx:\d+: find_text: fails without VIP, but facts\.vipOnly in facts\.ts lacks 'screen\.find_text'/,
    );
    expect(problems).toMatch(/docs\/ios\/api\/screen\/index\.mdx:\d+: find_text: fails without/);
    expect(problems).toContain(
      `facts.ts:${features.flatMap((f) => f.api).indexOf('screen.read_minds') + 1}: facts.vipOnly: screen.read_minds is not an entry of the API model`,
    );
    expect(problems).toContain(
      'facts.vipOnly: tapcraft.android.screen.capture works without VIP by its **Raises:**',
    );
  });

  it('refuses a **Raises:** that speaks of VIP in other words', () => {
    const entries = model.entries.map((entry) =>
      entry.id === 'tapcraft.android.screen.ocr'
        ? {...entry, raises: '`TapcraftError` without VIP.'}
        : entry,
    );
    expect(format(vipOnlyProblems({...model, entries}, facts.vipOnly, 'facts.ts'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /screen\/index\.mdx:\d+: ocr: \*\*Raises:\*\* speaks of VIP; write "if the account has no VIP plan"/,
        ),
        expect.stringMatching(/facts\.vipOnly: tapcraft\.android\.screen\.ocr works without VIP/),
      ]),
    );
  });
});

describe('pages that promise the Free plan', () => {
  const marked = freePlanPages(sitePages);

  it('say so with plan: free, the cloud control tutorial among them', () => {
    expect(format(marked.problems)).toEqual([]);
    expect([...marked.files]).toContain(path.join('docs', 'service', 'cloud', 'make.mdx'));
  });

  it('call nothing that needs VIP', () => {
    expect(format(freePlanProblems(site.uses, marked.files, vipOnly))).toEqual([]);
  });

  it('fail when an example calls a VIP-only name, through any import', () => {
    const free = freePlanPages(fixturePages).files;
    const problems = freePlanProblems(fixture.uses, free, vipOnly);
    expect(lines(problems)).toEqual([
      `${FIXTURE}:14`,
      `${FIXTURE}:15`,
      `${FIXTURE}:16`,
      `${FIXTURE}:17`,
    ]);
    expect(problems[0]!.message).toBe(
      'ocr needs VIP (OCR in facts.vipOnly), but the page promises the Free plan (plan: free)',
    );
    expect(problems[3]!.message).toMatch(/^OcrxModel\.read_number needs VIP/);
  });

  it('can only promise the Free plan', async () => {
    const source = '---\ntitle: T\nplan: vip\n---\n';
    expect(format(freePlanPages([await parsePage('x.mdx', source)]).problems)).toEqual([
      'x.mdx:3: plan: vip: a page can only promise the Free plan (plan: free)',
    ]);
  });
});

describe('examples test a result for what **Returns:** says it can be', () => {
  it('on every page', () => {
    expect(format(returnValueProblems(site.uses))).toEqual([]);
  });

  it('not None-only results, None from a bool, or False from a Point', () => {
    expect(format(returnValueProblems(fixture.uses))).toEqual([
      `${FIXTURE}:27: kv_set returns None whatever happens, so testing its result decides nothing; it raises when it fails`,
      `${FIXTURE}:29: click never returns None: it returns bool`,
      `${FIXTURE}:31: find_color returns Point | None, never True or False`,
    ]);
  });
});

describe('the branch an example takes on False', () => {
  it('gives a cause of False on every page', () => {
    expect(format(falseBranchProblems(site.uses))).toEqual([]);
  });

  it('fails when it blames False on what the call raises for', () => {
    const problems = falseBranchProblems(fixture.uses);
    expect(lines(problems)).toEqual([`${FIXTURE}:41`]);
    expect(problems[0]!.message).toBe(
      'hid_click: on False the example says "No HID board connected: check Settings > Input mode", but "connected" and "mode" name what hid_click raises for (**Raises:**); it returns `False` when the board stopped answering during the click, for example because the phone moved out of range',
    );
  });
});

describe('except clauses catch what the calls of their try raise', () => {
  it('on every page', () => {
    expect(format(handlerProblems(site.tries, model))).toEqual([]);
  });

  it('fail on a handler no call documents, and leave alone what they cannot judge', () => {
    expect(format(handlerProblems(fixture.tries, model))).toEqual([
      `${FIXTURE}:60: except PermissionDeniedError: no call of the try raises it by its **Raises:** (screen_size)`,
      `${FIXTURE}:70: except PermissionDeniedError: the try calls no Tapcraft function that raises it`,
    ]);
  });
});

import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {loadApiPages} from '@tapcraft/core/api/page';
import {buildStubs, type Problem} from '@tapcraft/core/api/stubs';
import {loadApiReference} from '../../plugins/api-reference';
import {buildApiModel} from '@tapcraft/core/api/model';
import {proseImportProblems} from '../../plugins/api-reference/prose';
import {parsePage} from '@tapcraft/core/pages/parse';
import {availability, changelog, exceptionClasses, firstSentence} from '@tapcraft/core/api/views';
import type {ApiAlias} from '@tapcraft/data/api-aliases';
import {featureRelease, releases, type Release} from '@tapcraft/data/releases';
import {product} from '@tapcraft/data/site';

const site = await loadApiReference(process.cwd());
const fixturePages = await loadApiPages(process.cwd(), ['tests/fixtures/api-model']);

const format = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('the API model of the site', () => {
  const {content, problems} = site;
  const {model} = content;
  const entry = (id: string) => model.entries.find((e) => e.id === id)!;

  it('has no contradiction', () => {
    expect(format(problems)).toEqual([]);
  });

  it('finds counterparts by import path, through re-exports and the counterpart map', () => {
    expect(entry('tapcraft.android.node.selector.Selector').counterparts).toEqual({
      ios: 'tapcraft.ios.node.Selector',
    });
    expect(entry('tapcraft.ios.node.Selector').platforms).toEqual(['android', 'ios']);
    expect(entry('tapcraft.android.app.application.launch').counterparts.ios).toBe(
      'tapcraft.ios.application.launch',
    );
    expect(entry('tapcraft.android.ui.window.ScriptWindow.send').counterparts.ios).toBe(
      'tapcraft.ios.ui.webwindow.WebWindow.send',
    );
    expect(entry('tapcraft.windows.window.find_window').platforms).toEqual(['windows']);
  });

  it('gives the release that added a call on each platform', () => {
    expect(entry('tapcraft.android.action.click').since).toEqual({
      android: '1.0',
      ios: '2.0',
      windows: '3.0',
    });
    expect(entry('tapcraft.Rect').since).toEqual({android: '1.0', ios: '2.0', windows: '3.0'});
    expect(entry('tapcraft.android.screen.find_image').since.android).toBe('1.5');
  });

  it('reads kinds, parameters and attributes from the signature blocks', () => {
    const click = entry('tapcraft.android.action.click');
    expect(click.kind).toBe('function');
    expect(click.signature).toBe('click(x: int, y: int, duration_ms: int = 50) -> bool');
    expect(click.parameters[2]).toMatchObject({name: 'duration_ms', type: 'int', default: '50'});
    expect(click.returns.type).toBe('bool');
    expect(click.returns.description).toMatch(/^`True` when the tap/);
    expect(entry('tapcraft.android.node.view.View.text')).toMatchObject({
      kind: 'attribute',
      url: '/docs/android/api/node/view#View',
    });
    expect(entry('tapcraft.TapcraftTimeoutError').kind).toBe('exception');
    expect(entry('tapcraft.Rect.width').kind).toBe('property');
  });

  it('has the properties a class declares, described by its attribute table', () => {
    expect(entry('tapcraft.android.tunner.http.HttpResponse.text')).toMatchObject({
      kind: 'property',
      signature: 'HttpResponse.text: str',
      url: '/docs/android/api/tunner/http#httpresponse',
      counterparts: {ios: 'tapcraft.ios.tunner.http.HttpResponse.text'},
    });
    expect(entry('tapcraft.android.screen.gptask.GpTask.last_frame').signature).toBe(
      'GpTask.last_frame: GpFrame | None',
    );
    const properties = model.entries.filter((e) => e.classMember && e.kind === 'property');
    expect(properties.length).toBeGreaterThanOrEqual(19);
    for (const property of properties) expect(property.summary, property.id).not.toBe('');
  });

  it('leaves out only the receiver: a parameter named cls is a parameter', () => {
    const selector = entry('tapcraft.android.node.selector.Selector');
    expect(selector.parameters.slice(0, 4).map((p) => p.name)).toEqual([
      'text',
      'id',
      'desc',
      'cls',
    ]);
    expect(selector.signature).toMatch(/^Selector\(text: str \| None = None, .*, cls: str \| None/);
    expect(entry('tapcraft.android.node.view.View.click').signature).toBe('View.click() -> bool');
  });

  it('documents a function once per platform: the same signature in two modules is one function written twice', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const e of model.entries.filter((candidate) => candidate.kind === 'function')) {
      const key = `${e.platform}: ${e.signature}`;
      if (seen.has(key)) twice.push(`${seen.get(key)} and ${e.id}`);
      seen.set(key, e.id);
    }
    expect(twice).toEqual([]);
  });

  it('has an exception since the first release of the calls that raise it there', () => {
    const stopped = entry('tapcraft.android.control.ScriptStopped');
    for (const id of ['tapcraft.android.control.stop_script', 'tapcraft.android.system.sleep_ms']) {
      expect(entry(id).raises, id).toContain('`ScriptStopped`');
      expect(stopped.since.android, id).toBe(entry(id).since.android);
    }
  });

  it('records when iOS got the HID mode: after iOS and the HID board began', () => {
    const rank = (version: string) => releases.findIndex((release) => release.version === version);
    const iosHid = rank(featureRelease('HID (Air Click) mode', 'ios'));
    expect(iosHid).toBeGreaterThan(rank(featureRelease('the HID board', 'android')));
    expect(iosHid).toBeGreaterThan(releases.findIndex((release) => release.firstOn === 'ios'));
    expect(() => featureRelease('HID (Air Click) mode', 'windows')).toThrow(
      'src/data/releases.ts has no feature "HID (Air Click) mode" on windows.',
    );
  });

  it('ends its release history with the current release', () => {
    expect(releases.at(-1)!.version).toBe(product.version);
    const versions = releases.map((release) => release.version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('lines up the same call on every platform in the availability table', () => {
    const group = availability(model).find((g) => g.module === 'app.application · application')!;
    const launch = group.rows.find((row) => row.name === 'launch')!;
    expect(launch.cells.android?.url).toBe('/docs/android/api/app/application#launch');
    expect(launch.cells.ios?.url).toBe('/docs/ios/api/application#launch');
    expect(launch.cells.windows).toBeNull();
  });

  it('lists each exception class once, with its bases and every platform that has it', () => {
    const classes = exceptionClasses(model);
    const timeout = classes.find((c) => c.name === 'TapcraftTimeoutError')!;
    expect(timeout.bases).toEqual(['TapcraftError', 'TimeoutError']);
    expect(Object.keys(timeout.links)).toEqual(['android', 'ios', 'windows']);
    const http = classes.filter((c) => c.name === 'HttpError');
    expect(http).toHaveLength(1);
    expect(http[0]!.links).toEqual({
      android: '/docs/android/api/tunner/http#httperror',
      ios: '/docs/ios/api/tunner/http#httperror',
    });
  });

  it('lists what each release added in the changelog', () => {
    const release15 = changelog(model, releases).find((r) => r.version === '1.5')!;
    const names = release15.added.android!.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['find_image', 'ocr', 'OcrResult']));
  });
});

describe('the API model refuses a contradiction, at its file and line', () => {
  const pages = fixturePages;
  const testReleases: Release[] = [
    {version: '1.0', date: '2020-01-01', highlights: ['First.'], firstOn: 'android'},
    {
      version: '1.5',
      date: '2021-01-01',
      highlights: ['Pictures.'],
      features: [
        {name: 'picture search', platforms: ['android'], entries: ['fixture.find_picture']},
      ],
    },
    {version: '2.0', date: '2022-01-01', highlights: ['iOS.'], firstOn: 'ios'},
  ];
  const {model, problems} = buildApiModel(pages, buildStubs(pages), {
    releases: testReleases,
    moduleCounterparts: [
      {android: 'fixture', ios: 'fixture', classes: [{android: 'Panel', ios: 'Sheet'}]},
    ],
    counterpartsFile: 'src/data/api-counterparts.ts',
  });
  const report = format(problems);
  const android = 'tests/fixtures/api-model/android.mdx';
  const ios = 'tests/fixtures/api-model/ios.mdx';

  it('a counterpart missing on one side', () => {
    expect(report).toContain(
      `${android}:47: Panel: src/data/api-counterparts.ts maps it to tapcraft.ios.fixture.Sheet, which no page documents`,
    );
  });

  it('platforms written by hand', () => {
    expect(report.some((line) => line.startsWith(`${android}:49: Panel: platforms=`))).toBe(true);
  });

  it('counterparts whose signatures differ without a note on both pages', () => {
    expect(
      report.some((line) =>
        line.startsWith(
          `${android}:9: tap: tap(x: int, y: int) -> bool differs from tapcraft.ios.fixture.tap`,
        ),
      ),
    ).toBe(true);
    expect(
      report.some((line) => line.startsWith(`${ios}:9: tap: tap(x: int) -> bool differs`)),
    ).toBe(true);
  });

  it('a differs note where the signatures are equal', () => {
    expect(report).toContain(
      `${android}:19: hold: differs="..." but its signature equals tapcraft.ios.fixture.hold`,
    );
  });

  it('a since that names no release, predates its platform or its feature', () => {
    expect(report).toContain(
      `${android}:29: ping: since="1.7" names no release in src/data/releases.ts`,
    );
    expect(report).toContain(`${ios}:29: early: since="1.0" predates ios, which starts with 2.0`);
    expect(report).toContain(
      `${android}:39: find_picture: since="1.0", but picture search came in 1.5`,
    );
  });

  it('a **Message:** part on an entry that is not an exception class', () => {
    expect(report).toContain(
      `${android}:80: shout: **Message:** states what an exception's message says, but shout is a function`,
    );
  });

  it('carries the message an exception entry states, and its first sentence as when it is raised', () => {
    expect(model.entries.find((e) => e.name === 'FixtureError')!.message).toBe(
      'names the fixture, for example `wave broke`.',
    );
    expect(exceptionClasses(model)).toEqual([
      {
        name: 'FixtureError',
        bases: ['Exception'],
        module: 'fixture',
        summary: 'Raised when a fixture breaks.',
        message: 'names the fixture, for example `wave broke`.',
        links: {android: '/tests/fixtures/api-model/android#FixtureError'},
      },
    ]);
  });

  it('and nothing else: equal counterparts pass', () => {
    expect(report.filter((line) => line.includes('wave'))).toEqual([]);
    expect(model.entries.find((e) => e.id === 'tapcraft.android.fixture.wave')!.since).toEqual({
      android: '1.0',
      ios: '2.0',
    });
  });

  it('prose that names an API path the model does not have', async () => {
    const file = 'tests/fixtures/api-model/prose.mdx';
    const page = await parsePage(file, readFileSync(file, 'utf8'));
    const prose = format(proseImportProblems([page], model, new Map()));
    expect(prose).toEqual([
      `${file}:8: tapcraft.ios.fixture.find_picture is not in the API reference`,
      `${file}:8: from tapcraft.android.fixture import nope: tapcraft.android.fixture.nope is not in the API reference`,
    ]);
  });
});

describe('aliases from other tools and Chinese', () => {
  const pages = fixturePages;
  const build = (aliases: ApiAlias[]) =>
    buildApiModel(pages, buildStubs(pages), {
      releases: [
        {version: '1.0', date: '2020-01-01', highlights: ['First.'], firstOn: 'android'},
        {version: '2.0', date: '2022-01-01', highlights: ['iOS.'], firstOn: 'ios'},
      ],
      moduleCounterparts: [],
      counterpartsFile: 'src/data/api-counterparts.ts',
      aliases,
      aliasesFile: 'src/data/api-aliases.ts',
    });

  it('are attached to their entries, counterparts sharing one alias', () => {
    const {model, problems} = build([
      {
        entries: ['tapcraft.android.fixture.wave', 'tapcraft.ios.fixture.wave'],
        tools: [{tool: 'Airtest', call: 'wave()'}],
        terms: [{term: '挥手', english: 'wave', meaning: 'Waves.'}],
      },
    ]);
    expect(format(problems).filter((p) => p.includes('alias') || p.includes('claimed'))).toEqual(
      [],
    );
    const wave = model.entries.find((e) => e.id === 'tapcraft.ios.fixture.wave')!;
    expect(wave.aliases).toEqual({
      tools: [{tool: 'Airtest', call: 'wave()'}],
      terms: [{term: '挥手', english: 'wave', meaning: 'Waves.'}],
    });
  });

  it('must point at an entry that exists, and no two unrelated entries may claim one', () => {
    const {problems} = build([
      {entries: ['tapcraft.android.fixture.nothing'], tools: [{tool: 'AutoJs6', call: 'x()'}]},
      {entries: ['tapcraft.android.fixture.wave'], tools: [{tool: 'AutoJs6', call: 'wave()'}]},
      {entries: ['tapcraft.android.fixture.ping'], tools: [{tool: 'AutoJs6', call: 'wave()'}]},
    ]);
    const report = format(problems).join('\n');
    expect(report).toContain('tapcraft.android.fixture.nothing is not an entry of the API model');
    expect(report).toContain(
      'AutoJs6: wave() is claimed by tapcraft.android.fixture.wave and tapcraft.android.fixture.ping, which are not the same call',
    );
  });
});

describe('an alias names only what the page documents on the platform of its entry', () => {
  const pages = fixturePages;
  const build = (aliases: ApiAlias[]) =>
    buildApiModel(pages, buildStubs(pages), {
      releases: [
        {version: '1.0', date: '2020-01-01', highlights: ['First.'], firstOn: 'android'},
        {version: '2.0', date: '2022-01-01', highlights: ['iOS.'], firstOn: 'ios'},
      ],
      moduleCounterparts: [],
      counterpartsFile: 'src/data/api-counterparts.ts',
      aliases,
      aliasesFile: 'src/data/api-aliases.ts',
    });
  const press = ['tapcraft.android.fixture.press', 'tapcraft.ios.fixture.press'];
  const aliasReport = (problems: Problem[]) =>
    format(problems).filter((line) => line.startsWith('src/data/api-aliases.ts'));

  it('refuses a value, a call and an exception the other platform lacks', () => {
    const {problems} = build([
      {
        entries: press,
        tools: [
          {
            tool: 'AutoJs6',
            call: 'back()',
            differs:
              'Becomes press("back"); find_picture() shows a stuck key, raising FixtureError.',
          },
          {tool: 'AutoJs6', call: 'home()', differs: 'Becomes press("home").'},
        ],
      },
      {
        entries: ['tapcraft.android.fixture.wave'],
        tools: [{tool: 'Airtest', call: 'wave()', differs: 'wave raises FixtureError.'}],
      },
    ]);
    const on = 'src/data/api-aliases.ts:1: AutoJs6: back() on tapcraft.ios.fixture.press';
    expect(aliasReport(problems)).toEqual([
      `${on}: press("back"): no parameter of press on ios lists "back"`,
      `${on}: find_picture does not exist on ios`,
      `${on}: FixtureError does not exist on ios`,
      'src/data/api-aliases.ts:1: Airtest: wave() on tapcraft.android.fixture.wave: FixtureError is not among what tapcraft.android.fixture.wave raises',
    ]);
  });

  it('attaches a note limited to platforms only there, and refuses a platform without an entry', () => {
    const {model, problems} = build([
      {
        entries: press,
        tools: [
          {
            tool: 'AutoJs6',
            call: 'back()',
            differs: 'Becomes press("back").',
            platforms: ['android'],
          },
        ],
      },
      {
        entries: ['tapcraft.android.fixture.wave'],
        tools: [{tool: 'Airtest', call: 'wave()', platforms: ['ios']}],
      },
    ]);
    expect(aliasReport(problems)).toEqual([
      'src/data/api-aliases.ts:1: Airtest: wave() is limited to ios, where the alias has no entry',
    ]);
    const byId = new Map(model.entries.map((e) => [e.id, e]));
    expect(byId.get(press[0]!)!.aliases!.tools).toEqual([
      {tool: 'AutoJs6', call: 'back()', differs: 'Becomes press("back").'},
    ]);
    expect(byId.get(press[1]!)!.aliases!.tools).toEqual([]);
  });
});

describe('member table summaries', () => {
  it('keep the first sentence, code spans whole, links as text', () => {
    expect(firstSentence('Taps `x. Y` once. Then [waits](/docs/x) more.')).toBe(
      'Taps `x. Y` once.',
    );
    expect(firstSentence('Reads the [log](./log.mdx).')).toBe('Reads the log.');
  });
});

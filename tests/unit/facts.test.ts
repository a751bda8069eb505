import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {countText, facts, rangeText, vipCallFeaturesText, type PlanId} from '@tapcraft/data/facts';
import {product} from '@tapcraft/data/site';
import {contentFiles} from '../contentFiles';

const root = process.cwd();

type HandTyped = {
  fact: string;
  pattern: RegExp;
  /** When set, only lines that also match it state this fact. */
  context?: RegExp;
  /**
   * Files where the form may stay: a record of the past, which stays true
   * when the fact changes, or a copy that another test holds to the module.
   */
  except?: string[];
};

const aboutHid = /\bhid|air click|pointer|board|mouse/i;

/**
 * Forms in which pages used to type a fact of src/data/facts.ts by hand,
 * most of them contradicting it. A page states these facts by importing the
 * module; inside code blocks it writes the value the module has.
 */
const pythonVersion = product.pythonVersion.replace('.', '\\.');

const handTyped: HandTyped[] = [
  {
    fact: 'product.pythonVersion (src/data/site.ts)',
    pattern: new RegExp(
      `\\b(?:C?Python|python) ?${pythonVersion}\\b|--python-version ${pythonVersion}\\b|\\b${product.pythonWheelTag}\\b|python_version < "${pythonVersion}"|"${pythonVersion}\\.\\d+"`,
    ),
    // Release 3.0 brought this Python, and its highlight stays true when the apps move on;
    // tests/unit/site.test.ts holds CONTRIBUTING's table of product facts to the module.
    except: [
      path.join('src', 'data', 'releases.ts'),
      path.join('src', 'data', 'zh-Hans', 'releases.ts'),
      'CONTRIBUTING.md',
    ],
  },
  {fact: 'facts.deviceId (an id with a kind prefix)', pattern: /\bdev_[0-9a-z]{4,}\b/},
  {
    fact: 'facts.deviceId (a device_id value in another format)',
    pattern: /"device_id":\s*"(?![0-9a-f]{16}")[^"]*"/,
  },
  {
    fact: 'facts.deviceId.examples (an example id the module does not have)',
    pattern: new RegExp(
      `["'\`](?!(?:${facts.deviceId.examples.join('|')})["'\`])[0-9a-f]{${facts.deviceId.length}}["'\`]`,
    ),
  },
  {fact: 'facts.project.templateFolder (templates under res)', pattern: /\bres\/img\b/},
  {
    fact: 'facts.project.templateFolder (templates read through the res functions)',
    pattern: /\br_(?:path|exists|list|image|read_bytes|open)\(\s*f?["']img\//,
  },
  {
    fact: 'facts.project.templateFolder (templates in an img folder)',
    pattern: /["']img\/[\w./-]+\.(?:png|jpe?g)["']/,
  },
  {
    // A bare file name is read from the project folder, where packaging keeps no templates.
    fact: 'facts.project.templateFolder (a template outside the images folder)',
    pattern: /\b(?:find_image|find_all_images|wait_image)\(\s*f?["'][\w.-]+\.(?:png|jpe?g)["']/,
  },
  {
    // A package carries only the data folder beside the code, so a page outside it is missing there.
    fact: 'facts.project.pageFolder (an HTML page outside res/ui)',
    pattern: /(?<![\w/])ui\/[\w.-]+\.(?:html|js|css)\b/,
  },
  {
    fact: 'facts.project.packageContents (the iOS environment shipped in a package)',
    pattern: /\benvironment (?:goes|is packed|travels) (?:in)?to the (?:`\.tcpk` )?package/,
  },
  {
    // A package leaves out the source and keeps the project folder read-only: exec_file runs
    // a module of the project by name, or a file from data_dir() or an absolute path.
    fact: 'exec_file (a file of the project by path)',
    pattern: /\bdrops? into the project\b|\bexec_file\(\s*["'][\w./-]+\.py["']/,
  },
  {
    // The project folder of a packaged script is read-only (file.mdx, "Where files can live"):
    // the log file and the preview's pictures go under data_dir().
    fact: 'data_dir (a log file or a preview picture written into the project folder)',
    pattern: /(?<![.\w])(?:save|set_file)\(\s*f?["'](?![{/])/,
  },
  {
    // On Android a hidden script window's page keeps running (ScriptWindow.hide); only iOS
    // pauses it and keeps the events.
    fact: 'ScriptWindow.hide (events kept for a hidden Android window)',
    pattern:
      /\bor while the window is hidden, are kept\b|\bkeeps events that arrive while the window is hidden\b/,
  },
  {
    // The cloud database's token is a secret on each device too (docs/service/db.mdx).
    fact: 'the cloud database token (called nothing that can leak)',
    pattern: /\bno (?:password|secret) that can leak\b/,
  },
  {
    // Android's data folder is private to Tapcraft: its task-file example copies the files in
    // from the shared folder, so the iOS script does not run there with new imports only.
    fact: 'the iOS task-file example (said to run on Android with other imports)',
    pattern: /\bruns on Android after you change the `tapcraft\.ios` imports\b/,
  },
  {
    // NumPy and OpenCV ship with the app (opencv.mdx): pip_install finds them installed and
    // cannot replace them, so no example installs them to show another outcome.
    fact: 'the bundled NumPy and OpenCV (installed with pip)',
    pattern: /\bpip_install\(\s*["'](?:numpy|opencv)/i,
  },
  {
    // Cloud control names who started a run "console", "schedule" or "api" (its HTTP and
    // WebSocket APIs, WorkspaceStatus.run_source); ScriptInfo.started_by uses the same words.
    fact: 'ScriptInfo.started_by (a run from the console called "cloud")',
    pattern: /\bstarted_by\b.*"cloud"|`"cloud"`, `"schedule"`/,
  },
  {
    // Without --platform, pip on the computer takes the wheels built for the computer, such as
    // charset_normalizer's compiled ones, which the phone refuses.
    fact: 'pip download of a requirements file without --platform',
    pattern: /\bpip download -r\b(?!.*--platform)/,
  },
  {
    fact: 'product.version (a User-Agent typed with a version)',
    pattern: /\bTapcraft\/\d+\.\d+/,
  },
  {
    // The call raises only when the change would switch Do Not Disturb (media.mdx, set_volume).
    fact: 'Do Not Disturb access (needed while DND is on)',
    pattern: /\bwhile Do Not Disturb is on\b|\bwhen Do Not Disturb is on, the stream\b/,
  },
  {
    // Random pauses are for reliability and load spreading (sleep_random's entry), not disguise.
    fact: 'sleep_random (framed as looking human)',
    pattern: /\blook(?:s)? less like a machine\b/,
  },
  {
    // The intro has no word on the helper; the mode page says how to start it.
    fact: 'the ADB helper (sent to the Android intro)',
    pattern: /\bhelper process\b.*\]\(\/docs\/android\/intro\)/,
  },
  {
    fact: 'wait_command (None outside a workspace without a timeout)',
    pattern: /\band `wait_command` returns `None`/,
  },
  {
    fact: 'facts.hid.tapTimeMs',
    pattern: /\b(?:18\s*(?:–|-|to)\s*24|100\s*(?:–|-|to)\s*2[05]0)\s*ms\b/,
    context: aboutHid,
  },
  {fact: 'facts.hid.tapsPerSecond', pattern: /\b25 taps per second\b/},
  {fact: 'facts.hid.pointerMoveMs', pattern: /\b30\s*(?:–|-|to)\s*150\s*ms\b/, context: aboutHid},
  {
    fact: 'facts.hid.rangeMeters / pairingRangeMeters',
    pattern: /\b(?:two|five|[25])\s*(?:m|metres|meters)\b/,
  },
  {fact: 'facts.hid.accuracyPx', pattern: /±\s*3 ?(?:px|pixels)\b|\b3(?:-pixel| pixels or less)\b/},
  {
    fact: 'facts.hid.supplyVolts / supplyMinAmps',
    pattern: /\b5 V, 0\.5 A\b|\b0\.5 A for each board\b/,
  },
  {
    // Issue 19: the hardware had four names; it has one now.
    fact: 'facts.hid.productName (an older name of the hardware)',
    pattern: /\bHID chips?\b|\bHID hardware mouse\b|\bESP32 Bluetooth HID\b/i,
  },
  {
    // The firmware runs only on the Tapcraft HID board: the shop sells no chip on its own.
    fact: 'facts.hid.productName (a bare chip for sale)',
    pattern: /\bbare chip\b|\bchip only\b/i,
  },
  {
    fact: 'facts.hid.resetHoldSeconds',
    pattern: /\b(?:five|5) seconds\b/,
    context: /\bhold(?:ing)?\b.*\breset\b|\breset\b.*\bhold/i,
  },
  {fact: 'facts.hid.calibrationSeconds', pattern: /\babout 30 seconds\b/, context: /calibrat/i},
  {fact: 'facts.hid.warrantyMonths', pattern: /\b12-month warranty\b|\b12 months from delivery\b/},
  {
    fact: 'facts.ios.treeQuerySeconds',
    pattern: /\b1 to 3 seconds\b/,
    context: /tree|query|selector|dump|WDA/i,
  },
  {
    fact: 'facts.ios.captureMs',
    pattern: /\b(?:60 to 150|200 to 400) ms\b/,
    context: /capture|screenshot/i,
  },
  {fact: 'facts.ios.wdaActionDelayMs', pattern: /\b50 to 150 ms\b/, context: /WDA|action|gesture/i},
  {fact: 'facts.plans devices', pattern: /\bup to (?:3|three) (?:devices|phones)\b|\blimit of 3\b/},
  {fact: 'facts.plans database storage', pattern: /\|\s*50 MB\s*\|\s*1 GB\s*\|/},
  {
    fact: 'facts.plans log history',
    pattern: /\b24 hours\s*\|\s*7 days\b|\(24 hours, 7 days or 30 days\)/,
  },
  {
    fact: 'facts.support',
    pattern: /\bwithin (?:4 service hours|1 working day)\b/,
  },
  {fact: 'facts.coins.packs bonus', pattern: /\b(?:25|80|600) bonus coins\b/},
  {
    fact: 'facts.orders refund and return days',
    pattern: /\bwithin 7 days of (?:payment|the top-up|delivery|your purchase|their purchase)\b/,
  },
  {fact: 'facts.orders.renewalReminderDays', pattern: /\bSeven days before the end\b/},
  {
    fact: 'facts.orders packing, delivery, invoice and refund payout times',
    pattern:
      /\bpack[^.]*within 2 working days\b|\b2 to 5 days after\b|\bwithin 5 working days\b|\bwithin 180 days of payment\b|\bwithin 7 working days after\b/i,
  },
  {fact: 'facts.store.reviewWorkingDays', pattern: /\b1 to 3 working days\b/},
  {
    fact: 'facts.vmosActivity.vipTrialDays',
    pattern: /\b7-day VIP trial\b|\b7 days of VIP\b|\bVIP (?:free )?for 7 days\b/,
  },
  {fact: 'facts.vmosActivity.maxAccountAgeDays', pattern: /\b(?:less|older) than 30 days\b/},
  {fact: 'facts.windowsBeta', pattern: /\b60 days after its release\b|\bthree working days\b/},
  {
    fact: 'facts.systems (the oldest Windows, Android, iOS or macOS)',
    pattern:
      /\bWindows(?:\*\*)? 10 (?:or (?:Windows )?11|version 22H2 or Windows 11)\b|\bAndroid(?:\*\*)? 7(?:\.0)?(?: \(API 24\))?(?: phone| device)? (?:or|and) (?:newer|later)\b|\biOS(?:\*\*)? 14 (?:or|and) (?:newer|later)\b|\bmacOS 12 Monterey\b/,
  },
  {
    fact: 'facts.ios.background',
    pattern:
      /\bkeeps running while the app is in the background\b|\bdoes not let (?:a background app|an app in the background) accept\b/,
  },
  {
    fact: 'facts.ios selector times',
    pattern: /\b0\.3 to 3 s\b|\b0\.3 to 1 seconds?\b|\b1 to 3 s\b/,
    context: /selector|query|tree|WDA/i,
  },
  {
    fact: 'facts.ios capture times (in a script, or in the Web IDE with the transfer)',
    pattern: /\babout (?:half a second|0\.[15] s(?:econds?)?)\b|\b2 to 5 seconds\b/,
    context: /captur|colou?r check|screenshot/i,
  },
  {
    fact: 'facts.ios OCR times',
    pattern: /\b(?:100 to 250|150 to 500) ms\b/,
    context: /\bocr\b|find_text/i,
  },
  {fact: 'facts.webIde (a Screen panel mode that does not exist)', pattern: /\*\*Live\*\*/},
  {fact: 'facts.webIde (a panel that does not exist)', pattern: /\*\*Colour picker\*\* tab/},
  {fact: 'facts.supportByPlan', pattern: /\|\s*forum and QQ groups\s*\|/},
  {
    fact: 'facts.vipOnly (a hand-typed list of the VIP features)',
    pattern: /\|\s*VIP features\s*\|\s*OCR\b/,
  },
  {fact: 'facts.account', pattern: /\bdeveloper account\b/, context: /\bconsole\b|\bsign in/i},
  {
    // Issue 28: the site where developers manage scripts and betas is the developer console.
    fact: 'facts.account (the developer console called a portal)',
    pattern: /\b(?:developer|the) portal\b/i,
  },
  {
    fact: 'facts.account (a developer account of your own)',
    pattern: /\byour (?:own )?developer account\b/i,
  },
  {
    fact: 'facts.ide (an editor version typed by hand)',
    pattern:
      /\b(?:PyCharm|VS Code)(?:\*\*)?\s*\|?\s*\d{1,4}\.\d+\+?|\b(?:2023\.3|1\.85)(?:\+| or newer)/,
  },
  {
    fact: 'facts.ide.oldestApp',
    pattern: /\bthe app \d+\.\d+ or newer\b/,
  },
  {fact: 'facts.android.appStorageMb', pattern: /\b150 MB\b/},
  {
    fact: 'facts.systems.android (an older Android typed by hand)',
    pattern: /\bAndroid (?:older than|below) 7\b/,
  },
  {
    fact: 'facts.android.stopThroughAppInfoSeconds',
    pattern: /\b2 to 4 s(?:econds)?\b/,
    context: /force stop|app info/i,
  },
  {
    fact: 'facts.android.captureMs',
    pattern: /\b(?:20 to 60|200 to 600) ms\b/,
    context: /captur|screenshot|point|frame/i,
  },
  {
    fact: 'facts.android.colorPatternSearchMs',
    pattern: /\b10 to 60 ms\b/,
    context: /search|pattern|find_colors|shape/i,
  },
  {fact: 'facts.android.imageSearchMs', pattern: /\b40 to 120 ms\b/, context: /template|image/i},
  {
    fact: 'facts.android.ocrScreenMs',
    pattern: /\b150 to 600 ms\b/,
    context: /\bocr\b|text|screen/i,
  },
  {
    fact: 'facts.android.ocrModelLoadSeconds',
    pattern: /\babout one second\b/,
    context: /\bmodel\b/i,
  },
  {
    fact: 'facts.android.gpStepMs',
    pattern: /\b(?:3 to 5|6 to 25) ms\b|\bmedian:9`? (?:\| )?about 40 ms\b/,
    context: /gray|threshold|invert|blur|canny|median/i,
  },
  {fact: 'facts.android.gpTaskCpuPercent', pattern: /\b10 to 20 ?%/, context: /\bCPU\b/},
  {
    fact: 'facts.deviceId.examples (an example id that is not one of them)',
    pattern: new RegExp(`"(?!(?:${facts.deviceId.examples.join('|')})")[0-9a-f]{16}"`),
  },
  {
    fact: 'facts.agreements.changeNoticeDays or facts.vmosActivity.changeNoticeDays',
    pattern: /\bat least \d+ days before (?:they|important changes)\b/,
  },
  {
    fact: 'facts.agreements.governingLanguage',
    pattern: /\bin English only\b|\bthe English version (?:applies|governs|prevails)\b/i,
  },
  {
    fact: 'product.version in src/data/site.ts (the current release typed into a template)',
    pattern: /\bTapcraft version:\s*\d/,
  },
  {
    fact: 'androidApkName in src/data/downloads.ts (the APK of a release typed by hand)',
    pattern: /\btapcraft-android-\d+(?:\.\d+)*\.apk\b/,
  },
  {fact: 'facts.cardKeys.offlineHours', pattern: /\b(?:72|seventy-two) hours\b/i},
  {
    fact: 'facts.cardKeys.selfRebindIntervalDays',
    pattern: /\bonce (?:every|in) (?:30|thirty) days\b/,
    context: /\bkeys?\b|rebind|device/i,
  },
  {
    fact: 'facts.cardKeys.expiryReminderDays',
    pattern: /\b(?:3|three) days before\b/,
    context: /\bkeys?\b/i,
  },
  {fact: 'facts.store.earningsHoldDays', pattern: /\b(?:15|fifteen) days after the sale\b/i},
  {
    fact: 'facts.rewards monthly caps',
    pattern: /\b2,?000 (?:game )?coins\b|\b60 VIP days\b/,
  },
  {
    fact: 'product.version in src/data/site.ts (the current release typed into a command, a path or a sentence)',
    pattern:
      /\bdocs:version \d|\bversion-\d+\.\d+\b|\["\d+\.\d+"\]|\bRemove `"\d+\.\d+"`|'\d+\.\d+': \{label|\/docs\/\d+\.\d+\/|\bFor release \d+\.\d+:|\bcurrent release \d|\bmajor\.minor\.patch`, for example `\d/,
  },
  {
    fact: 'windowsBetaBuildExample and windowsInstallerName in src/data/downloads.ts (a build typed by hand)',
    pattern: /\bTapcraftSetup-\d|`\d+(?:\.\d+){2}-beta\.\d+`(?! and later)/,
  },
];

function states(rule: HandTyped, line: string, file = ''): boolean {
  if (rule.except?.includes(file)) return false;
  return rule.pattern.test(line) && (rule.context === undefined || rule.context.test(line));
}

describe('src/data/facts.ts', () => {
  it('gives example device ids in the documented format', () => {
    expect(facts.deviceId.examples.length).toBeGreaterThan(1);
    for (const id of facts.deviceId.examples) {
      expect(id).toMatch(facts.deviceId.pattern);
      expect(id).toHaveLength(facts.deviceId.length);
    }
    expect(new Set(facts.deviceId.examples).size).toBe(facts.deviceId.examples.length);
  });

  it('keeps templates and data files in two different folders of the project', () => {
    const {templateFolder, dataFolder} = facts.project;
    expect(templateFolder).toMatch(/^[a-z]+$/);
    expect(dataFolder).toMatch(/^[a-z]+$/);
    expect(templateFolder).not.toBe(dataFolder);
  });

  it('derives the HID tap rate from the tap time', () => {
    const {tapTimeMs, tapsPerSecond} = facts.hid;
    expect(tapTimeMs.min).toBeLessThan(tapTimeMs.max);
    expect(tapsPerSecond.max * tapTimeMs.min).toBeLessThanOrEqual(1000);
    expect(tapsPerSecond.min * tapTimeMs.max).toBeLessThanOrEqual(1000);
    expect(tapsPerSecond.min).toBeGreaterThan(0);
    expect(rangeText(tapTimeMs)).toBe(`${tapTimeMs.min} to ${tapTimeMs.max}`);
  });

  it('has HID numbers a board can have', () => {
    const {hid} = facts;
    // A default hid_click is the pointer move plus its 50 ms press.
    expect(hid.pointerMoveMs.max + 50).toBeLessThanOrEqual(hid.tapTimeMs.max);
    expect(hid.pointerMoveMs.min).toBeLessThan(hid.pointerMoveMs.max);
    expect(hid.pairingRangeMeters).toBeLessThanOrEqual(hid.rangeMeters);
    expect(hid.accuracyPx).toBeGreaterThan(0);
    expect(hid.supplyVolts).toBe(5); // USB power
    expect(hid.bluetoothName).toMatch(/^Tapcraft-HID-X{4}$/);
    expect(hid.ledStates.map((state) => state.light)).toContain('Off');
    expect(new Set(hid.ledStates.map((state) => state.light)).size).toBe(hid.ledStates.length);
  });

  it('has every plan, each one at least as large as the one before', () => {
    const order: PlanId[] = ['free', 'vip', 'studio'];
    expect(Object.keys(facts.plans).sort()).toEqual([...order].sort());
    const [free, vip, studio] = order.map((id) => facts.plans[id]);
    expect(free!.devices).toBeGreaterThan(0);
    expect(vip!.devices).toBeNull();
    expect(studio!.devices).toBeNull();
    expect(free!.workspaces).toBeLessThan(vip!.workspaces);
    expect(vip!.workspaces).toBeLessThan(studio!.workspaces);
    for (const plan of [free!, vip!, studio!]) {
      expect(plan.databaseStorage).toMatch(/^\d+ (MB|GB)$/);
      expect(plan.logHistory).toMatch(/^\d+ (hours|days)$/);
    }
  });

  it('has support replies that read after "first reply"', () => {
    for (const reply of Object.values(facts.support)) {
      expect(reply).toMatch(/^within \d+ (service hours|working days?)$/);
    }
  });

  it('derives the iOS selector time from the simplest and the whole-tree query', () => {
    const {simpleQuerySeconds, treeQuerySeconds, selectorSeconds, webIde, captureMs} = facts.ios;
    expect(selectorSeconds).toEqual({min: simpleQuerySeconds.min, max: treeQuerySeconds.max});
    expect(simpleQuerySeconds.max).toBeLessThanOrEqual(treeQuerySeconds.min);
    // The Web IDE waits for more than a script does: the transfer to the browser.
    expect(webIde.screenCaptureSeconds * 1000).toBeGreaterThan(captureMs.max);
    expect(webIde.treeCaptureSeconds.min).toBeGreaterThanOrEqual(treeQuerySeconds.min);
  });

  it('gives VIP and Studio the priority support the Free plan has not', () => {
    const {free, vip, studio} = facts.supportByPlan;
    expect(vip).toEqual(studio);
    expect(free.customerServiceReply).toBe(facts.support.freeReply);
    expect(vip.customerServiceReply).toBe(facts.support.priorityReply);
    expect(free.scripts).not.toBe(vip.scripts);
  });

  it('lists the VIP features whose calls fail, in one sentence', () => {
    const text = vipCallFeaturesText();
    for (const feature of facts.vipOnly) {
      if (feature.api.length > 0) expect(text).toContain(feature.name);
      else expect(text).not.toContain(feature.name);
    }
    expect(text).toMatch(/^[^,]+(?:, [^,]+)* and [^,]+$/);
  });

  it('sells coin packs from small to large, each bonus smaller than its pack', () => {
    const coins = facts.coins.packs.map((pack) => pack.coins);
    expect(coins).toEqual([...coins].sort((a, b) => a - b));
    for (const pack of facts.coins.packs) {
      expect(pack.bonus).toBeGreaterThanOrEqual(0);
      expect(pack.bonus).toBeLessThan(pack.coins);
    }
  });

  it('writes counts as prose does, with thousands separated', () => {
    expect(countText(facts.rewards.monthlyCoinCap)).toMatch(/^\d{1,3}(?:,\d{3})*$/);
    expect(countText(1000)).toBe('1,000');
    expect(countText(60)).toBe('60');
  });
});

describe('pages state these facts through src/data/facts.ts', () => {
  // The Chinese facts translate the module's text, numbers included: tests/unit/localize.test.ts
  // holds them to the English ones.
  const files = contentFiles(root, [
    path.join('src', 'data', 'facts.ts'),
    path.join('src', 'data', 'zh-Hans', 'facts.ts'),
  ]);

  it('finds the pages to check', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain(path.join('docs', 'android', 'esp32.mdx'));
  });

  it('finds every old hand-typed form in a sample', () => {
    const sample = [
      '"device_id": "dev_7k2m9q"',
      '"c41e07a9d2b36f58": "player_11",',
      'templates in res/img/',
      'r_path("img/gift.png")',
      'find_image("img/gift.png")',
      'button = find_image("start_button.png", region=bottom_bar)',
      'You need an Android 7.0 phone or newer, a computer with a browser',
      'The bare chip is also sold',
      '`${facts.hid.productName}, chip only`',
      'Air Click taps in 18–24 ms',
      'a tap through the board takes about 100 to 250 ms',
      '25 taps per second',
      'Each gesture starts with a pointer move of 30 to 150 ms, depending on the distance.',
      '| Delay before a gesture starts | 30 to 80 ms | under 10 ms | under 10 ms | 30 to 150 ms (pointer travel) |',
      '| Storage | about 150 MB free for the app, the Python runtime and your projects |',
      '| **There was a problem parsing the package** | Android older than 7.0, or an incomplete download |',
      'Holding the reset button for five seconds deletes all pairings.',
      'A calibration takes about 30 seconds, and nobody may touch the screen',
      'within two metres of the phone',
      'up to about 5 m away',
      'about ±3 pixels',
      'up to 3 devices',
      'works on the Free plan with up to three phones',
      'within 4 service hours',
      '80 bonus coins on top',
      'within 7 days of payment',
      '1 to 3 working days',
      '7-day VIP trial',
      'Your Tapcraft account is less than 30 days old.',
      '| Order packed and handed to the courier | within 2 working days |',
      'delivery in mainland China takes 2 to 5 days after that',
      'The invoice arrives by email within 5 working days. Ask for it within 180 days of payment.',
      'usually within 7 working days after approval',
      'a selector query through WDA takes 1 to 3 seconds',
      'a capture costs 60 to 150 ms',
      'WDA answers every action in about 50 to 150 ms',
      '| Operating system | Windows 10 or Windows 11, 64-bit |',
      'You need a Windows 10 or 11 PC, 64-bit',
      '| Operating system | Windows 10 version 22H2 or Windows 11, 64-bit (x64) |',
      '- **Android** 7.0 (API 24) or newer. No root is needed',
      'Runs scripts on iPhone and iPad (iOS 14 or newer)',
      'Tapcraft runs on Android 7.0 (API 24) and newer, so use only SDK APIs from API 24',
      'It keeps running while the app is in the background, but it stops when you swipe',
      'iOS does not let an app in the background accept incoming connections',
      '| Read a label once in a normal app, exactly | `Selector`, then `View.text` | 0.3 to 3 s |',
      'is passed to WDA as one search, which takes about 0.3 to 1 second',
      'A colour check takes about 0.1 s; a tree query takes 1 to 3 s.',
      '| **Screen** | captures through WDA; a capture takes about half a second |',
      'Click **Capture**. After 2 to 5 seconds the IDE shows a screenshot',
      '| Read a small region again and again | `ocr(region)` | 100 to 250 ms |',
      'Open the **Screen** panel and turn on **Live**.',
      'In the Web IDE, open the **Colour picker** tab, click **Capture**',
      '| Support | forum and QQ groups | priority support | priority support |',
      '| VIP features | OCR, YOLO | buyers on the Free plan need to know before they pay |',
      'Sign in to the cloud console with your developer account.',
      '### Your developer account',
      'Your own developer account runs your scripts without a key',
      'Sign in at the developer portal with your Tapcraft account.',
      'the download appears in the portal',
      'Works with PyCharm 2023.3+ and VS Code 1.85+.',
      'win = show("ui/index.html", title="Shop bot")',
      '```html title="ui/settings.html"',
      'task files that a user drops into the project, rules stored in the key-value store',
      'Every request sends a `User-Agent` header such as `Tapcraft/3.2 (Android)`.',
      "The ADB shell identity is provided by Tapcraft's helper process (see [Tapcraft for Android](/docs/android/intro)).",
      'set_volume needs **Do Not Disturb access** to change the ring volume while Do Not Disturb is on.',
      '`sleep_random(min_ms, max_ms)` varies the rhythm, which makes a script look less like a machine.',
      'return `False` and `wait_command` returns `None`, so one script runs at your desk and on the farm.',
      'settings = exec_file("config/settings.py", timeout=2.0)',
      'set_file("logs/daily.log", max_bytes=2 * 1024 * 1024, backup_count=7)',
      'path = save(f"logs/match_{int(time.time())}.png")',
      'Events sent while the page is loading, or while the window is hidden, are kept and delivered in order.',
      '`send` keeps events that arrive while the window is hidden and delivers them in order, so the page',
      'works through a database token over HTTPS, and has no password that can leak from a device.',
      'The same `main.py` runs on Android after you change the `tapcraft.ios` imports to `tapcraft.android`',
      '    pip_install("numpy")',
      'if script_info().started_by == "cloud":',
      '   pip download -r requirements.txt --only-binary=:all: -d wheels',
      'When you build a `.tcpk` package of the project, the environment goes into the package.',
      `Tapcraft for Android ships its own CPython ${product.pythonVersion} runtime.`,
      `python${product.pythonVersion} -m venv .venv`,
      `pip download --platform any --python-version ${product.pythonVersion} -d wheels`,
      `| \`${product.pythonWheelTag}-${product.pythonWheelTag}-android_24_arm64_v8a.whl\` | yes |`,
      `| \`python_version\` | \`str\` | The full CPython version, for example \`"${product.pythonVersion}.9"\`. |`,
      '| VS Code | 1.85 or newer, on Windows, macOS or Linux |',
      '| A phone with Tapcraft | the app 3.0 or newer, with **Service running** |',
      '| Accessibility, HID | Tapcraft opens the App info page, taps **Force stop** | 2 to 4 s |',
      'for example `"c41e07a9d2b36f58"`',
      'A full-screen capture of a 1080 × 2400 phone takes about 20 to 60 ms.',
      '| time for 10 points | about 200 to 600 ms | about 20 to 60 ms |',
      'A full-screen search of a 1080 × 2400 screen takes about 10 to 60 ms.',
      '| a picture of it, not where it is | `find_image(template)` | one screenshot and a search, 40 to 120 ms more |',
      'later calls take 150 to 600 ms for a full screen, less for a region',
      'The first call of a run loads the OCR model, which takes about one second',
      '| `gray`, `invert`, `threshold` | 3 to 5 ms each |',
      '`blur:5` and `canny` 6 to 25 ms, `median:9` about 40 ms.',
      '| `median:9` | about 40 ms |',
      'A full-screen task with `gray` and `threshold` at 5 fps uses about 10 to 20 % of one CPU core.',
      'We publish this Agreement in English only.',
      'If we give you a translation, the English version applies where the two differ.',
      'Tapcraft version:   3.2 (Me > About in the app)',
      'adb install -r tapcraft-android-3.2.0.apk',
      'Without a connection, the app accepts the last confirmed answer for up to 72 hours.',
      'taps **Move to this device**. This is allowed once every 30 days per key.',
      '- The app reminds the buyer three days before a key runs out, with a button to renew it',
      'Earnings can be withdrawn 15 days after the sale, so that refunds can be settled',
      '2. Earnings become available for withdrawal 15 days after the sale, so that refunds',
      'One account can earn at most 2,000 game coins and 60 VIP days per calendar month.',
      'npm run docusaurus docs:version 3.2',
      "  '3.2': {label: '3.2', path: '3.2', banner: 'unmaintained'},",
      'and `/docs/3.2/android/intro` shows the frozen copy',
      '2. Remove `"3.2"` from `versions.json`.',
      '| `versioned_docs/version-3.2/` | a copy of every file in `docs/` |',
      '| `versions.json` | the list of cut versions, newest first: `["3.2"]` |',
      'Cut the version from the last commit that describes the old API. For release 3.2:',
      '| Product | Tapcraft, current release 3.2 |',
      'The version number has three parts, `major.minor.patch`, for example `3.2.0`.',
      'for example `TapcraftSetup-3.2.0-beta.4-x64.exe`, about 120 MB.',
      'The status bar at the bottom of the client shows **Beta** and the build, for example `3.2.0-beta.4`.',
    ];
    for (const text of sample) {
      expect(
        handTyped.some((rule) => states(rule, text)),
        text,
      ).toBe(true);
    }
  });

  it('lets the same words through when they state something else', () => {
    for (const text of [
      'gp_dev_task',
      '"device_id": "7f3a9c21e4b05d18"',
      '"a0c4e2f19b7d3358": "player_11",',
      'images/gift.png',
      'find_image("images/start.png")',
      'match = find_image(f"images/{name}.png")',
      "const art = useBaseUrl('/img/home/hid.svg');",
      '| `img/` | files copied from `static/img/` |',
      'r_path("models/ui.onnx")',
      'a USB-C cable, about 1 m',
      'up to 20 devices to one computer',
      '5 MB per file',
      'Press the reset button once and wait 5 seconds, then search again.',
      'An HTTP request to a server nearby: 100 to 250 ms',
      '`launch` returns when the first window is shown, which usually takes 0.3 to 3 seconds.',
      'Tapcraft switches to its own app through WDA for about half a second, reads, and switches back',
      'Windows 10 and 11 draw an invisible resize border',
      '| Windows 11, or Windows 10 version 22H2 | **Apple Devices** (recommended) |',
      'Use the Windows client with a Tapcraft account.',
      '"device_id": "a0c4e2f19b7d3358"',
      'Forum bug reports get a first reply within 2 working days',
      'A 150 × 150 template takes about 50 to 150 ms after the capture',
      'A full-screen scan of a 1080 × 2400 screen takes about 30 to 150 ms, depending on how busy the picture is.',
      'the photo is taken about one second after the camera opens',
      'Install the Tapcraft plug-in for PyCharm, then open the project.',
      'The model was trained with Python 3.8 on the computer.',
      'win = show("res/ui/index.html", title="Shop bot")',
      'For a full-screen page, use a [script window](/docs/android/api/ui/window).',
      'settings = exec_file("config.settings", timeout=2.0)',
      'sends a `User-Agent` header such as <code>Tapcraft/{product.version} (Android)</code>',
      '`PermissionDeniedError` if changing `"ring"` would turn Do Not Disturb on or off.',
      'namespace = exec_file(str(path), timeout=5.0)',
      'set_file(f"{data_dir()}/logs/run.log", max_bytes=512 * 1024, backup_count=5)',
      'path = capture().save(f"logs/desktop-{time.strftime(\'%H%M%S\')}.jpg")',
      'While the window is hidden, up to 1,000 events wait and are delivered in order when it is in front again.',
      'Never build a token, a password or an account list into a package you give away.',
      'The same script runs on Android after you change the imports and the coordinates.',
      '    pip_install("PyYAML")',
      'if status is not None and status.run_source == "schedule":',
      "1. On your computer, download the package's wheel, for example `pip download tabulate --no-deps`.",
      'The `.tcenv` folder never goes into a package: the device builds it again.',
      'Tapcraft runs Python {product.pythonVersion} scripts.',
      'A doc that is not copied is shown in English, so you can translate section by section.',
      '  {`Tapcraft version:   ${product.version} (Me > About in the app)',
      '`tapcraft-android-course.zip`',
      'apksigner verify --print-certs farmhelper-1.4.0.apk',
      'A 30-day key created in January and entered in March runs until April.',
      'for top in range(0, 2000, 400):',
      '| 3.2 (2025) | `3.2.0-beta.1` and later | faster screen capture |',
      '**Returns:** `str`: the app version as `"major.minor.patch"`, for example `"3.2.0"`.',
      '| `min_tapcraft` | `str` | The oldest Tapcraft release that can load it, for example `"3.0"`. |',
      '<code>versioned_docs/version-{product.version}/</code>',
      'from `1.3.0` to `1.3.1`',
      'You get `TapcraftSetup-<version>-x64.exe`, about 120 MB.',
    ]) {
      const hits = handTyped.filter((rule) => states(rule, text)).map((rule) => rule.fact);
      expect(hits, text).toEqual([]);
    }
  });

  it('names only the panels and run modes the Web IDE has, where a line speaks of it', () => {
    const named: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        const webIde = /Web IDE/.test(line) || file.endsWith(path.join('devtools', 'webide.mdx'));
        if (!webIde) return;
        for (const [, label, what] of line.matchAll(/\*\*([^*]+)\*\* (panel|tab|mode)\b/g)) {
          const known: readonly string[] =
            what === 'mode'
              ? facts.webIde.modes
              : [...facts.webIde.panels, ...facts.webIde.screenTabs];
          if (!known.includes(label!)) named.push(`${file}:${index + 1}: **${label}** ${what}`);
        }
      });
    }
    expect(named).toEqual([]);
  });

  it('no page types one of them by hand', () => {
    const found: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const rule of handTyped) {
          if (states(rule, line, file)) {
            found.push(`${file}:${index + 1}: ${rule.fact}: ${line.trim().slice(0, 120)}`);
          }
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('places the governing-language clause in every agreement', () => {
    const agreements = files.filter((file) =>
      file.startsWith(path.join('docs', 'about', 'doc', '')),
    );
    expect(agreements).toHaveLength(4);
    const without = agreements.filter(
      (file) =>
        !readFileSync(path.join(root, file), 'utf8').includes(
          '{facts.agreements.governingLanguage}',
        ),
    );
    expect(without).toEqual([]);
  });
});

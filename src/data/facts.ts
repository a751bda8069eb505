/**
 * Product facts that many pages repeat: the device-id format, where a
 * project keeps its files, what the HID board can do, the limits of each
 * plan, how fast support answers, the game-coin packs and the order rules.
 * Pages import them instead of typing them, so a change is one edit here:
 *
 *   import {facts} from '@site/src/data/facts';
 *   Keep the board within {facts.hid.rangeMeters} m of the phone.
 *
 * What belongs here: a fact about the product that two or more pages state
 * and that must read the same everywhere. What does not: operator values
 * (company, prices, addresses, QQ groups) live in `./site`; the release
 * history in `./releases`; the course lessons in `./videos`; API names and
 * signatures on the API reference pages.
 *
 * To add a fact: give it a name that says what it is, with the unit in the
 * name when it is a number (`rangeMeters`, `resetHoldSeconds`); write a
 * derived fact as a computation of the facts it comes from, never as a second
 * typed value; then import it on every page that states it. CONTRIBUTING.md
 * ("Product facts") points here. `tests/unit/facts.test.ts` checks the shape
 * and fails when a page types one of these facts by hand again.
 */

/** An inclusive range of numbers, for example a time from 100 to 200 ms. */
export type NumberRange = {min: number; max: number};

/** "100 to 200" for a range; the unit goes after it on the page. */
export function rangeText(range: NumberRange): string {
  return `${range.min} to ${range.max}`;
}

export type PlanId = 'free' | 'vip' | 'studio';

export type PlanLimits = {
  name: string;
  /** Devices one account may run scripts on; `null` means no limit. */
  devices: number | null;
  /** Cloud control workspaces the account may own. */
  workspaces: number;
  /** Cloud database storage per workspace, as the console shows it. */
  databaseStorage: string;
  /** How long the cloud console keeps logs, events and uploaded files. */
  logHistory: string;
  /** How long daily cloud database snapshots are kept. */
  backupDays: number;
  /** Cloud control schedules per workspace; 0 when the plan has none. */
  schedules: number;
  /** Versions the cloud console keeps of each script. */
  scriptVersions: number;
  /** Requests per minute to the cloud control HTTP API, per workspace. */
  apiRequestsPerMinute: number;
  /** API tokens per workspace. */
  apiTokens: number;
  /** Open WebSocket API connections per workspace. */
  webSocketConnections: number;
};

export type LedState = {light: string; meaning: string};

/** One part of a project and whether a `.tcpk` package holds it. */
export type PackagePart = {
  /** What the part is, in words. */
  part: string;
  /** Its files or folders, shown as code; empty when words say it all. */
  files: string[];
  inPackage: string;
};

const templateFolder = 'images';
const dataFolder = 'res';
const pageFolder = `${dataFolder}/ui`;

export type CoinPack = {
  /** Paid coins in the pack. */
  coins: number;
  /** Bonus coins added on top of the paid ones; 0 for none. */
  bonus: number;
};

/** A feature that only VIP and Studio accounts have. */
export type VipFeature = {
  /** The feature as a sentence names it: "OCR". */
  name: string;
  /**
   * The API names that fail without VIP, as paths without
   * `tapcraft.<platform>.` (`screen.ocr`), so one name covers every platform.
   * The build checks the list against the entries' **Raises:**, both ways.
   */
  api: string[];
};

/** The board moves the pointer to the target before every gesture: this long, by distance. */
const hidPointerMoveMs: NumberRange = {min: 30, max: 150};
const hidTapTimeMs: NumberRange = {min: 100, max: 200};

/** One read of the whole UI tree through WebDriverAgent, which walks every node of the app. */
const iosTreeQuerySeconds: NumberRange = {min: 1, max: 3};
/** A selector with only exact `id`, `text`, `desc` or `cls`: WebDriverAgent searches for it itself. */
const iosSimpleQuerySeconds: NumberRange = {min: 0.3, max: 1};

/** The oldest release of each system the apps run on, as its maker names it. */
const oldestSystems = {
  android: 'Android 7.0 (API 24)',
  ios: 'iOS 14',
  /** The Windows client runs on this release of Windows 10, or on Windows 11. */
  windows10Release: '22H2',
};

/** First replies of support, on working days. */
const support = {
  priorityReply: 'within 4 service hours',
  freeReply: 'within 1 working day',
  forumReply: 'within 2 working days',
  businessReply: 'within 3 working days',
  privacyReply: 'within 15 working days',
};

/** Where a plan's members get help, and how fast customer service first answers them. */
export type PlanSupport = {
  /** Where questions about scripts and the API are answered. */
  scripts: string;
  /** First reply of customer service, for orders and accounts, and for scripts with priority support. */
  customerServiceReply: string;
};

const prioritySupport: PlanSupport = {
  scripts: 'priority support: customer service answers questions about scripts too',
  customerServiceReply: support.priorityReply,
};

const plans: Record<PlanId, PlanLimits> = {
  free: {
    name: 'Free',
    devices: 3,
    workspaces: 1,
    databaseStorage: '50 MB',
    logHistory: '24 hours',
    backupDays: 7,
    schedules: 0,
    scriptVersions: 3,
    apiRequestsPerMinute: 10,
    apiTokens: 2,
    webSocketConnections: 2,
  },
  vip: {
    name: 'VIP',
    devices: null,
    workspaces: 5,
    databaseStorage: '1 GB',
    logHistory: '7 days',
    backupDays: 30,
    schedules: 20,
    scriptVersions: 20,
    apiRequestsPerMinute: 60,
    apiTokens: 10,
    webSocketConnections: 10,
  },
  studio: {
    name: 'Studio',
    devices: null,
    workspaces: 20,
    databaseStorage: '10 GB',
    logHistory: '30 days',
    backupDays: 30,
    schedules: 200,
    scriptVersions: 100,
    apiRequestsPerMinute: 300,
    apiTokens: 50,
    webSocketConnections: 50,
  },
};

export const facts = {
  /** The id Tapcraft gives a device: scripts, the Web IDE, the cloud console and card keys use it. */
  deviceId: {
    length: 16,
    format: '16 lower-case hexadecimal characters',
    pattern: /^[0-9a-f]{16}$/,
    /** Ids for examples; the first is the one prose uses. */
    examples: ['7f3a9c21e4b05d18', 'a0c4e2f19b7d3358', '3e9b0d64c1f2a857', 'c58d17e2094fab36'],
    lifetime:
      'It survives app updates and reboots, and changes when Tapcraft is uninstalled or its app data is cleared.',
  },

  /** Where a script project keeps its files. Both folders go into a `.tcpk` package. */
  project: {
    entryPoint: 'main.py',
    manifest: 'tapcraft.toml',
    /** Image templates; a path such as `images/start.png` starts at the project folder. */
    templateFolder,
    /** Every other bundled file (lists, settings, models, fonts), read with `r_path` and friends. */
    dataFolder,
    /** The HTML pages of script windows and HTML floating windows, inside the data folder on every platform. */
    pageFolder,
    packageExtension: '.tcpk',
    /** What a `.tcpk` package holds, part by part; app_make renders it with `<PackageContents>`. */
    packageContents: [
      {
        part: 'your code',
        files: ['main.py', '*.py'],
        inPackage: 'yes, compiled to bytecode; the source is left out',
      },
      {part: 'the manifest', files: ['tapcraft.toml'], inPackage: 'yes'},
      {
        part: 'image templates',
        files: [`${templateFolder}/`],
        inPackage: 'yes; encrypted in packages for the script store',
      },
      {
        part: 'every other bundled file: data files, and the HTML pages of your windows',
        files: [`${dataFolder}/`, `${pageFolder}/`],
        inPackage: 'yes; encrypted in packages for the script store',
      },
      {
        part: 'the plug-ins in `lib`, and the wheels of the packages `requirements.txt` lists',
        files: [],
        inPackage:
          'yes: the packager finds and bundles them itself, and the script imports them without reading a path',
      },
      {
        part: 'the project environment of iOS',
        files: ['.tcenv/'],
        inPackage: 'no: each device builds it again from the packages `requirements.txt` lists',
      },
      {
        part: 'anything else: notes, test images, logs, files your script wrote',
        files: [],
        inPackage: 'no',
      },
    ] satisfies PackagePart[],
  },

  /** The Tapcraft HID board (Air Click). */
  hid: {
    /** The one name of the hardware on every page, the shop and the navbar. */
    productName: 'HID board',
    chip: 'ESP32-S3',
    wireless: 'Bluetooth Low Energy 5.0',
    bluetoothName: 'Tapcraft-HID-XXXX',
    supplyVolts: 5,
    supplyMinAmps: 0.5,
    /** Working distance between board and device, indoors. */
    rangeMeters: 5,
    /** Distance to keep while pairing. */
    pairingRangeMeters: 2,
    /** After calibration, taps land within this many pixels of the target. */
    accuracyPx: 3,
    /** The pointer move that starts every board gesture, and all of a `hid_move` at full speed. */
    pointerMoveMs: hidPointerMoveMs,
    /** One `hid_click` with the default 50 ms press, from the call to the release: the pointer move is most of it. */
    tapTimeMs: hidTapTimeMs,
    /** Taps one after the other, as the tap time allows. */
    tapsPerSecond: {
      min: Math.floor(1000 / hidTapTimeMs.max),
      max: Math.floor(1000 / hidTapTimeMs.min),
    } satisfies NumberRange,
    calibrationSeconds: 30,
    resetHoldSeconds: 5,
    firmwareUpdateMinutes: 1,
    warrantyMonths: 12,
    ledStates: [
      {light: 'Off', meaning: 'no power'},
      {light: 'Slow blue blink (once a second)', meaning: 'ready to pair'},
      {light: 'Solid blue', meaning: 'connected to a device'},
      {light: 'Fast blue blink', meaning: 'firmware update running; do not unplug'},
      {light: 'Solid red', meaning: 'error; press reset once'},
    ] satisfies LedState[],
  },

  /** Android figures that pages and the alias data (the migration guides) repeat. */
  android: {
    /** `stop` in accessibility and HID mode: App info opens and Force stop is tapped, on the screen. */
    stopThroughAppInfoSeconds: {min: 2, max: 4} satisfies NumberRange,
    /** Free storage to keep for the app, its Python runtime and a few projects, about this many MB. */
    appStorageMb: 150,
    /** One full-screen capture of a 1080 × 2400 phone: every screen function pays it before it looks. */
    captureMs: {min: 20, max: 60} satisfies NumberRange,
    /** `find_colors` over a full 1080 × 2400 screen, after the capture: more when the first colour is common. */
    colorPatternSearchMs: {min: 10, max: 60} satisfies NumberRange,
    /** `find_image` of a 100 × 100 template over a full 1080 × 2400 screen, after the capture. */
    imageSearchMs: {min: 40, max: 120} satisfies NumberRange,
    /** `ocr()` of a full screen after the first call, depending on how much text there is; a region takes less. */
    ocrScreenMs: {min: 150, max: 600} satisfies NumberRange,
    /** The first OCR call of a run, or the first load of a built-in OCR model, loads it: about this long. */
    ocrModelLoadSeconds: 1,
    /** One built-in graphic-pipeline step on a full 1080 × 2400 frame, on a mid-range phone. */
    gpStepMs: {
      /** `gray`, `invert` or `threshold`. */
      simple: {min: 3, max: 5} satisfies NumberRange,
      /** `blur:5` or `canny`, which look at neighbouring pixels. */
      neighbourhood: {min: 6, max: 25} satisfies NumberRange,
      /** `median:9`. */
      median9: 40,
    },
    /** A full-screen GP task with `gray` and `threshold` at 5 frames a second: this share of one CPU core. */
    gpTaskCpuPercent: {min: 10, max: 20} satisfies NumberRange,
  },

  /**
   * The oldest system each part of Tapcraft runs on. The iOS activation tool
   * runs on older Windows 10 versions than the Windows client, with iTunes
   * (docs/ios/itunes.mdx).
   */
  systems: {
    android: `${oldestSystems.android} or newer`,
    ios: `${oldestSystems.ios} or newer`,
    /** The Windows client. */
    windows: `Windows 10 version ${oldestSystems.windows10Release} or Windows 11, 64-bit`,
    /** A Windows PC that activates iPhones. */
    activationWindows: 'Windows 10 or 11, 64-bit',
    /** A Mac that activates iPhones. */
    activationMac: 'macOS 12 Monterey or newer',
  },

  /** One account signs in everywhere: there is no separate developer or console account. */
  account: {
    name: 'Tapcraft account',
    signsInTo: 'the apps, the cloud console, the developer console, the shop and the forum',
  },

  /** What WebDriverAgent costs on iOS, and what each figure includes; the Android figures are in `android`. */
  ios: {
    /** WDA answers an action this long before the gesture starts. */
    wdaActionDelayMs: {min: 50, max: 150} satisfies NumberRange,
    /** One screen capture in a script through WDA, on an iPhone XS or newer: a colour check costs about this. */
    captureMs: {min: 60, max: 150} satisfies NumberRange,
    /** One screen capture on devices older than the iPhone XS. */
    captureOlderDevicesMs: {min: 200, max: 400} satisfies NumberRange,
    /** One query that reads the whole UI tree through WDA: any selector but the simplest, a dump. */
    treeQuerySeconds: iosTreeQuerySeconds,
    /** A selector with only exact `id`, `text`, `desc` or `cls` criteria, which WDA searches for itself. */
    simpleQuerySeconds: iosSimpleQuerySeconds,
    /** Any selector query: from the simplest to one that reads the whole tree. */
    selectorSeconds: {
      min: iosSimpleQuerySeconds.min,
      max: iosTreeQuerySeconds.max,
    } satisfies NumberRange,
    /** `ocr(region)` of a small region, on an iPhone 11 or newer, the capture included. */
    ocrRegionMs: {min: 100, max: 250} satisfies NumberRange,
    /** `ocr()` of the whole screen, or `find_text`, on an iPhone 11 or newer, the capture included. */
    ocrScreenMs: {min: 150, max: 500} satisfies NumberRange,
    /** The first OCR call of a run loads the model: this much longer. */
    ocrModelLoadSeconds: 1,
    /** What the Web IDE waits for, which is more than a script's call: the transfer to the browser. */
    webIde: {
      /** The **Screen** panel's **Capture**: a WDA capture, the full-resolution PNG and its way to the browser. */
      screenCaptureSeconds: 0.5,
      /** The **UI tree** panel's **Capture**: a whole-tree read, a screenshot, and both on their way to the browser. */
      treeCaptureSeconds: {min: 2, max: 5} satisfies NumberRange,
    },
    /** What iOS does while Tapcraft is in the background, as it is whenever a script drives another app. */
    background: {
      listeningSockets:
        'iOS stops the listening sockets of an app in the background, so a server on the device, the Web IDE included, takes no new connection while Tapcraft is not in front.',
      openConnections:
        'Connections that are already open stay open while a script drives other apps: outgoing requests, WebSockets, and a Web IDE or plug-in that connected while Tapcraft was in front.',
    },
  },

  /** The desktop editors the Tapcraft plug-ins work in, with the oldest version of each. */
  ide: {
    pycharm: {name: 'PyCharm', oldestVersion: '2023.3'},
    vscode: {name: 'VS Code', oldestVersion: '1.85'},
    /** The plug-ins talk to the phone app of this release or newer. */
    oldestApp: '3.0',
  },

  /** Live screens in the cloud console's **Screens** view. */
  cloudScreens: {
    /** The grid of all screens refreshes about this often. */
    gridFramesPerSecond: 1,
    /** One screen opened large, where the mouse taps and swipes on the device. */
    largeViewFramesPerSecond: 10,
  },

  /** The Web IDE's labels, as every page names them. */
  webIde: {
    /** Its panels: the file tree, the tool panels on the right and the panels at the bottom. */
    panels: ['Files', 'UI tree', 'Screen', 'Image', 'Device', 'Log', 'Run', 'Debug'],
    /** The tabs inside the **Screen** panel besides the screenshot: the graphic-pipeline preview. */
    screenTabs: ['GP'],
    /** How a script starts from the Web IDE: **Run**, or **Debug** with breakpoints. */
    modes: ['Run', 'Debug'],
  },

  /** Limits of the Free, VIP and Studio plans. */
  plans,

  /**
   * What fails on the Free plan. Pages marked `plan: free` may call none of
   * these names (tests/api/example-promises.test.ts).
   */
  vipOnly: [
    {
      name: 'OCR',
      api: [
        'screen.ocr',
        'screen.find_text',
        'screen.ocrx.load_model',
        'screen.ocrx.builtin_models',
        'screen.ocrx.OcrxModel.read',
        'screen.ocrx.OcrxModel.read_screen',
        'screen.ocrx.OcrxModel.read_line',
        'screen.ocrx.OcrxModel.read_number',
        'plug.gp.GpPipeline.ocr',
      ],
    },
    {name: 'YOLO models', api: ['screen.yolo.load_model']},
    {name: 'plug-ins from the plug-in store', api: ['plug.gp.color_filter']},
    {name: 'cloud control schedules', api: []},
  ] satisfies VipFeature[],

  /** First replies of support, on working days. */
  support,

  /** Support on each plan. Customer service answers everyone about accounts, orders, coins and hardware. */
  supportByPlan: {
    free: {scripts: 'the forum and the QQ groups', customerServiceReply: support.freeReply},
    vip: prioritySupport,
    studio: prioritySupport,
  } satisfies Record<PlanId, PlanSupport>,

  /** Game coins, the prepaid credit of the site. */
  coins: {
    packs: [
      {coins: 100, bonus: 0},
      {coins: 500, bonus: 25},
      {coins: 1000, bonus: 80},
      {coins: 5000, bonus: 600},
    ] satisfies CoinPack[],
    buys: 'store scripts, card keys and card-key renewals',
    doesNotBuy: 'VIP membership or hardware',
    bonusRule: 'Bonus coins are spent before paid coins and are not refundable.',
  },

  /** Orders in the shop. */
  orders: {
    /** VIP, Studio and unused coins of a top-up: refund on request within this many days. */
    refundDays: 7,
    /** Unused hardware in its packaging: return within this many days of delivery. */
    hardwareReturnDays: 7,
    /** Coins come back when a bought script is removed for breaking the rules within this many days. */
    storeRemovalDays: 7,
    /** The app reminds you this many days before a plan ends; plans never renew by themselves. */
    renewalReminderDays: 7,
    /** An approved refund reaches the original payment method within about this many working days. */
    refundPayoutWorkingDays: 7,
    /** Hardware orders are packed and handed to the courier within this many working days. */
    hardwarePackingWorkingDays: 2,
    /** Courier delivery in mainland China, in days after shipping. */
    hardwareDeliveryDays: {min: 2, max: 5} satisfies NumberRange,
    /** The electronic invoice (fapiao) arrives by email within this many working days. */
    invoiceWorkingDays: 5,
    /** An invoice can be asked for within this many days of payment. */
    invoiceRequestDays: 180,
  },

  /** The script store. */
  store: {
    reviewWorkingDays: {min: 1, max: 3} satisfies NumberRange,
    /** Developers answer buyers' support questions within this many working days. */
    developerReplyWorkingDays: 3,
    /** A buyer's complaint goes to the developer first; customer service steps in after this many days. */
    complaintDays: 7,
    /** A sale's earnings can be withdrawn this many days after it, once refunds are settled. */
    earningsHoldDays: 15,
  },

  /** The joint activity with VMOS (/docs/about/activity/vmos). */
  vmosActivity: {
    /** New users who install Tapcraft inside VMOS get VIP for this many days, once. */
    vipTrialDays: 7,
    /** Only accounts younger than this many days may claim the trial. */
    maxAccountAgeDays: 30,
    /** Days of notice on the forum before the activity's terms change. */
    changeNoticeDays: 15,
  },

  /** The internal beta of the Windows client. */
  windowsBeta: {
    acceptanceWorkingDays: 3,
    buildExpiryDays: 60,
    expiryWarningDays: 14,
  },

  /** The User Agreement, the Privacy Policy, the Developer Agreement and the Disclaimers. */
  agreements: {
    /** Days of notice before an important change to an agreement takes effect. */
    changeNoticeDays: 15,
    /**
     * The language clause each of the four places: the site is translated,
     * and a reader must know which text decides when a translation is wrong.
     */
    governingLanguage:
      'The User Agreement, the Privacy Policy, the Developer Agreement and the Disclaimers are written in English. We publish translations of them for your convenience. Where a translation and the English version differ, the English version governs.',
  },

  /** Card keys, the licences developers sell for store scripts (/docs/android/guide/app_card). */
  cardKeys: {
    /** Without a connection, the app accepts the last confirmed licence answer this long. */
    offlineHours: 72,
    /** A buyer may move a device-bound key to another phone once in this many days. */
    selfRebindIntervalDays: 30,
    /** The app reminds the buyer this many days before a key runs out. */
    expiryReminderDays: 3,
  },

  /** The reward programme for scripts, tutorials and bug reports (/docs/android/reward). */
  rewards: {
    /** Game coins one account can earn per calendar month; the rest rolls over. */
    monthlyCoinCap: 2000,
    /** VIP days one account can earn per calendar month; the rest rolls over. */
    monthlyVipDaysCap: 60,
  },
};

/** The facts in any language: the Chinese module (`./zh-Hans/facts`) has this shape too. */
export type Facts = typeof facts;

/** The names of the features that have calls failing without VIP (schedules, for one, have none). */
export function vipCallFeatureNames(vipOnly: VipFeature[]): string[] {
  return vipOnly.filter((feature) => feature.api.length > 0).map((feature) => feature.name);
}

/**
 * The features whose calls fail without VIP, as a sentence lists them
 * ("OCR, YOLO models and plug-ins from the plug-in store"): what a script's
 * buyers must have, where a page cannot list `facts.vipOnly` with `.map()`.
 */
export function vipCallFeaturesText(): string {
  const names = vipCallFeatureNames(facts.vipOnly);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : names[0]!;
}

/** A count as prose writes it, with thousands separated: "2,000". */
export function countText(count: number): string {
  return count.toLocaleString('en-US');
}

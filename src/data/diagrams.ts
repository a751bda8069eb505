import {facts} from './facts';
import {product} from './site';

/**
 * The site's diagrams, as data: `FlowDiagram` draws a flow in the site's one
 * diagram style (boxes, arrows and text in the site's colour tokens, so they
 * follow dark mode and stay readable on a phone), and each diagram's Markdown
 * twin writes the same steps as a list. Pages place a flow with
 * `<FlowDiagram diagram="hidPairing" />`, the Web IDE's layout with
 * `<WebIdeLayout />`. Steps are numbered, as the text around a diagram counts them.
 */

/** A small line drawing beside a step's title, in the step's colour. */
export type DiagramIcon = 'power' | 'board' | 'phone';

export type DiagramStep = {
  title: string;
  /** Short lines under the title. */
  details: string[];
  icon?: DiagramIcon;
  /** The title is code (a command, a call). */
  code?: boolean;
};

/** What joins a step to the next: a cable, or a radio link (dashed, both ways). */
export type DiagramLink = {
  label: string;
  details?: string[];
  kind: 'cable' | 'radio' | 'next';
};

export type FlowDiagramData = {
  /** One sentence on what the diagram shows: its accessible name and the twin's lead. */
  label: string;
  steps: DiagramStep[];
  /** `links[i]` joins `steps[i]` to `steps[i + 1]`. */
  links: DiagramLink[];
};

const hid = facts.hid;

/** The HID board between its power supply and the phone (/hidboard and the HID board tutorial). */
export const hidPairing: FlowDiagramData = {
  label: `How the ${hid.productName} connects: USB-C power, the board, and the phone it drives over Bluetooth.`,
  steps: [
    {
      title: 'USB-C power',
      details: [
        `${hid.supplyVolts} V, ${hid.supplyMinAmps} A or more`,
        'charger, PC or power bank',
      ],
      icon: 'power',
    },
    {
      title: hid.productName,
      details: [`${hid.chip}, status LED, reset button`, `advertises as ${hid.bluetoothName}`],
      icon: 'board',
    },
    {
      title: `Phone running ${product.name}`,
      details: [
        'your script calls hid_click',
        'the board taps like a real mouse',
        'Android, or iOS with AssistiveTouch',
      ],
      icon: 'phone',
    },
  ],
  links: [
    {label: 'USB-C', details: ['power only'], kind: 'cable'},
    {
      label: hid.wireless,
      details: ['HID mouse + keyboard', `up to about ${hid.rangeMeters} m`],
      kind: 'radio',
    },
  ],
};

/** The path of a change to the site (the writers' guide). */
export const changeFlow: FlowDiagramData = {
  label: 'Every change to the site takes this path, from a branch to the live site.',
  steps: [
    {title: 'Branch', details: ['your copy']},
    {title: 'Edit', details: ['MDX files']},
    {title: 'npm test', details: ['all checks'], code: true},
    {title: 'Pull request', details: ['describe it']},
    {title: 'Review', details: ['a maintainer']},
    {title: 'Deploy', details: ['static host']},
  ],
  links: Array.from({length: 5}, () => ({label: '', kind: 'next' as const})),
};

/** An area of the Web IDE, numbered as the Web IDE page's table counts them. */
export type IdeArea = {
  number: number;
  title: string;
  tabs: string[];
  /** What the area shows, line by line: a file tree, code, a UI tree or log output. */
  lines: string[];
};

/** The Web IDE's layout (/docs/android/devtools/webide), drawn by `<WebIdeLayout />`. */
export const webIdeLayout = {
  label: `Layout of the ${product.name} Web IDE: a top bar with Run, Debug and Stop; the Files panel on the left; the editor in the middle; the tool panels on the right; the Log, Run and Debug panels at the bottom.`,
  bar: {
    title: `${product.name} Web IDE`,
    status: ['Project: first-script', 'Phone: 192.168.1.23 · Connected'],
    buttons: ['Run', 'Debug', 'Stop'],
  },
  areas: [
    {
      number: 1,
      title: 'Files',
      tabs: ['New', 'Import', 'Upload'],
      lines: [
        'first-script/',
        '  main.py',
        '  tapcraft.toml',
        '  images/',
        '    start.png',
        '  res/',
      ],
    },
    {
      number: 2,
      title: 'Editor',
      tabs: ['main.py', 'helper.py'],
      lines: [
        'from tapcraft.android.action import click',
        'from tapcraft.android.ui.loger import log',
        '',
        'if click(540, 1200):',
        '    log("tapped")',
      ],
    },
    {
      number: 3,
      title: 'Tool panels',
      tabs: ['UI tree', 'Screen', 'Image', 'Device'],
      lines: ['FrameLayout', '  LinearLayout', '    Button "Start"', 'picked: 540, 1200 #2E7D5B'],
    },
    {
      number: 4,
      title: 'Bottom panels',
      tabs: ['Log', 'Run', 'Debug'],
      lines: [
        '10:42:07 info    Started com.android.settings',
        '10:42:08 info    tapped',
        '10:42:11 exit    code 0 after 4.1 s',
      ],
    },
  ] satisfies IdeArea[],
};

/** Every flow diagram, by the name pages give `<FlowDiagram diagram="…" />`. */
export const diagrams = {hidPairing, changeFlow} satisfies Record<string, FlowDiagramData>;

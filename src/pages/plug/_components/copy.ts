import {translate} from '@docusaurus/Translate';

import {
  plugins,
  type Plugin,
  type PluginCategory,
  type PluginDocsRoute,
  type PluginId,
} from '../../../data/plugins';

/**
 * The words of the plug-in gallery, in the page's language: each plug-in's
 * name and summary, the categories and the docs links. src/data/plugins.ts
 * has the plug-ins themselves.
 */

/** A plug-in with its words, as the gallery shows and searches it. */
export type ShownPlugin = Plugin & {
  /** Card heading. */
  name: string;
  /** One or two short sentences: what a script gains. */
  summary: string;
};

/** Labels of the category filter and the card badges, in filter order. */
export const pluginCategoryLabels: Record<PluginCategory, string> = {
  ocr: translate({id: 'plug.category.ocr', message: 'OCR (read text)'}),
  vision: translate({id: 'plug.category.vision', message: 'Vision and image search'}),
  input: translate({id: 'plug.category.input', message: 'Input and gestures'}),
  network: translate({id: 'plug.category.network', message: 'Network'}),
  data: translate({id: 'plug.category.data', message: 'Data and storage'}),
  ui: translate({id: 'plug.category.ui', message: 'On-screen UI'}),
  gp: translate({id: 'plug.category.gp', message: 'GP (graphic pipeline)'}),
};

/** The text of a card's link to the docs page of the API its plug-in builds on. */
export const pluginDocsLabels: Record<PluginDocsRoute, string> = {
  '/docs/android/api/screen': translate({id: 'plug.docs.screen', message: 'Screen API'}),
  '/docs/android/api/action': translate({id: 'plug.docs.action', message: 'Actions API'}),
  '/docs/android/api/action/hid': translate({id: 'plug.docs.hid', message: 'HID actions API'}),
  '/docs/android/api/node/selector': translate({id: 'plug.docs.selector', message: 'Selector API'}),
  '/docs/android/api/system/kv': translate({id: 'plug.docs.kv', message: 'Key-value store API'}),
  '/docs/android/api/tunner/http': translate({id: 'plug.docs.http', message: 'HTTP tunnel API'}),
  '/docs/android/api/tunner/websocket': translate({
    id: 'plug.docs.websocket',
    message: 'WebSocket tunnel API',
  }),
  '/docs/ios/api/action': translate({id: 'plug.docs.iosAction', message: 'iOS actions API'}),
  '/docs/service/db': translate({id: 'plug.docs.db', message: 'Cloud database'}),
  '/docs/windows/intro': translate({id: 'plug.docs.windows', message: 'Windows client'}),
};

const words: Record<PluginId, {name: string; summary: string}> = {
  'digit-ocr': {
    name: translate({id: 'plug.plugin.digitOcr.name', message: 'Digit OCR'}),
    summary: translate({
      id: 'plug.plugin.digitOcr.summary',
      message:
        'Reads numbers such as scores, timers and coin counts from a small region, several times faster than full OCR. Returns an int or None.',
    }),
  },
  'yolo-ui-detector': {
    name: translate({id: 'plug.plugin.yoloUiDetector.name', message: 'YOLO button detector'}),
    summary: translate({
      id: 'plug.plugin.yoloUiDetector.summary',
      message:
        'A ready-trained YOLO model that finds buttons, close icons, checkboxes and input fields, even in apps with no readable UI tree.',
    }),
  },
  'multi-template': {
    name: translate({id: 'plug.plugin.multiTemplate.name', message: 'Multi-template matcher'}),
    summary: translate({
      id: 'plug.plugin.multiTemplate.summary',
      message:
        'Searches for many template images in one pass and returns the best match with its name. Handy when a button has several skins.',
    }),
  },
  'qr-reader': {
    name: translate({id: 'plug.plugin.qrReader.name', message: 'QR and barcode reader'}),
    summary: translate({
      id: 'plug.plugin.qrReader.summary',
      message:
        'Decodes QR codes and common barcodes from a screenshot or a region, for example to read a login code or a parcel number.',
    }),
  },
  'human-touch': {
    name: translate({id: 'plug.plugin.humanTouch.name', message: 'Human touch'}),
    summary: translate({
      id: 'plug.plugin.humanTouch.summary',
      message:
        'Wraps click and swipe with small random offsets, curved swipe paths and natural pauses, so taps never hit the same pixel twice.',
    }),
  },
  'hid-keyboard-macros': {
    name: translate({id: 'plug.plugin.hidKeyboardMacros.name', message: 'HID keyboard macros'}),
    summary: translate({
      id: 'plug.plugin.hidKeyboardMacros.summary',
      message:
        'Records and replays key sequences and typed text through the ESP32 HID board, with a delay you choose between keys.',
    }),
  },
  'ios-gesture-pack': {
    name: translate({id: 'plug.plugin.iosGesturePack.name', message: 'iOS gesture pack'}),
    summary: translate({
      id: 'plug.plugin.iosGesturePack.summary',
      message:
        'Double tap, swipe along a path of points and pull to refresh on iPhone and iPad, built on the WDA click and swipe calls.',
    }),
  },
  'scroll-to-find': {
    name: translate({id: 'plug.plugin.scrollToFind.name', message: 'Scroll to find'}),
    summary: translate({
      id: 'plug.plugin.scrollToFind.summary',
      message:
        'Scrolls a list until a Selector matches, then returns the view. Stops at the end of the list instead of swiping forever.',
    }),
  },
  'webhook-notify': {
    name: translate({id: 'plug.plugin.webhookNotify.name', message: 'Webhook notifier'}),
    summary: translate({
      id: 'plug.plugin.webhookNotify.summary',
      message:
        'Posts a message to a chat webhook when a run starts, fails or finishes, with the device name and the last log lines.',
    }),
  },
  'ws-remote': {
    name: translate({id: 'plug.plugin.wsRemote.name', message: 'WebSocket remote'}),
    summary: translate({
      id: 'plug.plugin.wsRemote.summary',
      message:
        'Keeps a WebSocket open to your own server and runs the commands it sends: start a task, pause, send a screenshot.',
    }),
  },
  'cloud-table-sync': {
    name: translate({id: 'plug.plugin.cloudTableSync.name', message: 'Cloud table sync'}),
    summary: translate({
      id: 'plug.plugin.cloudTableSync.summary',
      message:
        'Appends run results to a table in the cloud database and retries when the network drops, so no result is lost.',
    }),
  },
  'sqlite-store': {
    name: translate({id: 'plug.plugin.sqliteStore.name', message: 'SQLite store'}),
    summary: translate({
      id: 'plug.plugin.sqliteStore.summary',
      message:
        "Keeps larger data in the phone's own SQLite database through Java reflection, when the key-value store is too small.",
    }),
  },
  'settings-form': {
    name: translate({id: 'plug.plugin.settingsForm.name', message: 'Settings form'}),
    summary: translate({
      id: 'plug.plugin.settingsForm.summary',
      message:
        'Shows a form before a run, built from a Python dict, and saves the answers with kv_set so the next run starts with them.',
    }),
  },
  'window-layout': {
    name: translate({id: 'plug.plugin.windowLayout.name', message: 'Window layout'}),
    summary: translate({
      id: 'plug.plugin.windowLayout.summary',
      message:
        'Finds desktop windows by title, then moves and resizes them to a grid so every window of a run sits in a known place.',
    }),
  },
  'gp-colour-mask': {
    name: translate({id: 'plug.plugin.gpColourMask.name', message: 'GP colour mask'}),
    summary: translate({
      id: 'plug.plugin.gpColourMask.summary',
      message:
        'A graphic-pipeline step that keeps only pixels near chosen colours, so OCR and image search ignore busy backgrounds.',
    }),
  },
  'gp-edge-outline': {
    name: translate({id: 'plug.plugin.gpEdgeOutline.name', message: 'GP edge outline'}),
    summary: translate({
      id: 'plug.plugin.gpEdgeOutline.summary',
      message:
        'A graphic-pipeline step, written in Java, that reduces a screenshot to its edges, so templates still match when colours change.',
    }),
  },
};

/** Every plug-in of the gallery with its words, in the order of src/data/plugins.ts. */
export const shownPlugins: ShownPlugin[] = plugins.map((plugin) => ({
  ...plugin,
  ...words[plugin.id],
}));

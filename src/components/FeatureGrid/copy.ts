import {translate} from '@docusaurus/Translate';

import {facts} from '@site/src/data/facts';
import type {Feature, FeatureId} from '@site/src/data/features';

/** The words of a feature's card (src/data/features.ts has its facts). */
type FeatureCopy = {
  /** Card heading, sentence case. */
  title: string;
  /** One or two short sentences. */
  summary: string;
  /** The text of each of the feature's links, in their order. */
  links: string[];
};

const {pycharm, vscode} = facts.ide;

const copy: Record<FeatureId, FeatureCopy> = {
  'web-ide': {
    title: translate({id: 'home.features.webIde.title', message: 'Web IDE in your browser'}),
    summary: translate({
      id: 'home.features.webIde.summary',
      message:
        'The phone app serves an editor on your LAN at port 8720. Edit, run, read the log, inspect the UI tree and pick colours without a cable.',
    }),
    links: [translate({id: 'home.features.webIde.link', message: 'Tour the Web IDE'})],
  },
  'ide-plugins': {
    title: translate({
      id: 'home.features.idePlugins.title',
      message: 'PyCharm and VS Code plug-ins',
    }),
    summary: translate(
      {
        id: 'home.features.idePlugins.summary',
        message:
          'Get completion from type stubs, run the project on a device and stream its log into the editor. Works with {pycharm} {pycharmVersion}+ and {vscode} {vscodeVersion}+.',
      },
      {
        pycharm: pycharm.name,
        pycharmVersion: pycharm.oldestVersion,
        vscode: vscode.name,
        vscodeVersion: vscode.oldestVersion,
      },
    ),
    links: [
      translate({id: 'home.features.idePlugins.pycharm', message: 'Set up PyCharm'}),
      translate({id: 'home.features.idePlugins.vscode', message: 'Set up VS Code'}),
    ],
  },
  'image-ocr': {
    title: translate({id: 'home.features.imageOcr.title', message: 'Image search and OCR'}),
    summary: translate({
      id: 'home.features.imageOcr.summary',
      message:
        'Find a colour, a multi-point colour pattern or a template image on every platform. On phones, OCR reads on-screen text; the OCR and YOLO models come with VIP.',
    }),
    links: [
      translate({id: 'home.features.imageOcr.screen', message: 'Search the screen'}),
      translate({id: 'home.features.imageOcr.ocr', message: 'Read text with OCR'}),
    ],
  },
  selectors: {
    title: translate({id: 'home.features.selectors.title', message: 'Selectors for UI elements'}),
    summary: translate({
      id: 'home.features.selectors.summary',
      message:
        'Match a view by text, id, description or class, wait for it and click it. Your script keeps working when the layout moves.',
    }),
    links: [translate({id: 'home.features.selectors.link', message: 'Write a selector'})],
  },
  plugins: {
    title: translate({id: 'home.features.plugins.title', message: 'Plug-ins'}),
    summary: translate({
      id: 'home.features.plugins.summary',
      message:
        'Extend scripts with Python plug-ins on every platform, or with Java classes through reflection on Android. VIP members install ready-made plug-ins from the plug-in store.',
    }),
    links: [translate({id: 'home.features.plugins.link', message: 'Browse the plug-ins'})],
  },
  'script-store': {
    title: translate({
      id: 'home.features.scriptStore.title',
      message: 'Script store and card keys',
    }),
    summary: translate(
      {
        id: 'home.features.scriptStore.summary',
        message:
          'Build your project into a {extension} package. Publish it in the script store, sell it with card keys, or on Android ship it as a standalone app.',
      },
      {extension: facts.project.packageExtension},
    ),
    links: [
      translate({id: 'home.features.scriptStore.publish', message: 'Publish in the store'}),
      translate({id: 'home.features.scriptStore.cardKeys', message: 'Sell with card keys'}),
    ],
  },
};

/** The words of `feature`'s card; a card must word each of its links. */
export function featureCopy(feature: Feature): FeatureCopy {
  const words = copy[feature.id];
  if (words.links.length !== feature.links.length) {
    throw new Error(
      `src/components/FeatureGrid/copy.ts: the "${feature.id}" card words ${words.links.length} links; src/data/features.ts gives it ${feature.links.length}`,
    );
  }
  return words;
}

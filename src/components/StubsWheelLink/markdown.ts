import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {text} from '@tapcraft/core/markdown/mdast';
import {stubsWheelHref, stubsWheelName} from '../../data/downloads';

/** The wheel's file name, linked to the download. */
export const toMarkdown: ComponentConverter = () => [
  {type: 'link', url: stubsWheelHref, children: [text(stubsWheelName)]},
];

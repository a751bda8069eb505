import {table} from '../../../plugins/markdown-twins/mdast';
import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {facts} from '../../data/facts';

export const toMarkdown: ComponentConverter = () => [
  table(
    ['LED', 'meaning'],
    facts.hid.ledStates.map((state) => [state.light, state.meaning]),
  ),
];

import {table} from '../../../plugins/markdown-twins/mdast';
import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {ledHeader, ledRows} from './rows';

export const toMarkdown: ComponentConverter = () => [table(ledHeader, ledRows)];

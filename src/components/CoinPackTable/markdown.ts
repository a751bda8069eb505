import {table} from '../../../plugins/markdown-twins/mdast';
import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {coinPackHeader, coinPackRows} from './rows';

export const toMarkdown: ComponentConverter = () => [table(coinPackHeader, coinPackRows)];

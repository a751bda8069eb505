import {table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {coinPackHeader, coinPackRows} from './rows';

export const toMarkdown: ComponentConverter = () => [table(coinPackHeader, coinPackRows)];

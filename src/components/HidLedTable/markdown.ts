import {table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {ledHeader, ledRows} from './rows';

export const toMarkdown: ComponentConverter = () => [table(ledHeader, ledRows)];

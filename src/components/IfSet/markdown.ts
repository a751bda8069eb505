import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {isPlaceholder} from '../../data/site';

/** As on the page: the children while the value is set, nothing while it is a placeholder. */
export const toMarkdown: ComponentConverter = ({props, children}) => {
  const value = props.value;
  return typeof value !== 'string' || isPlaceholder(value) ? [] : children;
};

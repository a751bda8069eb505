import type {ReactNode} from 'react';

import {isPlaceholder} from '@site/src/data/site';

type Props = {
  /** The operator setting the children print, from src/data/site.ts. */
  value: string | undefined;
  children: ReactNode;
};

/**
 * Shows its children only once `value` is set: while the settings still hold
 * a [bracketed] placeholder, the sentence part or list item that prints it is
 * left out, so visitors never read a placeholder.
 *
 *   <IfSet value={contacts.servicePhone}>, phone {contacts.servicePhone}</IfSet>
 */
export default function IfSet({value, children}: Props): ReactNode {
  return value === undefined || isPlaceholder(value) ? null : children;
}

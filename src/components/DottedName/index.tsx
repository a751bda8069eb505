import type {ReactNode} from 'react';

import {withWordBreaks} from '@site/src/utils/wordBreaks';

/**
 * A name, call or path as code (`app.application.clear_data`,
 * `images.findColor(img, color)`) that a narrow table column wraps after a
 * dot, slash or underscore, never inside a word.
 */
export default function DottedName({name}: {name: string}): ReactNode {
  return <code>{withWordBreaks(name)}</code>;
}

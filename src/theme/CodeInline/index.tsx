import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeInline';

import {LONG_CODE, withWordBreaks} from '@site/src/utils/wordBreaks';

/**
 * Code in a Markdown sentence or table. The theme's original only renders
 * `<code>`; a long name or path here may also wrap after its dots, slashes
 * and underscores, so a table of long identifiers fits its column instead of
 * scrolling sideways, without breaking inside a word.
 */
export default function CodeInline({children, ...props}: Props): ReactNode {
  return (
    <code {...props}>
      {typeof children === 'string' ? withWordBreaks(children, LONG_CODE) : children}
    </code>
  );
}

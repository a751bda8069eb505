import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/*
 * Ejected from @docusaurus/theme-classic (see src/theme/README.md): a token
 * with neither class nor style is its bare text, not an empty span.
 */
export default function CodeBlockLineToken({
  line: _line,
  token: _token,
  className,
  style,
  children,
  ...props
}: Props): ReactNode {
  if (!className && !style) return children;
  return (
    <span className={className} style={style} {...props}>
      {children}
    </span>
  );
}

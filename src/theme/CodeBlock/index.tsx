import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/*
 * Ejected from @docusaurus/theme-classic (see src/theme/README.md). The
 * server renders the default colour mode's Prism colours and hydration keeps
 * them, so the original re-creates every code block once the page has
 * loaded. That is only needed when the page is in the other mode; in the
 * default mode the blocks are now kept. Re-creating them also raced with
 * window resizes: the old block's resize listener could run after its
 * element was gone and throw in `useCodeWordWrap`.
 */

/** Makes plain-string children one string, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {
    colorMode: {defaultMode},
  } = useThemeConfig();
  const coloursDifferFromServer = isBrowser && colorMode !== defaultMode;
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockComp key={String(coloursDifferFromServer)} {...props}>
      {children as string}
    </CodeBlockComp>
  );
}

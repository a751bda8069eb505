import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import CodeBlockButtons from '@theme-original/CodeBlock/Buttons';
import type CodeBlockButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

import {whenNearViewport} from '../nearViewport';

type Props = WrapperProps<typeof CodeBlockButtonsType>;

/**
 * A code block's copy and word-wrap buttons, rendered once the block is near
 * the viewport. The original renders every block's buttons (three SVG icons
 * each) as soon as the page hydrates, in one task: 31 blocks on an API page.
 * The server never renders them, so nothing changes for readers without
 * JavaScript.
 */
export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  const {
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    return whenNearViewport(block, () => startTransition(() => setNear(true)));
  }, [codeBlockRef]);
  return near ? <CodeBlockButtons {...props} /> : null;
}

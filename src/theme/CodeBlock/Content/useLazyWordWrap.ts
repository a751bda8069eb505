import {startTransition, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

import {whenNearViewport} from '../nearViewport';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * `useCodeWordWrap` of @docusaurus/theme-common, measured lazily. The
 * original measures every block as the page hydrates (a forced layout and a
 * re-render per block, all in one task) and watches each block's tab panel.
 * Here a block is measured once it nears the viewport, and again on resize and
 * when wrapping is toggled. A block in a hidden tab is not near, so it is
 * measured when its tab is shown.
 */
export function useLazyWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    setIsCodeScrollable(
      block.scrollWidth > block.clientWidth ||
        block.querySelector('code')?.hasAttribute('style') === true,
    );
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens must wrap too, or the block keeps its scrollbar.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const stopWaiting = whenNearViewport(block, () => {
      startTransition(updateCodeIsScrollable);
      window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    });
    return () => {
      stopWaiting();
      window.removeEventListener('resize', updateCodeIsScrollable);
    };
  }, [updateCodeIsScrollable]);

  return useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}),
    [isEnabled, isCodeScrollable, toggle],
  );
}

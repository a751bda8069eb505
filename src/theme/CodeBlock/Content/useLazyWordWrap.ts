import {
  createContext,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

import {whenNearViewport} from '../nearViewport';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Whether the code block being rendered has come near the viewport: its buttons render then. */
export const CodeBlockNearContext = createContext(false);

/**
 * `useCodeWordWrap` of @docusaurus/theme-common, measured lazily, and whether
 * the block is near the viewport. The original measures every block as the
 * page hydrates (a forced layout and a re-render per block, all in one task)
 * and watches each block's tab panel. Here a block is measured once it nears
 * the viewport, and again on resize and when wrapping is toggled. A block in
 * a hidden tab is not near, so it is measured when its tab is shown.
 */
export function useLazyWordWrap(): {wordWrap: WordWrap; isNear: boolean} {
  const [isNear, setIsNear] = useState(false);
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
    return whenNearViewport(block, () => startTransition(() => setIsNear(true)));
  }, []);

  useEffect(() => {
    if (!isNear) return undefined;
    updateCodeIsScrollable();
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [isNear, updateCodeIsScrollable]);

  const wordWrap = useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}),
    [isEnabled, isCodeScrollable, toggle],
  );
  return {wordWrap, isNear};
}

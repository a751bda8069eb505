/** How far below or above the viewport a block counts as near: about half a phone screen. */
const MARGIN = '300px 0px';

type Observer = Pick<IntersectionObserver, 'observe' | 'unobserve'>;
export type ObserverFactory = (
  callback: IntersectionObserverCallback,
  options: IntersectionObserverInit,
) => Observer;

/**
 * `whenNearViewport(element, callback)` calls back once the element comes
 * within MARGIN of the viewport, through one IntersectionObserver shared by
 * every caller, and returns a function that stops waiting. Without
 * IntersectionObserver it calls back at once.
 */
export function nearViewportWatcher(createObserver: ObserverFactory | undefined) {
  const waiting = new Map<Element, () => void>();
  let observer: Observer | undefined;
  const onEntries: IntersectionObserverCallback = (entries) => {
    for (const entry of entries) {
      const callback = waiting.get(entry.target);
      if (!entry.isIntersecting || !callback) continue;
      waiting.delete(entry.target);
      observer!.unobserve(entry.target);
      callback();
    }
  };
  return function whenNearViewport(element: Element, callback: () => void): () => void {
    if (!createObserver) {
      callback();
      return () => {};
    }
    observer ??= createObserver(onEntries, {rootMargin: MARGIN});
    waiting.set(element, callback);
    observer.observe(element);
    return () => {
      if (waiting.delete(element)) observer!.unobserve(element);
    };
  };
}

export const whenNearViewport = nearViewportWatcher(
  typeof IntersectionObserver === 'function'
    ? (callback, options) => new IntersectionObserver(callback, options)
    : undefined,
);

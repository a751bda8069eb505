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
  const waiting = new Map<Element, Set<() => void>>();
  let observer: Observer | undefined;
  const onEntries: IntersectionObserverCallback = (entries) => {
    for (const entry of entries) {
      const callbacks = waiting.get(entry.target);
      if (!entry.isIntersecting || !callbacks) continue;
      waiting.delete(entry.target);
      observer!.unobserve(entry.target);
      callbacks.forEach((callback) => callback());
      callbacks.clear();
    }
  };
  return function whenNearViewport(element: Element, callback: () => void): () => void {
    if (!createObserver) {
      callback();
      return () => {};
    }
    observer ??= createObserver(onEntries, {rootMargin: MARGIN});
    const callbacks = waiting.get(element) ?? new Set();
    if (callbacks.size === 0) {
      waiting.set(element, callbacks);
      observer.observe(element);
    }
    callbacks.add(callback);
    return () => {
      if (!callbacks.delete(callback) || callbacks.size > 0) return;
      waiting.delete(element);
      observer!.unobserve(element);
    };
  };
}

export const whenNearViewport = nearViewportWatcher(
  typeof IntersectionObserver === 'function'
    ? (callback, options) => new IntersectionObserver(callback, options)
    : undefined,
);

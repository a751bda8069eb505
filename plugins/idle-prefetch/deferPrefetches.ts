import type {ClientModule} from '@docusaurus/types';

type Prefetch = (routePath: string) => false | Promise<void[]>;

export type IdleDeadlineLike = {timeRemaining(): number};
export type RequestIdle = (work: (deadline: IdleDeadlineLike) => void) => void;

/**
 * The longest stretch of prefetching in one go. Idle periods last up to
 * 50 ms, but a tap during one waits for it to end: 8 ms keeps the page
 * responsive even on a phone four times slower than this machine.
 */
const SLICE_MS = 8;

/** Idle periods cut to SLICE_MS; where there is no `requestIdleCallback` (Safari), short timeouts. */
export function requestIdle(win: Window): RequestIdle {
  const sliceOf = (idleTimeRemaining: () => number): IdleDeadlineLike => {
    const start = win.performance.now();
    return {
      timeRemaining: () =>
        Math.min(idleTimeRemaining(), SLICE_MS - (win.performance.now() - start)),
    };
  };
  if (typeof win.requestIdleCallback === 'function') {
    return (work) =>
      win.requestIdleCallback((deadline) => work(sliceOf(() => deadline.timeRemaining())));
  }
  return (work) => win.setTimeout(() => work(sliceOf(() => SLICE_MS)), 1);
}

/**
 * `prefetch`, run when the browser is idle instead of when called. Calls
 * only queue the route; queued routes are prefetched in idle time, at least
 * one per idle period, in the order asked.
 */
export function idlePrefetch(prefetch: Prefetch, requestIdleWork: RequestIdle): Prefetch {
  const queue = new Set<string>();
  let scheduled = false;
  const work = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    let first = true;
    for (const routePath of queue) {
      if (!first && deadline.timeRemaining() <= 0) break;
      first = false;
      queue.delete(routePath);
      void prefetch(routePath);
    }
    if (queue.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestIdleWork(work);
  };
  return (routePath) => {
    queue.add(routePath);
    schedule();
    return false;
  };
}

const deferred = new WeakSet<Window>();

/**
 * Gives `window.docusaurus` an idle-time `prefetch`, once per window. Links
 * look the object up on each call; Docusaurus freezes it, so it is replaced
 * rather than changed.
 */
export function deferPrefetches(win: Window): void {
  if (deferred.has(win) || !win.docusaurus) return;
  deferred.add(win);
  win.docusaurus = Object.freeze({
    ...win.docusaurus,
    prefetch: idlePrefetch(win.docusaurus.prefetch, requestIdle(win)),
  });
}

const clientModule: ClientModule = {
  // Runs in a layout effect of the first render, before any link can report
  // that it scrolled into view.
  onRouteDidUpdate() {
    deferPrefetches(window);
  },
};

export default clientModule;

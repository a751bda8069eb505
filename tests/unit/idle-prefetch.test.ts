import {describe, expect, it} from 'vitest';

import {
  deferPrefetches,
  idlePrefetch,
  requestIdle,
  type IdleDeadlineLike,
  type RequestIdle,
} from '../../plugins/idle-prefetch/deferPrefetches';

/** An idle scheduler the test drives: each run gets `budget` prefetches' worth of time. */
function fakeIdle() {
  const pending: Array<(deadline: IdleDeadlineLike) => void> = [];
  const requestIdle: RequestIdle = (work) => pending.push(work);
  const runIdle = (budget: number) => {
    const work = pending.shift();
    if (!work) throw new Error('no idle work scheduled');
    let left = budget;
    work({timeRemaining: () => left--});
  };
  return {requestIdle, runIdle, pending};
}

/** An idle-time prefetch over a fake idle scheduler, recording the routes it starts. */
function recordingIdlePrefetch() {
  const started: string[] = [];
  const idle = fakeIdle();
  const prefetch = idlePrefetch((path) => {
    started.push(path);
    return false;
  }, idle.requestIdle);
  return {started, idle, prefetch};
}

describe('idlePrefetch', () => {
  it('only queues when called, and prefetches in idle time in the order asked', () => {
    const {started, idle, prefetch} = recordingIdlePrefetch();

    for (const path of ['/a', '/b', '/a', '/c']) prefetch(path);
    expect(started).toEqual([]);
    expect(idle.pending).toHaveLength(1);

    idle.runIdle(10);
    expect(started).toEqual(['/a', '/b', '/c']);
    expect(idle.pending).toHaveLength(0);
  });

  it('stops when the idle period is used up and continues in the next one', () => {
    const {started, idle, prefetch} = recordingIdlePrefetch();
    for (let i = 0; i < 5; i += 1) prefetch(`/page-${i}`);

    idle.runIdle(2);
    expect(started).toEqual(['/page-0', '/page-1', '/page-2']);
    expect(idle.pending).toHaveLength(1);
    idle.runIdle(0);
    expect(started).toHaveLength(4);
    idle.runIdle(10);
    expect(started).toHaveLength(5);
    expect(idle.pending).toHaveLength(0);
  });

  it('asks for idle time again when called after the queue emptied', () => {
    const {started, idle, prefetch} = recordingIdlePrefetch();
    prefetch('/a');
    idle.runIdle(5);
    prefetch('/b');
    expect(idle.pending).toHaveLength(1);
    idle.runIdle(5);
    expect(started).toEqual(['/a', '/b']);
  });
});

describe('deferPrefetches', () => {
  it('replaces the frozen window.docusaurus once, keeping preload', () => {
    const prefetched: string[] = [];
    const preload = () => false as const;
    const win = {
      docusaurus: Object.freeze({
        prefetch: (path: string) => {
          prefetched.push(path);
          return false as const;
        },
        preload,
      }),
      requestIdleCallback: (work: (deadline: IdleDeadlineLike) => void) => {
        work({timeRemaining: () => 10});
        return 1;
      },
      performance: {now: () => 0},
    } as unknown as Window;

    deferPrefetches(win);
    const deferredOnce = win.docusaurus;
    deferPrefetches(win);
    expect(win.docusaurus).toBe(deferredOnce);
    expect(Object.isFrozen(win.docusaurus)).toBe(true);
    expect(win.docusaurus.preload).toBe(preload);
    win.docusaurus.prefetch('/docs/intro');
    expect(prefetched).toEqual(['/docs/intro']);
  });
});

describe('requestIdle', () => {
  it('cuts a long idle period to a short slice', () => {
    let now = 100;
    const remaining: number[] = [];
    const win = {
      requestIdleCallback: (work: (deadline: IdleDeadlineLike) => void) => {
        work({timeRemaining: () => 50 - (now - 100)});
        return 1;
      },
      performance: {now: () => now},
    } as unknown as Window;
    requestIdle(win)((deadline) => {
      for (const step of [0, 3, 3, 3]) {
        now += step;
        remaining.push(deadline.timeRemaining());
      }
    });
    expect(remaining).toEqual([8, 5, 2, -1]);
  });

  it('falls back to short timeouts without requestIdleCallback', () => {
    let scheduled: (() => void) | undefined;
    const win = {
      setTimeout: (callback: () => void) => {
        scheduled = callback;
        return 1;
      },
      performance: {now: () => 0},
    } as unknown as Window;
    let remaining = 0;
    requestIdle(win)((deadline) => (remaining = deadline.timeRemaining()));
    scheduled!();
    expect(remaining).toBe(8);
  });
});

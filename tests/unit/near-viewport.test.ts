import {describe, expect, it} from 'vitest';

import {nearViewportWatcher, type ObserverFactory} from '../../src/theme/CodeBlock/nearViewport';

/** An IntersectionObserver the test drives: `show(element)` reports it as intersecting. */
function fakeObservers() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => {};
  let created = 0;
  const factory: ObserverFactory = (callback) => {
    created += 1;
    report = callback;
    return {
      observe: (element) => void observed.add(element),
      unobserve: (element) => void observed.delete(element),
    };
  };
  const entry = (target: Element, isIntersecting: boolean) =>
    ({target, isIntersecting}) as IntersectionObserverEntry;
  return {
    factory,
    observed,
    created: () => created,
    report: (target: Element, isIntersecting: boolean) =>
      report([entry(target, isIntersecting)], {} as IntersectionObserver),
  };
}

const element = (name: string) => ({name}) as unknown as Element;

describe('whenNearViewport', () => {
  it('calls back once the element intersects, then stops watching it', () => {
    const fake = fakeObservers();
    const whenNear = nearViewportWatcher(fake.factory);
    const block = element('block');
    const calls: string[] = [];
    whenNear(block, () => calls.push('near'));
    expect(fake.observed.has(block)).toBe(true);

    fake.report(block, false);
    expect(calls).toEqual([]);
    fake.report(block, true);
    expect(calls).toEqual(['near']);
    expect(fake.observed.has(block)).toBe(false);
    fake.report(block, true);
    expect(calls).toEqual(['near']);
  });

  it('shares one observer between elements', () => {
    const fake = fakeObservers();
    const whenNear = nearViewportWatcher(fake.factory);
    const calls: string[] = [];
    whenNear(element('a'), () => calls.push('a'));
    const b = element('b');
    whenNear(b, () => calls.push('b'));
    expect(fake.created()).toBe(1);
    fake.report(b, true);
    expect(calls).toEqual(['b']);
  });

  it('stops waiting when cancelled', () => {
    const fake = fakeObservers();
    const whenNear = nearViewportWatcher(fake.factory);
    const block = element('block');
    const calls: string[] = [];
    const cancel = whenNear(block, () => calls.push('near'));
    cancel();
    expect(fake.observed.has(block)).toBe(false);
    fake.report(block, true);
    expect(calls).toEqual([]);
  });

  it('calls back at once where there is no IntersectionObserver', () => {
    const whenNear = nearViewportWatcher(undefined);
    const calls: string[] = [];
    whenNear(element('block'), () => calls.push('now'));
    expect(calls).toEqual(['now']);
  });
});

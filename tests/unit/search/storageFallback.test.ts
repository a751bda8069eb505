import {describe, expect, it} from 'vitest';

import {ensureLocalStorage, MemoryStorage} from '../../../src/search/storageFallback';

function blockedWindow(configurable: boolean): Window {
  const target = {} as Window;
  Object.defineProperty(target, 'localStorage', {
    configurable,
    get() {
      throw new DOMException('blocked', 'SecurityError');
    },
  });
  return target;
}

describe('ensureLocalStorage', () => {
  it('leaves working storage alone', () => {
    const storage = new MemoryStorage();
    const target = {localStorage: storage} as unknown as Window;
    expect(ensureLocalStorage(target)).toBe(true);
    expect(target.localStorage).toBe(storage);
  });

  it('replaces blocked storage with one kept in memory', () => {
    const target = blockedWindow(true);
    expect(ensureLocalStorage(target)).toBe(true);
    target.localStorage.setItem('q', 'find_colors');
    expect(target.localStorage.getItem('q')).toBe('find_colors');
    expect(target.localStorage.length).toBe(1);
  });

  it('reports failure when the blocked property cannot be replaced', () => {
    expect(ensureLocalStorage(blockedWindow(false))).toBe(false);
  });
});

describe('MemoryStorage', () => {
  it('behaves like Storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.key(1)).toBe('b');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

/** A Storage kept in memory for one visit. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }
}

function localStorageWorks(target: Window): boolean {
  try {
    target.localStorage.getItem('tapcraft-storage-probe');
    return true;
  } catch {
    return false;
  }
}

/**
 * DocSearch's modal reads `window.localStorage` outside a try/catch, so it
 * crashes where the browser blocks site storage (privacy settings, some
 * embedded views). There, give the page a storage that lasts for this visit
 * instead. Returns whether local storage can be used afterwards.
 */
export function ensureLocalStorage(target: Window = window): boolean {
  if (localStorageWorks(target)) {
    return true;
  }
  try {
    Object.defineProperty(target, 'localStorage', {configurable: true, value: new MemoryStorage()});
  } catch {
    return false;
  }
  return localStorageWorks(target);
}

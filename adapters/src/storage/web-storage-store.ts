import type { KeyValueStore } from '@bet/core/shared';

/**
 * KeyValueStore on window.localStorage, falling back to memory when storage is missing or
 * throws (private mode, quota, disabled cookies): the site keeps working, it just forgets.
 */
export class WebStorageStore implements KeyValueStore {
  private readonly memory = new Map<string, string>();
  private readonly storage: Storage | null;

  constructor(storage: Storage | null | undefined = safeLocalStorage()) {
    this.storage = storage ?? null;
  }

  get(key: string): string | null {
    try {
      if (this.storage) return this.storage.getItem(key);
    } catch {
      /* fall through to memory */
    }
    return this.memory.get(key) ?? null;
  }

  set(key: string, value: string): void {
    try {
      if (this.storage) {
        this.storage.setItem(key, value);
        return;
      }
    } catch {
      /* quota or disabled: keep it in memory */
    }
    this.memory.set(key, value);
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      /* ignore */
    }
    this.memory.delete(key);
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

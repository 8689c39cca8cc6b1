import type { KeyValueStore } from '../ports/key-value-store.js';

/** In-memory KeyValueStore for tests. */
export class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  get(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.map.set(key, value);
  }
  remove(key: string): void {
    this.map.delete(key);
  }
}

import { portToken } from './port-token.js';

/** Small persistent string storage (web storage in the browser, memory in tests). */
export interface KeyValueStore {
  /** The stored value, or null when absent. */
  get(key: string): string | null;
  /** Stores `value` under `key`, replacing any previous value. */
  set(key: string, value: string): void;
  /** Forgets `key`; a missing key is not an error. */
  remove(key: string): void;
}
export const KeyValueStore = portToken<KeyValueStore>('KeyValueStore');

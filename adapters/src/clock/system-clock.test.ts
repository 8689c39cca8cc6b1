import { firstValueFrom, take, toArray } from 'rxjs';
import { SystemClock } from './system-clock.js';
import { WebStorageStore } from '../storage/web-storage-store.js';

describe('SystemClock', () => {
  it('reads real time and emits real timers', async () => {
    const c = new SystemClock();
    const before = Date.now();
    expect(c.now()).toBeGreaterThanOrEqual(before);
    await expect(firstValueFrom(c.timer(5))).resolves.toBeUndefined();
    await expect(firstValueFrom(c.every(5).pipe(take(2), toArray()))).resolves.toEqual([0, 1]);
  });
});

describe('WebStorageStore', () => {
  it('uses the given storage', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    } as unknown as Storage;
    const s = new WebStorageStore(storage);
    s.set('a', '1');
    expect(map.get('a')).toBe('1');
    expect(s.get('a')).toBe('1');
    s.remove('a');
    expect(s.get('a')).toBeNull();
  });

  it('falls back to memory when storage is missing or throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('x');
      },
    } as unknown as Storage;
    for (const s of [new WebStorageStore(null), new WebStorageStore(broken)]) {
      s.set('k', 'v');
      expect(s.get('k')).toBe('v');
      s.remove('k');
      expect(s.get('k')).toBeNull();
    }
  });
});

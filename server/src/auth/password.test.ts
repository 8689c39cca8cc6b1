import { createPasswordHasher, DUMMY_HASH, hashSecretNow } from './password.js';
import { Semaphore } from './semaphore.js';
import '../testing/slow-tests.js';

describe('password hashing (scrypt N=2^17, r=8, p=1, pinned)', () => {
  it('verifies the right secret only, with a fresh salt per hash', async () => {
    const hasher = createPasswordHasher();
    const a = (await hasher.hash('pass1234'))!;
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const [right, wrong, other] = await Promise.all([
      hasher.verify('pass1234', a),
      hasher.verify('pass1235', a),
      hashSecretNow('pass1234'),
    ]);
    expect(right).toBe(true);
    expect(wrong).toBe(false);
    expect(other).not.toBe(a);
  });

  it('never verifies a hash with other parameters, a malformed hash, or a missing one', async () => {
    const hasher = createPasswordHasher();
    const weaker = DUMMY_HASH.replace('scrypt$17$', 'scrypt$14$');
    expect(await hasher.verify('x', weaker)).toBe(false);
    expect(await hasher.verify('x', 'plain-text-password')).toBe(false);
    expect(await hasher.verify('x', null)).toBe(false);
  });

  it('answers null (busy) when the queue is full instead of queueing without bound', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queue: 0 });
    const results = await Promise.all([hasher.verify('a', DUMMY_HASH), hasher.verify('b', DUMMY_HASH), hasher.hash('c')]);
    expect(results[0]).toBe(false);
    expect(results.slice(1)).toEqual([null, null]);
  });
});

describe('Semaphore', () => {
  it('runs at most max tasks at once and queues the rest', async () => {
    const gate = new Semaphore(2, 10);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return 1;
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => gate.run(task)));
    expect(results.every((r) => r?.value === 1)).toBe(true);
    expect(peak).toBe(2);
  });
});

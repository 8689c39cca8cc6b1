import { get } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createHarness, type Caller, type Harness } from '../../testing/harness.js';
import { auditPages, EXPORT_PAGE_ROWS } from './admin-export-store.js';

/**
 * Issue 27: 100,000 rows export without being held in memory. The audit log gets 100,000 lines of
 * about 600 bytes each (a CSV near 70 MB; the rows as JavaScript strings and objects would be more
 * than that in the heap). The download is read as a stream and only its line breaks are counted,
 * while the server's heap (the same process) is sampled after a full garbage collection, so only
 * what is still held counts (garbage waiting for a collection would make the figure depend on the
 * machine's load): its growth stays far below the file.
 */

// Node's documented way to get `gc()` in a process started without --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** Heap in use after a full collection: what the process still holds. */
const liveHeap = (): number => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
const ROWS = 100_000;
const HEAP_SAMPLE_MS = 400;
const DAY = '2026-03-02';
let h: Harness;
let admin: Caller;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('bulkadmin', { isAdmin: true, role: 10, type: 1 }));
  await h.db.query(
    `INSERT INTO audit_log (at, actor_ip, action, target, detail)
     SELECT $1::timestamptz + g * interval '1 millisecond', '10.0.0.1', 'login.failed', 'line-' || g, jsonb_build_object('pad', repeat('가', 200))
       FROM generate_series(1, $2::int) AS g`,
    [new Date(`${DAY}T00:00:00+09:00`), ROWS],
  );
}, 120_000);
afterAll(async () => {
  await h.close();
});

describe('streamed CSV export of 100,000 rows', () => {
  it('the store reads the audit log in keyset pages of at most EXPORT_PAGE_ROWS', async () => {
    const filter = {
      search: null,
      start: new Date(`${DAY}T00:00:00+09:00`),
      end: new Date(`${DAY}T23:59:59+09:00`),
      actions: ['login.failed'],
    };
    let pages = 0;
    let rows = 0;
    let largest = 0;
    for await (const page of auditPages(h.db, filter)) {
      pages += 1;
      rows += page.length;
      largest = Math.max(largest, page.length);
    }
    expect({ pages, rows, largest }).toEqual({ pages: ROWS / EXPORT_PAGE_ROWS, rows: ROWS, largest: EXPORT_PAGE_ROWS });
  }, 120_000);

  it('downloads every row with a header while the heap grows by far less than the file', async () => {
    const before = liveHeap();
    let peak = before;
    // A full collection per sample is what makes the figure honest, and what makes the test slow:
    // every 50 ms it took 146 s in CI (the process mostly collecting). Rows held for the whole write
    // (the defect this guards against) stay in the heap for seconds, so a sample every 400 ms sees them.
    const sampler = setInterval(() => (peak = Math.max(peak, liveHeap())), HEAP_SAMPLE_MS);
    const { status, bytes, lineBreaks } = await new Promise<{ status: number; bytes: number; lineBreaks: number }>((resolve, reject) => {
      const url = new URL(`/api/admin/export/audit?from=${DAY}&to=${DAY}&action=login.failed`, h.baseUrl);
      get(url, { headers: { cookie: `sid=${admin.cookies.sid}; csrf=${admin.cookies.csrf}` } }, (res) => {
        let size = 0;
        let breaks = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) breaks += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: size, lineBreaks: breaks }));
        res.on('error', reject);
      }).on('error', reject);
    });
    clearInterval(sampler);
    const growthMb = (peak - before) / 1_048_576;
    process.stdout.write(
      `\n[export] ${ROWS} rows, ${(bytes / 1_048_576).toFixed(1)} MB of CSV, heap growth at most ${growthMb.toFixed(1)} MB\n`,
    );
    expect(status).toBe(200);
    expect(lineBreaks).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(60 * 1_048_576);
    // Measured: 1.2 MB streamed; 67.2 MB live when the rows were collected before the first write.
    expect(growthMb).toBeLessThan(24);
  }, 180_000);
});

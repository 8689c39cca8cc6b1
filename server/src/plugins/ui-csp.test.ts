import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHarness } from '../testing/harness.js';
import { uiConnectOrigins } from './ui-csp.js';

/**
 * Issue 28: the UI this server serves may be pointed at an API elsewhere by its config.json. The
 * pages' CSP comes from this server, so its connect-src must name that API's origin, or the
 * browser blocks every call; without the file it stays 'self' alone.
 */
const dirs: string[] = [];
async function uiDirWith(config: string | null): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ui-csp-'));
  dirs.push(dir);
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  if (config !== null) await writeFile(join(dir, 'config.json'), config);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const connectSrcOf = (csp: string | null): string => /connect-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';

describe("the served UI's CSP and its config.json", () => {
  it('lets the pages connect to the API and stream origins the file names, and serves the file unstored', async () => {
    const config = JSON.stringify({ apiBase: 'https://api.example.com/api', sseBase: 'https://live.example.com:8443/api' });
    const h = await createHarness({ config: { uiDir: await uiDirWith(config) }, modules: [] });
    try {
      const page = await h.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(connectSrcOf(page.headers.get('content-security-policy'))).toBe(
        "'self' https://api.example.com https://live.example.com:8443",
      );
      const file = await h.inject({ method: 'GET', url: '/config.json' });
      expect([file.statusCode, file.headers.get('cache-control'), file.headers.get('content-type')]).toEqual([
        200,
        'no-cache',
        'application/json; charset=utf-8',
      ]);
    } finally {
      await h.close();
    }
  });

  it("keeps connect-src to 'self' without the file, or with a file naming only paths of this site", async () => {
    for (const config of [null, JSON.stringify({ apiBase: '/api' })]) {
      const h = await createHarness({ config: { uiDir: await uiDirWith(config) }, modules: [] });
      try {
        const page = await h.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expect(connectSrcOf(page.headers.get('content-security-policy'))).toBe("'self'");
      } finally {
        await h.close();
      }
    }
  });

  it.each([
    ['not JSON', '{apiBase:'],
    ['a base that is no URL', JSON.stringify({ apiBase: 'api.example.com' })],
    ['an unknown field', JSON.stringify({ apiBase: '/api', apiBsae: 'https://x.example' })],
  ])('refuses to start with a file holding %s, naming the file', async (_what, config) => {
    // What buildApp calls before it registers anything (app.ts), so the start stops here.
    const dir = await uiDirWith(config);
    expect(() => uiConnectOrigins(dir)).toThrow(/config\.json is (invalid|not JSON)/);
  });
});

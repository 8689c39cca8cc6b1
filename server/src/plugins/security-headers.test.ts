import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHarness, type Harness } from '../testing/harness.js';

/** What a browser sends when it navigates to a page. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let dir: string;
const harnesses: Harness[] = [];

async function siteWith(serveSourceMaps: boolean, trustProxy = false): Promise<Harness> {
  const h = await createHarness({ config: { uiDir: dir, serveSourceMaps, trustProxy }, modules: [] });
  harnesses.push(h);
  return h;
}

beforeAll(async () => {
  // A built UI as Vite leaves it: a page, a bundle and the bundle's source map.
  dir = await mkdtemp(join(tmpdir(), 'ui-headers-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
  await writeFile(join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.tsx"]}');
});
afterAll(async () => {
  for (const h of harnesses) await h.close();
  await rm(dir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('every page, file and API answer carries the CSP, frame protection, nosniff, referrer and permissions policies', async () => {
    const h = await siteWith(true);
    for (const [url, headers] of [
      ['/', NAVIGATION],
      ['/admin', NAVIGATION],
      ['/assets/app.js', {}],
      ['/api/health', {}],
      ['/api/no-such-call', {}],
    ] as const) {
      const res = await h.inject({ method: 'GET', url, headers });
      const csp = String(res.headers.get('content-security-policy'));
      expect({ url, csp }).toEqual({ url, csp: expect.stringContaining("frame-ancestors 'none'") });
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('sends HSTS only on answers that went out over TLS (behind a trusted proxy here), never over plain HTTP', async () => {
    const plain = await siteWith(true);
    expect((await plain.inject({ method: 'GET', url: '/', headers: NAVIGATION })).headers.get('strict-transport-security')).toBeNull();
    const proxied = await siteWith(true, true);
    const overTls = await proxied.inject({ method: 'GET', url: '/', headers: { ...NAVIGATION, 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    // An untrusting server ignores a client's claim of TLS: a forged header earns nothing.
    const forged = await plain.inject({ method: 'GET', url: '/', headers: { ...NAVIGATION, 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves source maps in development only: production answers 404 for *.map', async () => {
    const development = await siteWith(true);
    expect((await development.inject({ method: 'GET', url: '/assets/app.js.map' })).statusCode).toBe(200);
    const production = await siteWith(false);
    const map = await production.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.tsx');
    expect((await production.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
  });
});

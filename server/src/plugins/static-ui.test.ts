import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cp, mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCATIONS } from '../routes/sports/feed/catalogue.js';
import { createHarness, json, type Harness } from '../testing/harness.js';

/** The UI's static files (Vite copies app/public into app/dist as they are). */
const APP_PUBLIC = fileURLToPath(new URL('../../../app/public', import.meta.url));
/** What a browser sends when it navigates to a page. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** What a browser sends for an `<img>`. */
const IMAGE = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };

let h: Harness;
let dir: string;

const BIG_SCRIPT = 'export const rows = [' + Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(',') + '];';

/** A raw GET (fetch would decompress on its own and hide what went over the wire). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(url, h.baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  // A built UI as Vite leaves it: index.html, bundles under assets/, app/public's files copied.
  dir = await mkdtemp(join(tmpdir(), 'ui-'));
  await cp(APP_PUBLIC, dir, { recursive: true });
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)');
  // The build's compressed copies (app/build/precompress.ts) of a bundle and of the page.
  await writeFile(join(dir, 'assets', 'big.js'), BIG_SCRIPT);
  await writeFile(join(dir, 'assets', 'big.js.br'), brotliCompressSync(BIG_SCRIPT));
  await writeFile(join(dir, 'assets', 'big.js.gz'), gzipSync(BIG_SCRIPT));
  await writeFile(join(dir, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root"></div>'));
  h = await createHarness({ config: { uiDir: dir }, modules: [] });
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serving the built UI', () => {
  it('serves files and falls back to index.html for navigations to client routes', async () => {
    const asset = await h.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/europe?sportId=6046', '/mypage/message', '/some/app/route']) {
      const page = await h.inject({ method: 'GET', url, headers: NAVIGATION });
      expect([url, page.statusCode, page.headers.get('content-type')]).toEqual([url, 200, 'text/html; charset=utf-8']);
      expect(page.body).toContain('id="root"');
    }
  });

  it('sends the compressed copy a client accepts (brotli first, then gzip), the file as it is otherwise', async () => {
    const br = await rawGet('/assets/big.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'Accept-Encoding']);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);

    const gz = await rawGet('/assets/big.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);

    const plain = await rawGet('/assets/big.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);

    // A navigation gets the page's compressed copy too; a file without one goes as it is.
    const page = await rawGet('/europe', { ...NAVIGATION, 'accept-encoding': 'br' });
    expect([page.status, page.headers['content-encoding']]).toEqual([200, 'br']);
    expect(brotliDecompressSync(page.body).toString()).toContain('id="root"');
    const small = await rawGet('/assets/app.js', { 'accept-encoding': 'br' });
    expect([small.headers['content-encoding'], small.body.toString()]).toEqual([undefined, 'console.log(1)']);
  });

  it('keeps the hashed bundles a year, revalidates the page on every load, and keeps public files a day', async () => {
    const oneYear = 'public, max-age=31536000, immutable';
    // Vite names every file under assets/ after its content's hash: a name never changes content.
    for (const [url, encoding] of [
      ['/assets/app.js', ''],
      ['/assets/big.js', 'br'],
      ['/assets/big.js', 'gzip'],
    ] as const) {
      const res = await rawGet(url, encoding ? { 'accept-encoding': encoding } : {});
      expect([url, encoding, res.status, res.headers['cache-control']]).toEqual([url, encoding, 200, oneYear]);
    }
    // The page names the current bundles, so a deploy must reach the next load: never kept unasked.
    for (const [url, encoding] of [
      ['/', ''],
      ['/europe', ''],
      ['/europe', 'br'],
      ['/index.html', ''],
    ] as const) {
      const res = await rawGet(url, { ...NAVIGATION, ...(encoding ? { 'accept-encoding': encoding } : {}) });
      expect([url, encoding, res.status, res.headers['cache-control']]).toEqual([url, encoding, 200, 'no-cache']);
    }
    const flag = await rawGet('/images/flags/kr.svg', IMAGE);
    expect([flag.status, flag.headers['cache-control']]).toEqual([200, 'public, max-age=86400']);
    // API answers stay uncached whatever the UI's policy.
    const api = await rawGet('/api/unknown', {});
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('serves a shipped flag as an SVG image', async () => {
    const flag = await h.inject({ method: 'GET', url: '/images/flags/kr.svg', headers: IMAGE });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(flag.body).toContain('<svg');
  });

  it('answers 404, never the site page, for a missing flag, a missing bundle or any missing file', async () => {
    for (const [url, headers] of [
      ['/images/flags/xx.svg', IMAGE],
      ['/images/flags/xx.svg', NAVIGATION],
      ['/assets/missing.js', {}],
      ['/images/other', NAVIGATION],
      ['/robots.txt', NAVIGATION],
      ['/europe/data.json', NAVIGATION],
    ] as const) {
      const res = await h.inject({ method: 'GET', url, headers });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('id="root"');
    }
  });

  it('answers 404 for a client that asks for JSON outside the API, and for non-GET methods', async () => {
    const json404 = await h.inject({ method: 'GET', url: '/some/app/route', headers: { accept: 'application/json' } });
    expect(json404.statusCode).toBe(404);
    const post = await h.inject({ method: 'POST', url: '/some/app/route', headers: NAVIGATION, payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers an unknown API path with a 404 JSON message, even for a navigation', async () => {
    for (const headers of [{}, NAVIGATION]) {
      const api = await h.inject({ method: 'GET', url: '/api/unknown', headers });
      expect(api.statusCode).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
      expect(json(api)).toEqual({ message: '요청하신 페이지를 찾을 수 없습니다.', code: 'notFound' });
    }
  });

  it('ships a flag for every location of the seeded sports catalogue, and the fallback flag', async () => {
    const paths = [...LOCATIONS.map((l) => l.imagePath), '/images/flags/unknown.svg'];
    expect(paths.filter((path) => !existsSync(join(APP_PUBLIC, path)))).toEqual([]);
    for (const path of paths) expect((await h.inject({ method: 'GET', url: path, headers: IMAGE })).statusCode).toBe(200);
  });
});

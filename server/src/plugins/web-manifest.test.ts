import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHarness, type Harness } from '../testing/harness.js';
import { pngSize } from '../testing/png-size.js';

/** The UI's static files (Vite copies app/public into app/dist as they are). */
const APP_PUBLIC = fileURLToPath(new URL('../../../app/public', import.meta.url));

let h: Harness;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ui-manifest-'));
  await cp(APP_PUBLIC, dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  h = await createHarness({ config: { uiDir: dir }, modules: [] });
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

const sizeOf = (sizes: string): { width: number; height: number } => {
  const [width = 0, height = 0] = sizes.split('x').map(Number);
  return { width, height };
};

describe('the web manifest as the server sends it', () => {
  it('is served as application/manifest+json under the CSP that allows it, and parses', async () => {
    const res = await h.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const manifest = JSON.parse(res.body) as { start_url: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(4);
  });

  it('serves every icon it declares (and the apple-touch-icon) as a PNG of the declared size', async () => {
    const manifest = JSON.parse((await h.inject({ method: 'GET', url: '/manifest.webmanifest' })).body) as {
      icons: { src: string; sizes: string }[];
    };
    const icons = [...manifest.icons, { src: '/images/brand/apple-touch-icon.png', sizes: '180x180' }];
    for (const icon of icons) {
      const res = await fetch(new URL(icon.src, h.baseUrl));
      expect([icon.src, res.status, res.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
      expect([icon.src, pngSize(Buffer.from(await res.arrayBuffer()))]).toEqual([icon.src, sizeOf(icon.sizes)]);
    }
  });
});

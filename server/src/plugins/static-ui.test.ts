import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHarness, json, type Harness } from '../testing/harness.js';

let h: Harness;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ui-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)');
  h = await createHarness({ config: { uiDir: dir }, modules: [] });
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serving the built UI', () => {
  it('serves files and falls back to index.html for client routes, not for /api', async () => {
    const asset = await h.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/europe?sportId=6046', '/mypage/message']) {
      const page = await h.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
    }
    const api = await h.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(json(api).message).toBe('요청하신 페이지를 찾을 수 없습니다.');
  });
});

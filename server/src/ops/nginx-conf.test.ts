import { jest } from '@jest/globals';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, startNginx, upstreamPort, waitFor } from '../../bench/instances-nginx.js';
import { freePort } from '../testing/private-services.js';

/**
 * Issue 27: deploy/nginx.conf is the configuration the multi-instance benchmark runs behind. Here
 * it is rendered the way the benchmark renders it, accepted by `nginx -t`, and run in front of
 * two stand-in instances: requests reach both, carry the forwarding headers TRUST_PROXY reads,
 * and /metrics is not reachable through the public address.
 */
jest.setTimeout(30_000);

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const maybe = hasNginx ? describe : describe.skip;
if (!hasNginx) console.warn('nginx-conf.test.ts skipped: nginx is not installed (apt-get install -y nginx-light)');

maybe('deploy/nginx.conf in front of two instances', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bet-nginx-'));
  const seen: IncomingHttpHeaders[] = [];
  let instances: Server[] = [];
  let nginx: ChildProcess | null = null;
  let lb = '';

  beforeAll(async () => {
    const ports = [await freePort(), await freePort()];
    instances = ports.map((port) => {
      const server = createServer((req, res) => {
        seen.push(req.headers);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ port, url: req.url }));
      });
      server.listen(port, '127.0.0.1');
      return server;
    });
    const listen = await freePort();
    nginx = startNginx(dir, nginxConfig(dir, listen, ports));
    lb = `http://127.0.0.1:${listen}`;
    await waitFor(`${lb}/api/health`, 10_000);
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await gone;
    }
    await Promise.all(instances.map((s) => new Promise((r) => s.close(r))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('spreads requests over both instances with the forwarding headers, and hides /metrics', async () => {
    const answered = new Set<number>();
    for (let i = 0; i < 6; i++) answered.add(upstreamPort(await fetch(`${lb}/api/health/ready`)));
    expect(answered.size).toBe(2);
    expect(seen.at(-1)).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
    const before = seen.length;
    expect((await fetch(`${lb}/metrics`)).status).toBe(404);
    expect(seen.length).toBe(before);
  });
});

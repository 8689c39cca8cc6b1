/**
 * The multi-instance benchmark's load balancer (server/bench/multi-instance.ts): Debian's nginx
 * started in the foreground with its own configuration in front of the server instances.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The instance that answered a response through the balancer: the port in its X-Upstream header. */
export const upstreamPort = (res: Response): number => Number(/:(\d+)\s*$/.exec(res.headers.get('x-upstream') ?? '')?.[1] ?? 0);

export function requireNginx(): string {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    console.error(
      'nginx is not installed (or not on PATH). This benchmark starts its own nginx in the foreground\n' +
        "as the load balancer; install Debian's package first:\n\n  apt-get update && apt-get install -y nginx\n\n" +
        '(only the binary is used: the packaged service need not run).',
    );
    process.exit(2);
  }
  return (probe.stderr || probe.stdout).trim();
}

export function nginxConfig(dir: string, listen: number, upstreams: readonly number[]): string {
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${root}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_connect_timeout 1s;
    # A request that could not be sent is tried on the other instance; a POST that was sent is
    # never sent twice by nginx (the client retries it with its Idempotency-Key).
    proxy_next_upstream error timeout;
    add_header X-Upstream $upstream_addr always;
    location /api/sse/ {
      proxy_pass http://site;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location /api/sports-inplay/slip-stream {
      proxy_pass http://site;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://site;
    }
  }
}
`;
}

export function startNginx(dir: string, conf: string): ChildProcess {
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const test = spawnSync('nginx', ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  return spawn('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await sleep(100);
  }
}

/**
 * The multi-instance benchmark's load balancer (server/bench/multi-instance.ts): Debian's nginx
 * started in the foreground in front of the server instances, with the site's shipped
 * configuration (deploy/nginx.conf) pointed at them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The nginx configuration the site ships (http context), which the benchmark runs as is. */
export const SHIPPED_NGINX_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/**
 * deploy/nginx.conf with this run's addresses: the upstream's `server` lines point at the
 * instances and `listen 80;` becomes a local port. Nothing else changes; a shipped file without
 * those lines is refused rather than silently not tested.
 */
export function siteConfig(shipped: string, listen: number, upstreams: readonly number[]): string {
  const upstream = /(upstream site \{\n)((?:[ \t]*server [^\n]+\n)+)/;
  const listenLine = /^([ \t]*)listen 80;$/m;
  if (!upstream.test(shipped) || !listenLine.test(shipped))
    throw new Error(`${SHIPPED_NGINX_CONF} has no "upstream site { server ...; }" block or no "listen 80;" line`);
  return shipped
    .replace(
      upstream,
      (_all, head: string) => head + upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;\n`).join(''),
    )
    .replace(listenLine, `$1listen 127.0.0.1:${listen};`);
}

/**
 * A whole nginx.conf for a foreground nginx of the benchmark's own: process settings and temp
 * folders in `dir`, the answering instance in an X-Upstream header, and the shipped site inside.
 */
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
  add_header X-Upstream $upstream_addr always;
${siteConfig(readFileSync(SHIPPED_NGINX_CONF, 'utf8'), listen, upstreams)}
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

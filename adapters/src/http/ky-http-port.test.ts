import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TransportError } from '@bet/core/shared';
import { KyHttpPort } from './ky-http-port.js';
import { MemoryCookieJar, readCookie } from './cookie-jar.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on loopback whose answers each test scripts. */
async function startServer(
  handler: (seen: Seen, res: http.ServerResponse) => void,
): Promise<{ base: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const s = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(s);
      handler(s, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}/api`,
    seen,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

describe('KyHttpPort', () => {
  it('resolves every status, including the session codes, with the parsed body', async () => {
    const srv = await startServer((s, res) =>
      json(res, Number(s.url.split('/').pop()), { message: '다른 기기에서 로그인되어 로그아웃됩니다.' }),
    );
    const port = new KyHttpPort({ baseUrl: srv.base });
    for (const code of [200, 400, 406, 500, 555, 556, 600]) {
      const r = await port.request({ method: 'GET', path: `/status/${code}` });
      expect(r.status).toBe(code);
      expect(r.body).toEqual({ message: '다른 기기에서 로그인되어 로그아웃됩니다.' });
    }
    await srv.close();
  });

  it('sends JSON, repeated query keys, the CSRF header and one idempotency key on money-moving calls', async () => {
    const srv = await startServer((_s, res) => json(res, 200, { ok: true }));
    let n = 0;
    const port = new KyHttpPort({ baseUrl: srv.base, csrfToken: () => 'tok', newIdempotencyKey: () => `key-${++n}` });
    await port.request({
      method: 'POST',
      path: '/charge',
      body: { depositAmount: 10000 },
      moneyMoving: true,
      query: { types: [301, 303], skip: undefined },
    });
    await port.request({ method: 'GET', path: '/member/1' });
    await port.request({ method: 'GET', path: '/charge/depositCancel', stateChanging: true });
    const [post, get, cancel] = srv.seen;
    expect(post?.url).toBe('/api/charge?types=301&types=303');
    expect(JSON.parse(post?.body ?? '')).toEqual({ depositAmount: 10000 });
    expect(post?.headers['x-csrf-token']).toBe('tok');
    expect(post?.headers['idempotency-key']).toBe('key-1');
    expect(get?.headers['x-csrf-token']).toBeUndefined();
    expect(get?.headers['idempotency-key']).toBeUndefined();
    // A GET that changes state (GET /charge/depositCancel) carries it too.
    expect(cancel?.headers['x-csrf-token']).toBe('tok');
    await srv.close();
  });

  it("sends the intent's own key on every try of it, and a fresh key only for a call without one", async () => {
    const srv = await startServer((_s, res) => json(res, 200, { ok: true }));
    let n = 0;
    const port = new KyHttpPort({ baseUrl: srv.base, csrfToken: () => 'tok', newIdempotencyKey: () => `minted-${++n}` });
    const intent = {
      method: 'POST',
      path: '/charge',
      body: { depositAmount: 10000 },
      moneyMoving: true,
      idempotencyKey: 'intent-key-0001',
    } as const;
    await port.request(intent);
    await port.request(intent);
    await port.request({ ...intent, idempotencyKey: 'intent-key-0002' });
    await port.request({ method: 'POST', path: '/charge', body: {}, moneyMoving: true });
    expect(srv.seen.map((s) => s.headers['idempotency-key'])).toEqual([
      'intent-key-0001',
      'intent-key-0001',
      'intent-key-0002',
      'minted-1',
    ]);
    await srv.close();
  });

  it('retries idempotent GETs on 503 but never a POST', async () => {
    let calls = 0;
    const srv = await startServer((_s, res) => {
      calls += 1;
      json(res, calls < 2 ? 503 : 200, { calls });
    });
    const port = new KyHttpPort({ baseUrl: srv.base });
    const r = await port.request({ method: 'GET', path: '/x' });
    expect(r).toEqual({ status: 200, body: { calls: 2 } });
    calls = 0;
    const p = await port.request({ method: 'POST', path: '/x', body: {} });
    expect(p.status).toBe(503);
    expect(calls).toBe(1);
    await srv.close();
  });

  it('keeps cookies in a jar outside the browser and reads the CSRF token from it', async () => {
    const srv = await startServer((s, res) => {
      if (s.url.endsWith('/login')) json(res, 200, {}, { 'set-cookie': ['sid=abc; HttpOnly; Path=/', 'csrf=xyz; Path=/'] });
      else json(res, 200, { cookie: s.headers.cookie, csrf: s.headers['x-csrf-token'] });
    });
    const jar = new MemoryCookieJar();
    const port = new KyHttpPort({ baseUrl: srv.base, cookieJar: jar });
    await port.request({ method: 'POST', path: '/auth/login', body: {} });
    const r = await port.request({ method: 'PUT', path: '/message/', body: {} });
    expect(r.body).toEqual({ cookie: 'sid=abc; csrf=xyz', csrf: 'xyz' });
    jar.store(['sid=; Max-Age=0']);
    expect(jar.get('sid')).toBeNull();
    expect(readCookie('a=1; csrf=t%20k', 'csrf')).toBe('t k');
    await srv.close();
  });

  it('hands on text and empty bodies, and a broken JSON body as text', async () => {
    const srv = await startServer((s, res) => {
      if (s.url.endsWith('/text')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('계좌: 국민 123');
      } else if (s.url.endsWith('/empty')) {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{broken');
      }
    });
    const port = new KyHttpPort({ baseUrl: srv.base });
    expect((await port.request({ method: 'GET', path: '/text' })).body).toBe('계좌: 국민 123');
    expect((await port.request({ method: 'GET', path: '/empty' })).body).toBeUndefined();
    expect((await port.request({ method: 'GET', path: '/bad' })).body).toBe('{broken');
    await srv.close();
  });

  it('rejects with a TransportError when no response arrives', async () => {
    const srv = await startServer(() => {
      /* never answers */
    });
    const slow = new KyHttpPort({ baseUrl: srv.base, timeoutMs: 150, getRetries: 0 });
    await expect(slow.request({ method: 'GET', path: '/hang' })).rejects.toMatchObject({ name: 'TransportError', reason: 'timeout' });
    await srv.close();
    const down = new KyHttpPort({ baseUrl: 'http://127.0.0.1:9/api', getRetries: 0 });
    await expect(down.request({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(TransportError);
  });
});

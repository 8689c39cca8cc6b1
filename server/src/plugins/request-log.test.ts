import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { foundationModules } from '../modules.js';
import { createHarness } from '../testing/harness.js';
import { send } from '../testing/http-client.js';
import { registerRequestLog, requestLoggerOptions } from './request-log.js';

interface LogLine {
  readonly msg?: string;
  readonly reqId?: string;
  readonly level?: number;
  readonly res?: { statusCode: number };
  readonly route?: string | null;
}

describe('request logs', () => {
  it('write method, url and headers but never the session cookie, CSRF header, idempotency key or bearer token', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: requestLoggerOptions({ write: (line) => void lines.push(line) }),
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get('/api/thing', async () => ({ ok: true }));
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await send(baseUrl, {
      method: 'GET',
      url: '/api/thing',
      headers: {
        cookie: 'sid=secret-session; csrf=secret-csrf',
        'x-csrf-token': 'secret-csrf',
        'idempotency-key': 'secret-key-123',
        authorization: 'Bearer secret-metrics-token',
        'user-agent': 'probe/1',
      },
    });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('/api/thing');
    expect(text).toContain('probe/1');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('secret-session');
    expect(text).not.toContain('secret-csrf');
    expect(text).not.toContain('secret-key-123');
    expect(text).not.toContain('secret-metrics-token');
  });
});

describe('the request id', () => {
  const boom = {
    name: 'boom',
    routes: (api: FastifyInstance) => {
      api.get('/boom', { config: { auth: 'public' } }, async () => {
        throw new Error('a fault the member must not read');
      });
    },
  };

  it('is in the one log line of each request, the X-Request-Id header and the body of a 5xx', async () => {
    const lines: string[] = [];
    const h = await createHarness({
      config: { logger: true },
      modules: [...foundationModules(), boom],
      build: { logStream: { write: (line) => void lines.push(line) } },
    });
    try {
      const res = await h.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      const body = JSON.parse(res.body) as { message: string; code: string; requestId: string };
      expect(body).toEqual({ message: expect.any(String), code: 'internal', requestId: expect.any(String) });
      expect(res.body).not.toContain('a fault the member must not read');
      expect(res.headers.get('x-request-id')).toBe(body.requestId);

      const ok = await h.inject({ method: 'GET', url: '/api/health/live' });
      expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(ok.headers.get('x-request-id')).not.toBe(body.requestId);

      const logged = lines.map((line) => JSON.parse(line) as LogLine);
      const ofBoom = logged.filter((line) => line.reqId === body.requestId);
      // The request's one line (an error: 500) and the error it hit, under the same id.
      expect(ofBoom.filter((line) => line.msg === 'request completed')).toEqual([
        expect.objectContaining({ res: { statusCode: 500 }, route: '/api/boom', level: 50 }),
      ]);
      expect(ofBoom.map((line) => line.msg)).toContain('unexpected error');
      const ofLive = logged.filter((line) => line.reqId === ok.headers.get('x-request-id'));
      expect(ofLive.map((line) => line.msg)).toEqual(['request completed']);
    } finally {
      await h.close();
    }
  });

  it("honours a trusted proxy's X-Request-Id and ignores it without one", async () => {
    const direct = await createHarness();
    try {
      const res = await direct.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'from-a-client' } });
      expect(res.headers.get('x-request-id')).not.toBe('from-a-client');
    } finally {
      await direct.close();
    }
    const proxied = await createHarness({ config: { trustProxy: '127.0.0.1' } });
    try {
      const res = await proxied.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'nginx-4f2a9c' } });
      expect(res.headers.get('x-request-id')).toBe('nginx-4f2a9c');
      const odd = await proxied.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'spaces are refused' } });
      expect(odd.headers.get('x-request-id')).not.toBe('spaces are refused');
    } finally {
      await proxied.close();
    }
  });
});

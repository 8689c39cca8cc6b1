import Fastify from 'fastify';
import { send } from '../testing/http-client.js';
import { requestLoggerOptions } from './request-log.js';

describe('request logs', () => {
  it('write method, url and headers but never the session cookie, CSRF header or idempotency key', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: requestLoggerOptions({ write: (line) => void lines.push(line) }) });
    app.get('/api/thing', async () => ({ ok: true }));
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await send(baseUrl, {
      method: 'GET',
      url: '/api/thing',
      headers: {
        cookie: 'sid=secret-session; csrf=secret-csrf',
        'x-csrf-token': 'secret-csrf',
        'idempotency-key': 'secret-key-123',
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
  });
});

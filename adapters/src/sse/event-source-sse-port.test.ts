import { jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventSource } from 'eventsource';
import { firstValueFrom, take, toArray } from 'rxjs';
import { EventSourceSsePort, type EventSourceLike } from './event-source-sse-port.js';

/** A real SSE server: the first connection sends frames then drops; later ones resume after lastEventId. */
async function startSse(): Promise<{ base: string; urls: string[]; close: () => Promise<void> }> {
  const urls: string[] = [];
  const sockets = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    urls.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    sockets.add(res);
    const after = new URL(req.url ?? '', 'http://x').searchParams.get('lastEventId');
    if (!after) {
      res.write('id: 1\nevent: odds\ndata: {"price":1.85}\n\n');
      res.write('id: 2\nevent: odds\ndata: not-json\n\n');
      setTimeout(() => res.destroy(), 30);
    } else {
      res.write(`id: 3\nevent: odds\ndata: {"price":1.9,"after":"${after}"}\n\n`);
      res.write('id: 4\ndata: {"plain":true}\n\n');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}/api`,
    urls,
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('EventSourceSsePort', () => {
  it('reconnects with backoff, resumes after the last id, and drops malformed frames', async () => {
    const srv = await startSse();
    const port = new EventSourceSsePort({
      baseUrl: srv.base,
      create: (url) => new EventSource(url) as unknown as EventSourceLike,
      initialBackoffMs: 20,
    });
    const got = await firstValueFrom(port.stream('/sports-inplay/slip-stream', { id: 7, betIds: [1, 2] }).pipe(take(3), toArray()));
    expect(got).toEqual([
      { event: 'odds', data: { price: 1.85 }, id: '1' },
      { event: 'odds', data: { price: 1.9, after: '2' }, id: '3' },
      { event: 'message', data: { plain: true }, id: '4' },
    ]);
    expect(port.malformedFrames).toBe(1);
    expect(srv.urls[0]).toBe('/api/sports-inplay/slip-stream?id=7&betIds=1&betIds=2');
    expect(srv.urls[1]).toContain('lastEventId=2');
    await srv.close();
  });

  it('opens the site-wide sources under /sse/{name} and closes on unsubscribe', async () => {
    const created: string[] = [];
    let closed = 0;
    const fake: EventSourceLike = {
      onopen: null,
      onerror: null,
      onmessage: null,
      addEventListener: () => undefined,
      close: () => {
        closed += 1;
      },
    };
    const port = new EventSourceSsePort({
      baseUrl: '/api/',
      create: (url) => {
        created.push(url);
        return fake;
      },
    });
    const sub = port.source('general').subscribe();
    sub.unsubscribe();
    expect(created).toEqual(['/api/sse/general']);
    expect(closed).toBe(1);
  });

  it('shares one EventSource among the subscribers of a stream, and closes it when the last one leaves', async () => {
    const created: string[] = [];
    const closes: number[] = [];
    const sources: EventSourceLike[] = [];
    const port = new EventSourceSsePort({
      baseUrl: '/api',
      create: (url) => {
        const index = created.push(url) - 1;
        closes.push(0);
        const source: EventSourceLike = {
          onopen: null,
          onerror: null,
          onmessage: null,
          addEventListener: () => undefined,
          close: () => void (closes[index]! += 1),
        };
        sources.push(source);
        return source;
      },
    });
    const first: unknown[] = [];
    const second: unknown[] = [];
    const a = port.source('event').subscribe((m) => first.push(m.data));
    const b = port.source('event').subscribe((m) => second.push(m.data));
    const other = port.stream('/sports-inplay/slip-stream', { betIds: [1] }).subscribe();
    expect(created).toEqual(['/api/sse/event', '/api/sports-inplay/slip-stream?betIds=1']);
    sources[0]!.onmessage?.({ type: 'message', data: '{"n":1}', lastEventId: '' } as MessageEvent);
    expect([first, second]).toEqual([[{ n: 1 }], [{ n: 1 }]]);
    a.unsubscribe();
    expect(closes[0]).toBe(0);
    b.unsubscribe();
    other.unsubscribe();
    expect(closes).toEqual([1, 1]);
    // A later subscriber opens a new connection.
    port.source('event').subscribe().unsubscribe();
    expect(created).toEqual(['/api/sse/event', '/api/sports-inplay/slip-stream?betIds=1', '/api/sse/event']);
  });

  it('says the link is down while an open stream reconnects, up once it opens again or nobody follows it', () => {
    jest.useFakeTimers();
    const sources: EventSourceLike[] = [];
    const port = new EventSourceSsePort({
      baseUrl: '/api',
      initialBackoffMs: 100,
      create: () => {
        const source: EventSourceLike = {
          onopen: null,
          onerror: null,
          onmessage: null,
          addEventListener: () => undefined,
          close: () => undefined,
        };
        sources.push(source);
        return source;
      },
    });
    const link: boolean[] = [];
    port.linkUp$.subscribe((up) => link.push(up));
    const event = port.source('event').subscribe();
    const slip = port.stream('/sports-inplay/slip-stream', { betIds: [1] }).subscribe();
    sources[0]!.onopen?.(new Event('open'));
    sources[1]!.onopen?.(new Event('open'));
    sources[0]!.onerror?.(new Event('error'));
    sources[1]!.onerror?.(new Event('error'));
    expect(link).toEqual([true, false]);
    jest.advanceTimersByTime(100);
    sources[2]!.onopen?.(new Event('open'));
    // The slip stream still reconnects.
    expect(link).toEqual([true, false]);
    slip.unsubscribe();
    expect(link).toEqual([true, false, true]);
    event.unsubscribe();
    jest.useRealTimers();
  });
});

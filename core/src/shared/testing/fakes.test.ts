import { FakeClock } from './fake-clock.js';
import { FakeHttp } from './fake-http.js';

describe('test fakes', () => {
  it('FakeClock fires timers in order only when advanced', () => {
    const c = new FakeClock(0);
    const seen: string[] = [];
    c.timer(200).subscribe(() => seen.push('t200'));
    const s = c.every(100).subscribe((n) => seen.push(`e${n}`));
    c.advance(99);
    expect(seen).toEqual([]);
    c.advance(201);
    expect(seen).toEqual(['e0', 't200', 'e1', 'e2']);
    s.unsubscribe();
    c.advance(1000);
    expect(seen).toHaveLength(4);
    expect(c.now()).toBe(1300);
  });

  it('FakeHttp routes by method and pattern and records requests', async () => {
    const h = new FakeHttp().on('GET', '/member/:id', { status: 200, body: { id: 1 } });
    expect(await h.request({ method: 'GET', path: '/member/1' })).toEqual({ status: 200, body: { id: 1 } });
    expect((await h.request({ method: 'POST', path: '/member/1' })).status).toBe(404);
    expect(h.last('GET', '/member/1')).toBeDefined();
  });
});

import { createApiClient } from '../../api/api-client.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { JACKPOT_COUNT_UP_MS, JACKPOT_POLL_MS, jackpotFigureAt } from '../domain/jackpot.js';
import { createApiJackpotGateway } from './api-jackpot-gateway.js';
import { JackpotViewModel, type JackpotView } from './jackpot.view-model.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The real API client and gateway over a scripted HTTP port whose pool the test sets. */
function setup() {
  const clock = new FakeClock();
  const server = { amount: 100_000_000, fail: false };
  const http = new FakeHttp().on('GET', '/jackpot', () =>
    server.fail
      ? { status: 503, body: { message: '잠시 후 다시 시도해주세요.', code: 'busy' } }
      : { status: 200, body: { amount: server.amount, readAt: '2026-11-22 12:00:00', shareBps: 100 } },
  );
  const vm = new JackpotViewModel({ gateway: createApiJackpotGateway(createApiClient(http)), clock });
  let view!: JackpotView;
  vm.state$.subscribe((v) => (view = v));
  const reads = () => http.requests.filter((r) => r.method === 'GET' && r.path === '/jackpot').length;
  return { clock, server, http, vm, view: () => view, reads };
}

const shown = (view: JackpotView) => {
  if (view.status !== 'shown') throw new Error(`the counter shows nothing (${view.status})`);
  return view;
};

describe('JackpotViewModel', () => {
  it('reads the pool on arrival and shows the first figure as read, without a roll', async () => {
    const { view, reads, clock } = setup();
    expect(view()).toEqual({ status: 'waiting' });
    await flush();
    expect(reads()).toBe(1);
    const v = shown(view());
    expect(v).toMatchObject({ amount: 100_000_000, readAt: '2026-11-22 12:00:00', shareBps: 100, stale: false });
    expect(jackpotFigureAt(v.count, clock.now())).toBe(100_000_000);
  });

  it('polls every 30 s on the clock, not sooner', async () => {
    const { clock, reads } = setup();
    await flush();
    expect(JACKPOT_POLL_MS).toBe(30_000);
    clock.advance(JACKPOT_POLL_MS - 1);
    await flush();
    expect(reads()).toBe(1);
    clock.advance(1);
    await flush();
    expect(reads()).toBe(2);
    clock.advance(2 * JACKPOT_POLL_MS);
    await flush();
    expect(reads()).toBe(4);
  });

  it("reads first as the page's own call, then marks the timer's reads as background polls", async () => {
    const { clock, http } = setup();
    await flush();
    clock.advance(JACKPOT_POLL_MS);
    await flush();
    // A member who leaves the top page open must still reach the idle limit (docs/api-conventions.md).
    expect(http.requests.map((r) => r.headers?.['x-background-poll'] ?? '-')).toEqual(['-', '1']);
  });

  it('rolls a larger figure up from the one shown, starting at the poll', async () => {
    const { clock, server, view } = setup();
    await flush();
    server.amount = 100_000_250;
    clock.advance(JACKPOT_POLL_MS);
    await flush();
    const v = shown(view());
    expect(v.amount).toBe(100_000_250);
    expect(v.count).toEqual({ from: 100_000_000, to: 100_000_250, startedAt: clock.now(), durationMs: JACKPOT_COUNT_UP_MS });
    expect(jackpotFigureAt(v.count, clock.now())).toBe(100_000_000);
    expect(jackpotFigureAt(v.count, clock.now() + JACKPOT_COUNT_UP_MS)).toBe(100_000_250);
  });

  it('keeps the last figure when a poll fails, marks it stale, and takes the next good one', async () => {
    const { clock, server, view } = setup();
    await flush();
    server.fail = true;
    clock.advance(JACKPOT_POLL_MS);
    await flush();
    expect(shown(view())).toMatchObject({ amount: 100_000_000, stale: true });
    server.fail = false;
    server.amount = 100_000_400;
    clock.advance(JACKPOT_POLL_MS);
    await flush();
    const v = shown(view());
    expect(v).toMatchObject({ amount: 100_000_400, stale: false });
    expect(v.count.from).toBe(100_000_000);
  });

  it('shows nothing while no figure was ever read', async () => {
    const clock = new FakeClock();
    const http = new FakeHttp().on('GET', '/jackpot', { status: 503, body: { message: '잠시 후 다시 시도해주세요.' } });
    const vm = new JackpotViewModel({ gateway: createApiJackpotGateway(createApiClient(http)), clock });
    let view!: JackpotView;
    vm.state$.subscribe((v) => (view = v));
    await flush();
    expect(view).toEqual({ status: 'waiting' });
    vm.dispose();
  });

  it('completes its state and stops polling when disposed', async () => {
    const { vm, clock, reads } = setup();
    await flush();
    let completed = false;
    vm.state$.subscribe({ complete: () => (completed = true) });
    vm.dispose();
    expect(completed).toBe(true);
    clock.advance(3 * JACKPOT_POLL_MS);
    await flush();
    expect(reads()).toBe(1);
  });
});

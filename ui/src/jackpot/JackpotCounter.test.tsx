import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { JACKPOT_COUNT_UP_MS, JACKPOT_POLL_MS, JackpotViewModel, type JackpotGateway } from '@bet/core/jackpot';
import { ok } from '@bet/core/shared';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature } from '../design-system/testing/render-feature.js';
import { JackpotCounter } from './JackpotCounter.js';

const START = Date.UTC(2026, 10, 26, 3, 0, 0);

/** A gateway whose pool the test sets; `fail` answers the next reads with an error. */
function fakePool(amount: number) {
  const pool = { amount, fail: false };
  const gateway: JackpotGateway = {
    read: async () =>
      pool.fail
        ? { ok: false, error: { kind: 'transport', message: '네트워크 오류' } as never }
        : ok({ amount: pool.amount as never, readAt: '2026-11-26 12:00:00', shareBps: 100 }),
  };
  return { pool, gateway };
}

/** The drawn digits (hidden from screen readers) and what a screen reader hears. */
const drawn = () => screen.getByTestId('jackpot-figure').querySelector('[aria-hidden="true"]')?.textContent;
const spoken = () => screen.getByTestId('jackpot-spoken').textContent;

async function showCounter(amount: number) {
  // Date and animation frames are the test's (the roll reads Date.now each frame); promises run freely.
  jest.useFakeTimers({ now: START, doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  const clock = new FakeClock(START);
  const { pool, gateway } = fakePool(amount);
  const vm = new JackpotViewModel({ gateway, clock });
  renderFeature(<JackpotCounter viewModel={vm} />);
  await act(flush);
  return { clock, pool, vm };
}

/** Moves the view model's clock and the page's time together (the next poll), then lets the read land. */
async function nextPoll(clock: FakeClock): Promise<void> {
  await act(async () => {
    jest.setSystemTime(clock.now() + JACKPOT_POLL_MS);
    clock.advance(JACKPOT_POLL_MS);
    await flush();
  });
}

afterEach(() => jest.useRealTimers());

describe('JackpotCounter', () => {
  it('names itself 잭팟 and shows the pool in won with thousands separators, how it is fed and when it was read', async () => {
    await showCounter(100_000_000);
    const region = screen.getByRole('region', { name: '잭팟' });
    expect(region.textContent).toContain('카지노·슬롯 베팅금의 1% 적립');
    expect(region.textContent).toContain('2026-11-26 12:00:00 기준');
    expect(drawn()).toBe('100,000,000원');
    expect(spoken()).toBe('100,000,000원');
  });

  it('rolls the drawn figure up to a larger pool after the next poll, while a screen reader hears the new figure at once', async () => {
    const { clock, pool } = await showCounter(100_000_000);
    pool.amount = 100_003_000;
    await nextPoll(clock);
    expect(spoken()).toBe('100,003,000원');
    expect(drawn()).toBe('100,000,000원');
    await act(async () => {
      jest.advanceTimersByTime(JACKPOT_COUNT_UP_MS / 3);
    });
    const midway = Number(drawn()!.replace(/\D/g, ''));
    expect(midway).toBeGreaterThan(100_000_000);
    expect(midway).toBeLessThan(100_003_000);
    await act(async () => {
      jest.advanceTimersByTime(JACKPOT_COUNT_UP_MS);
    });
    expect(drawn()).toBe('100,003,000원');
  });

  it('keeps the last figure and says so when a poll fails', async () => {
    const { clock, pool } = await showCounter(100_000_000);
    pool.fail = true;
    await nextPoll(clock);
    expect(drawn()).toBe('100,000,000원');
    expect(screen.getByRole('region', { name: '잭팟' }).textContent).toContain('최신 금액을 불러오지 못해 마지막 금액을 표시합니다.');
  });

  it('draws nothing until a first figure was read', async () => {
    jest.useFakeTimers({ now: START, doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    const { pool, gateway } = fakePool(1);
    pool.fail = true;
    renderFeature(<JackpotCounter viewModel={new JackpotViewModel({ gateway, clock: new FakeClock(START) })} />);
    await act(flush);
    expect(screen.queryByTestId('jackpot-counter')).toBeNull();
  });
});

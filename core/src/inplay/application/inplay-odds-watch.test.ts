import type { LiveFeedSignal } from '../../shared/application/live-price-freshness.js';
import { Subject } from 'rxjs';
import type { BetSlipInplayRequest } from '../../bet-slip/application/bet-slip.ports.js';
import type { BetSlipOddsUpdate } from '../../bet-slip/domain/live-odds.js';
import { slipEntry } from '../../bet-slip/testing/bet-slip-fixtures.js';
import { odds } from '../../shared/domain/odds.js';
import { ok } from '../../shared/domain/result.js';
import { won } from '../../shared/domain/money.js';
import { createInplayOddsWatch } from './inplay-odds-watch.js';

const request: BetSlipInplayRequest = {
  memberId: 12,
  userId: 'player01',
  amount: won(10_000),
  entries: [slipEntry({ id: 91, price: 190, version: 4 })],
  totalOdds: odds(190),
  autoChangeOdds: false,
};
const frame = (oddsId: number, version: number): BetSlipOddsUpdate => ({ oddsId, price: odds(200), version, suspended: null });

function setup() {
  const stream = new Subject<BetSlipOddsUpdate | LiveFeedSignal>();
  const watch = createInplayOddsWatch();
  const slipFrames: (BetSlipOddsUpdate | LiveFeedSignal)[] = [];
  watch
    .tee({ follow: () => stream })
    .follow(new Subject<readonly number[]>())
    .subscribe((u) => slipFrames.push(u));
  const moves: BetSlipOddsUpdate[] = [];
  watch.oddsChanged$.subscribe((u) => moves.push(u));
  let answer!: (value: Awaited<ReturnType<typeof placer.placeInplayBet>>) => void;
  const placer = {
    placeInplayBet: jest.fn(() => new Promise<ReturnType<typeof ok<object>>>((resolve) => (answer = resolve))),
  };
  return { stream, watch, slipFrames, moves, placer, answer: () => answer(ok({})) };
}

describe('createInplayOddsWatch', () => {
  it('passes the slip its frames and reports only newer versions of the picks of the bet under way', async () => {
    const t = setup();
    t.stream.next(frame(91, 5));
    expect(t.moves).toEqual([]);
    const placed = t.watch.watching(t.placer).placeInplayBet(request);
    expect(t.placer.placeInplayBet).toHaveBeenCalledWith(request);
    t.stream.next(frame(91, 4));
    t.stream.next(frame(77, 9));
    t.stream.next(frame(91, 5));
    expect(t.moves).toEqual([frame(91, 5)]);
    t.answer();
    expect(await placed).toEqual(ok({}));
    t.stream.next(frame(91, 6));
    t.stream.next({ kind: 'stale' });
    expect(t.moves).toEqual([frame(91, 5)]);
    expect(t.slipFrames.at(-1)).toEqual({ kind: 'stale' });
    expect(t.slipFrames.slice(0, -1).map((u) => ('oddsId' in u ? [u.oddsId, u.version] : u))).toEqual([
      [91, 5],
      [91, 4],
      [77, 9],
      [91, 5],
      [91, 6],
    ]);
  });
});

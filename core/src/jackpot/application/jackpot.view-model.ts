import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import { JACKPOT_COUNT_UP_MS, JACKPOT_POLL_MS, type JackpotCount } from '../domain/jackpot.js';
import type { JackpotGateway, JackpotReading } from './jackpot.gateway.js';

/**
 * The counter: `waiting` until the first figure arrives (the page shows nothing rather than a
 * made-up number), then `shown` with the roll to draw (`count`: from the figure shown to the one
 * read; the page draws `jackpotFigureAt(count, now)` each frame) and the latest reading.
 * `stale` is true while the latest poll failed: the last figure stays.
 */
export type JackpotView =
  | { readonly status: 'waiting' }
  | {
      readonly status: 'shown';
      readonly amount: number;
      readonly readAt: string;
      readonly shareBps: number;
      readonly count: JackpotCount;
      readonly stale: boolean;
    };

interface JackpotModel {
  readonly reading: JackpotReading | null;
  readonly count: JackpotCount | null;
  readonly stale: boolean;
}

const toView = (s: JackpotModel): JackpotView =>
  s.reading && s.count
    ? { status: 'shown', amount: s.reading.amount, readAt: s.reading.readAt, shareBps: s.reading.shareBps, count: s.count, stale: s.stale }
    : { status: 'waiting' };

/**
 * The jackpot counter of the top page and the casino and slot lobbies (spec 9: "jackpot counter
 * 30 s"): reads the pool on creation and every JACKPOT_POLL_MS on the Clock until disposed. A new
 * figure rolls up from the one shown over JACKPOT_COUNT_UP_MS; a failed poll keeps the last figure.
 */
export class JackpotViewModel {
  private readonly store = createViewModelStore<JackpotModel>({ reading: null, count: null, stale: false });
  readonly state$: Observable<JackpotView> = this.store.state$.pipe(map(toView));
  /** `byPoll`: the timer's read, sent as a background poll (no activity for the session's idle limit). */
  private readonly load = this.store.latest(
    (byPoll: boolean) => this.deps.gateway.read(byPoll),
    (result) => {
      if (!result.ok) {
        this.store.set({ stale: this.store.get().reading !== null });
        return;
      }
      this.store.set((s) => ({ reading: result.value, count: this.nextCount(s, result.value.amount), stale: false }));
    },
  );

  constructor(private readonly deps: { readonly gateway: JackpotGateway; readonly clock: Clock }) {
    // The first read comes with the page a person opened; the ones after it are the timer's.
    this.load(false);
    this.store.own(deps.clock.every(JACKPOT_POLL_MS).subscribe(() => this.load(true)));
  }

  /** The first figure is shown as read; later ones roll up from where the roll before stopped. */
  private nextCount(s: JackpotModel, amount: number): JackpotCount {
    const now = this.deps.clock.now();
    const from = s.count ? s.count.to : amount;
    return { from, to: amount, startedAt: now, durationMs: JACKPOT_COUNT_UP_MS };
  }

  dispose(): void {
    this.store.dispose();
  }
}

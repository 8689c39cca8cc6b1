import { distinctUntilChanged, map } from 'rxjs';
import { formatOdds, withThousands } from '@bet/core/shared';
import type { BetSlipView, BetSlipViewModel } from '@bet/core/bet-slip';
import type { PrematchListViewModel } from '@bet/core/sports';
import type { FixturesScreen } from './fixtures-screen.js';
import { TERMINAL_TEXTS as T } from './messages.js';
import { currentState, firstState, type Print } from './terminal-io.js';

/** A submit has its answer (or was refused before sending). */
const finished = (v: BetSlipView): boolean => v.status === 'done' || v.status === 'rejected' || v.status === 'error';

/**
 * The bet slip in lines. Core's BetSlipViewModel holds the slip and every rule: the pick's
 * refusals, the stake's hints, the submit checks in the spec's order with their Korean texts
 * ('소수점으로 베팅 불가합니다.' ...), and the submit's one Idempotency-Key kept over its retries.
 */
export class SlipScreen {
  constructor(
    private readonly slip: BetSlipViewModel,
    private readonly list: PrematchListViewModel,
    private readonly fixtures: FixturesScreen,
    private readonly print: Print,
  ) {}

  async pick(oddsId: number): Promise<void> {
    const listed = this.fixtures.pick(oddsId);
    if (!listed) return this.print(T.notOnList);
    const entry = this.list.entryFor(listed.fixture.id, oddsId);
    if (!entry.ok) return this.print(entry.error.message);
    this.slip.addBet(entry.value);
    const view = currentState(this.slip.state$);
    if (view.notice !== null) {
      this.print(view.notice);
      return this.slip.dismiss();
    }
    this.print(
      T.added(
        `${entry.value.gameInfo.home_participants_name} vs ${entry.value.gameInfo.away_participants_name} · ${entry.value.betNameKorean || entry.value.betName}`,
      ),
    );
  }

  async unpick(oddsId: number): Promise<void> {
    this.slip.removeBet(oddsId);
    const view = currentState(this.slip.state$);
    if (view.notice !== null) {
      this.print(view.notice);
      return this.slip.dismiss();
    }
    this.print(T.removed(oddsId));
  }

  /** The stake exactly as typed (the slip keeps it so); its hints say what the rules make of it. */
  async stake(text: string): Promise<void> {
    this.slip.setStakeText(text);
    await this.show();
  }

  async show(): Promise<void> {
    const view = currentState(this.slip.state$);
    this.print(T.slipHeading);
    if (view.entries.length === 0) this.print(T.slipEmpty);
    for (const { entry, priceText, changedPriceText, locked } of view.entries) {
      const changed = changedPriceText ? ` → ${changedPriceText}` : '';
      const lock = locked ? ` ${T.locked}` : '';
      const game = `${entry.gameInfo.home_participants_name} vs ${entry.gameInfo.away_participants_name}`;
      this.print(
        `  ${entry.id}) ${game} · ${entry.marketNameKorean || entry.marketName} · ${entry.betNameKorean || entry.betName} ${priceText}${changed}${lock}`,
      );
    }
    this.print(T.slipTotals(view.totalOddsText, view.stakeText, view.expectedPayoutText, withThousands(view.cash)));
    for (const hint of [view.stakeCapHint, view.stakeRoundingHint, view.pricesStaleNotice]) if (hint) this.print(hint);
  }

  /** Sends the slip: a refusal, the retries ('재시도 중입니다… (2/3)'), then the answer, each printed. */
  async bet(): Promise<void> {
    const retries = this.slip.state$
      .pipe(
        map((v) => (v.status === 'submitting' ? (v.retryText ?? null) : null)),
        distinctUntilChanged(),
      )
      .subscribe((text) => text && this.print(text));
    this.slip.submit();
    const view = await firstState(this.slip.state$, finished);
    retries.unsubscribe();
    if (!view) return this.print(T.timeout);
    if (view.status === 'error') this.print(view.error.message);
    if (view.status === 'done') for (const line of [view.success.title, view.success.detail]) if (line) this.print(line);
    if (view.status === 'rejected') {
      this.print(view.message);
      for (const move of view.moves)
        this.print(`  ${move.oddsId}) ${move.betNameKorean} ${formatOdds(move.oldPrice)} → ${formatOdds(move.newPrice)}`);
    }
    this.slip.dismiss();
  }
}

import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import type { SportsScore } from '../../sports/domain/sports-fixture.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import { EMPTY_FIXTURE_SCORE_DRAFT, fixtureScoreDraftOf, validateFixtureScore, type FixtureScoreDraft } from '../domain/fixture-score.js';
import type { AdminDeskGateway, AdminFixture, AdminFixtureResult } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm, type DeskMessagesModel } from './desk-actions.js';

/** Fixtures a page of the results screen lists. */
export const ADMIN_FIXTURES_PAGE_SIZE = 15;

interface Model extends DeskMessagesModel {
  readonly search: string;
  readonly page: number;
  readonly loading: boolean;
  readonly fixtures: readonly AdminFixture[];
  readonly openId: number | null;
  /** The winning odds picked per market line (key -> odds id). */
  readonly winners: Readonly<Record<string, number>>;
  /** The final score as typed (required with the result; prefilled with the feed's). */
  readonly score: FixtureScoreDraft;
  readonly error: string | null;
}

export interface AdminResultsView extends Omit<Model, 'openId' | keyof DeskMessagesModel> {
  readonly pageCount: number;
  readonly open: AdminFixture | null;
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const toView = ({ pending, alert, openId, ...s }: Model): AdminResultsView => ({
  ...s,
  pageCount: s.fixtures.length >= ADMIN_FIXTURES_PAGE_SIZE ? s.page + 1 : s.page,
  open: s.fixtures.find((f) => f.id === openId) ?? null,
  ...deskMessagesView({ pending, alert }),
});

/**
 * The server decides every line of a market type at once (odds not listed lose), so a type with
 * a winner on one line needs a winner on each of its lines.
 */
export function unpickedLines(fixture: AdminFixture, winners: Readonly<Record<string, number>>): number {
  const picked = new Set(fixture.markets.filter((m) => winners[m.key] !== undefined).map((m) => m.typeId));
  return fixture.markets.filter((m) => picked.has(m.typeId) && winners[m.key] === undefined).length;
}

/** The picks as the result call wants them: winners grouped by market type. */
export function fixtureResultOf(fixture: AdminFixture, winners: Readonly<Record<string, number>>): AdminFixtureResult {
  const byType = new Map<number, number[]>();
  for (const market of fixture.markets) {
    const winner = winners[market.key];
    if (winner === undefined) continue;
    byType.set(market.typeId, [...(byType.get(market.typeId) ?? []), winner]);
  }
  return [...byType].map(([marketId, winningOddsIds]) => ({ marketId, winningOddsIds }));
}

/** Which side of the score a field edits. */
export type FixtureScoreSide = keyof FixtureScoreDraft;

/**
 * /admin/results: the fixtures under way (searched by team, 15 a page; none before its kick-off,
 * see fixture-result-window.ts); the operator opens one,
 * marks the winning odds of each market line, types the final score (the feed's, when it sent
 * one, is already there) and, after a confirmation, enters the result, which settles every slip
 * it decides (POST /admin/fixtures/{fixtureId}/result).
 */
export class AdminResultsViewModel {
  private readonly store = createViewModelStore<Model>({
    ...NO_DESK_MESSAGES,
    search: '',
    page: 1,
    loading: true,
    fixtures: [],
    openId: null,
    winners: {},
    score: EMPTY_FIXTURE_SCORE_DRAFT,
    error: null,
  });
  readonly state$: Observable<AdminResultsView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly load = this.store.latest(
    (page: number) => this.deps.gateway.fixtures(page, ADMIN_FIXTURES_PAGE_SIZE, this.store.get().search),
    (result) =>
      this.store.set(
        result.ok
          ? { loading: false, fixtures: result.value }
          : { loading: false, fixtures: [], alert: failureMessage(result.error, M.loadFailed) },
      ),
  );
  private readonly settle = this.store.exclusive(async (fixtureId: number, result: AdminFixtureResult, score: SportsScore) => {
    if (await this.actions.send(this.deps.gateway.settleFixture(fixtureId, result, score), M.settled)) {
      this.store.set({ openId: null, winners: {}, score: EMPTY_FIXTURE_SCORE_DRAFT });
      this.goToPage(this.store.get().page);
    }
  });

  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.goToPage(1);
  }

  setSearch(search: string): void {
    this.store.set({ search });
  }

  search(): void {
    this.goToPage(1);
  }

  goToPage(page: number): void {
    this.store.set({ loading: true, page });
    this.load(page);
  }

  open(fixtureId: number): void {
    const fixture = this.store.get().fixtures.find((f) => f.id === fixtureId);
    this.store.set({ openId: fixtureId, winners: {}, score: fixtureScoreDraftOf(fixture?.score ?? null), error: null });
  }

  close(): void {
    this.store.set({ openId: null, winners: {}, score: EMPTY_FIXTURE_SCORE_DRAFT, error: null });
  }

  /** Keeps the side's text exactly as typed; it is checked on submit. */
  setScore(side: FixtureScoreSide, text: string): void {
    this.store.set((s) => ({ ...s, error: null, score: { ...s.score, [side]: text } }));
  }

  /** Marks an odds as its line's winner; picking it again clears the line. */
  pick(marketKey: string, oddsId: number): void {
    this.store.set((s) => {
      const { [marketKey]: current, ...rest } = s.winners;
      return { ...s, error: null, winners: current === oddsId ? rest : { ...rest, [marketKey]: oddsId } };
    });
  }

  /** Asks, then enters the picked results with the final score and settles. At least one line needs a winner. */
  submit(): void {
    const { fixtures, openId, winners, score } = this.store.get();
    const fixture = fixtures.find((f) => f.id === openId);
    if (!fixture) return;
    const result = fixtureResultOf(fixture, winners);
    if (result.length === 0) return this.store.set({ error: M.pickWinner });
    if (unpickedLines(fixture, winners) > 0) return this.store.set({ error: M.pickEveryLine });
    const finalScore = validateFixtureScore(score);
    if (!finalScore.ok) return this.store.set({ error: finalScore.error.message });
    const { home, away } = finalScore.value;
    this.actions.ask(M.confirmSettle(home, away), () => this.settle(fixture.id, result, finalScore.value));
  }

  dispose(): void {
    this.store.dispose();
  }
}

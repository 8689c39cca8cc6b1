import { map, type Observable } from 'rxjs';
import { failureMessage } from '../../shared/domain/api-error.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { checkFairRound, describeFairResult, parseFairRoundKey, type FairCheck } from '../domain/fair-verification.js';
import { FAIR_ROUNDS_PER_PAGE, FAIRNESS_MESSAGES as M, FAIRNESS_TEXTS as T } from '../domain/fairness.messages.js';
import type { FairGame, FairnessGateway, FairRound } from './fairness.gateway.js';

/** What the member typed or picked: the round key, the revealed seed and the commitment. */
export interface FairForm {
  readonly roundKey: string;
  readonly seed: string;
  readonly seedHash: string;
}

/** The recomputation of the form, done in the browser with core's hash and outcome functions. */
export type FairCheckView =
  | { readonly status: 'idle' }
  | { readonly status: 'invalid'; readonly message: string }
  | (FairCheck & {
      readonly status: 'checked';
      readonly gameName: string;
      /** The recomputed outcome in Korean. */
      readonly resultText: string;
      /** The published outcome in Korean, when the form holds a listed round. */
      readonly publishedText: string | null;
    });

/** The page as drawn: the model without its bookkeeping, with the page count and the live check. */
export interface FairnessView extends Omit<FairnessModel, 'total' | 'picked'> {
  readonly pageCount: number;
  readonly check: FairCheckView;
}

interface FairnessModel {
  readonly games: readonly FairGame[];
  readonly gameId: number | null;
  readonly rounds: readonly FairRound[];
  readonly total: number;
  readonly roundsLoading: boolean;
  readonly page: number;
  readonly form: FairForm;
  /** The listed round the form was filled from (its published result is compared). */
  readonly picked: FairRound | null;
  readonly alert: string | null;
}

const EMPTY_FORM: FairForm = { roundKey: '', seed: '', seedHash: '' };

function checkOf(s: FairnessModel): FairCheckView {
  if (s.form.seed === '') return { status: 'idle' };
  const key = parseFairRoundKey(s.form.roundKey);
  if (!key.ok) return { status: 'invalid', message: key.error.message };
  const game = s.games.find((g) => g.id === key.value.gameId);
  if (!game) return { status: 'invalid', message: M.unknownGame };
  const published = s.picked && s.picked.roundKey === `${key.value.gameId}:${key.value.roundNo}` ? s.picked.result : null;
  const check = checkFairRound({
    kind: game.drawKind,
    ...key.value,
    seed: s.form.seed,
    seedHash: s.form.seedHash,
    publishedResult: published,
  });
  return {
    status: 'checked',
    ...check,
    gameName: game.nameKorean,
    resultText: describeFairResult(game.drawKind, check.result),
    publishedText: published ? describeFairResult(game.drawKind, published as never) : null,
  };
}

const toView = (s: FairnessModel): FairnessView => ({
  games: s.games,
  gameId: s.gameId,
  rounds: s.rounds,
  roundsLoading: s.roundsLoading,
  page: s.page,
  pageCount: Math.max(1, Math.ceil(s.total / FAIR_ROUNDS_PER_PAGE)),
  form: s.form,
  check: checkOf(s),
  alert: s.alert,
});

/**
 * The fairness page ('공정성 검증'): pick a mini-game and one of its drawn rounds (or paste a
 * seed and a round key); the page recomputes the seed's SHA-256 and the round's outcome with
 * core's functions, the ones the server drew with, and shows whether they match what was
 * published.
 */
export class FairnessViewModel {
  private readonly store = createViewModelStore<FairnessModel>({
    games: [],
    gameId: null,
    rounds: [],
    total: 0,
    roundsLoading: true,
    page: 1,
    form: EMPTY_FORM,
    picked: null,
    alert: null,
  });
  readonly state$: Observable<FairnessView> = this.store.state$.pipe(map(toView));

  private readonly loadGames = this.store.latest(
    () => this.deps.gateway.games(),
    (result) => {
      if (!result.ok) {
        this.store.set({ roundsLoading: false, alert: failureMessage(result.error, T.loadFailed) });
        return;
      }
      this.store.set({ games: result.value });
      const first = result.value[0];
      if (first) this.selectGame(first.id);
      else this.store.set({ roundsLoading: false });
    },
  );

  private readonly loadRounds = this.store.latest(
    (gameId: number, page: number) => this.deps.gateway.rounds(gameId, page, FAIR_ROUNDS_PER_PAGE),
    (result) =>
      this.store.set(
        result.ok
          ? { roundsLoading: false, rounds: result.value.list, total: result.value.total }
          : { roundsLoading: false, rounds: [], total: 0, alert: failureMessage(result.error, T.loadFailed) },
      ),
  );

  constructor(private readonly deps: { readonly gateway: FairnessGateway }) {
    this.loadGames();
  }

  selectGame(gameId: number): void {
    this.store.set({ gameId, page: 1, roundsLoading: true });
    this.loadRounds(gameId, 1);
  }

  goToPage(page: number): void {
    const { gameId } = this.store.get();
    if (gameId === null) return;
    this.store.set({ page, roundsLoading: true });
    this.loadRounds(gameId, page);
  }

  /** Fills the form with a listed round; its published result is compared with the recomputed one. */
  pickRound(roundId: number): void {
    const round = this.store.get().rounds.find((r) => r.id === roundId);
    if (!round) return;
    this.store.set({ picked: round, form: { roundKey: round.roundKey, seed: round.seed, seedHash: round.seedHash } });
  }

  setRoundKey(roundKey: string): void {
    this.store.set((s) => ({ ...s, form: { ...s.form, roundKey } }));
  }

  setSeed(seed: string): void {
    this.store.set((s) => ({ ...s, form: { ...s.form, seed } }));
  }

  setSeedHash(seedHash: string): void {
    this.store.set((s) => ({ ...s, form: { ...s.form, seedHash } }));
  }

  /** Empties the form (a pasted check starts from nothing). */
  clearForm(): void {
    this.store.set({ form: EMPTY_FORM, picked: null });
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}

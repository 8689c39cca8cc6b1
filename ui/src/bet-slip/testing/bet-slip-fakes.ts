import { BehaviorSubject } from 'rxjs';
import {
  betLimitSettingOfUnits,
  BetSlipViewModel,
  betSlipWireBody,
  type BetLimitSetting,
  type BetSlipBonusOffer,
  type BetSlipContext,
  type BetSlipEntry,
  type BetSlipGateway,
  type BetSlipInplayRequest,
  type BetSlipPlaced,
  type MiniGameBetPayload,
  type PrematchBetPayload,
  type VirtualBetPayload,
} from '@bet/core/bet-slip';
import { odds, ok, type ApiError, type Result } from '@bet/core/shared';

type Answer = Result<BetSlipPlaced, ApiError>;

/** Limit rows for every game type and level: max bet 300 x 10,000 won x level, winnings 1000 x. */
const LIMIT_ROWS: BetLimitSetting[] = [1, 2, 3, 4].flatMap((gameType) =>
  [1, 2, 3, 4, 5].map((role) => betLimitSettingOfUnits({ gameType, role, maxBetUnits: 300 * role, maxWinUnits: 1000 * role })),
);

/**
 * A bet-slip gateway for screen tests: answers at once with `answer`, or waits for `release`
 * after `hold()`, and records every bet placed: a body as the contract puts it on the wire
 * (`betSlipWireBody`: decimal prices, whole won), an in-play request as it is.
 */
export class ScreenBetSlipGateway implements BetSlipGateway {
  readonly placed: unknown[] = [];
  answer: Answer = ok({ slipId: 1 });
  private pending: ((a: Answer) => void) | null = null;

  hold(): void {
    this.pending = () => undefined;
  }

  release(answer: Answer = this.answer): void {
    const resolve = this.pending;
    this.pending = null;
    resolve?.(answer);
  }

  async loadLimitSettings(): Promise<Result<readonly BetLimitSetting[], ApiError>> {
    return ok(LIMIT_ROWS);
  }
  async loadBonusOffers(): Promise<Result<readonly BetSlipBonusOffer[], ApiError>> {
    return ok([
      { folders: 3, price: odds(103) },
      { folders: 5, price: odds(105) },
    ]);
  }
  placePrematchBet(payload: PrematchBetPayload): Promise<Answer> {
    return this.place(betSlipWireBody.prematch(payload));
  }
  placeVirtualBet(payload: VirtualBetPayload): Promise<Answer> {
    return this.place(betSlipWireBody.virtual(payload));
  }
  placeMiniGameBet(payload: MiniGameBetPayload): Promise<Answer> {
    return this.place(betSlipWireBody.miniGame(payload));
  }
  placeInplayBet(request: BetSlipInplayRequest): Promise<Answer> {
    return this.place(request);
  }

  private place(payload: unknown): Promise<Answer> {
    this.placed.push(payload);
    if (this.pending === null) return Promise.resolve(this.answer);
    return new Promise((resolve) => {
      this.pending = resolve;
    });
  }
}

export const MEMBER_CONTEXT: BetSlipContext = { loggedIn: true, memberId: 7, userId: 'tester', role: 2, cash: 1_000_000 };

/** A real BetSlipViewModel on the screen gateway. */
export function betSlipSetup(context: BetSlipContext = MEMBER_CONTEXT) {
  const gateway = new ScreenBetSlipGateway();
  const context$ = new BehaviorSubject<BetSlipContext>(context);
  const viewModel = new BetSlipViewModel({ gateway, context$ });
  return { gateway, context$, viewModel };
}

/** A prematch pick; `price` in hundredths (185 = 1.85). */
export function pick(id: number, price: number, over: Partial<BetSlipEntry> = {}): BetSlipEntry {
  return {
    id,
    betPrice: odds(price),
    betChangedPrice: null,
    fixtureId: id * 10,
    sportId: 6046,
    marketId: 1,
    marketName: '1X2',
    marketNameKorean: '',
    version: 1,
    betName: '1',
    betNameKorean: '',
    betLine: null,
    betBaseline: null,
    slipName: 'slip',
    gameInfo: { home_participants_name: '서울', away_participants_name: '부산', league_name: 'K리그1', sport_id: 6046 },
    ...over,
  };
}

/** Lets resolved promises (gateway answers) run. */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

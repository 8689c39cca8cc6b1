import { firstValueFrom } from 'rxjs';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { odds } from '../../shared/domain/odds.js';
import { ok, type Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import { betSlipWireBody } from '../application/api-bet-slip-gateway.js';
import type { BetSlipGateway, BetSlipInplayRequest, BetSlipPlaceCancelled, BetSlipPlaced } from '../application/bet-slip.ports.js';
import { addBetToSlip, createBetSlip } from '../domain/bet-slip.js';
import type { BetSlipEntry, BetSlipMiniGameEntry, BetSlipState } from '../domain/bet-slip.types.js';
import { betLimitSettingOfUnits, type BetLimitSetting } from '../domain/limits.js';
import type { MiniGameBetPayload, PrematchBetPayload, VirtualBetPayload } from '../domain/payloads.js';

type EntryOverrides = Partial<Omit<BetSlipEntry, 'betPrice'>> & { readonly id: number; readonly price?: number };

/** A slip entry with plausible defaults; `price` is in hundredths (185 = 1.85). */
export function slipEntry(o: EntryOverrides): BetSlipEntry {
  const { price, ...rest } = o;
  return {
    betChangedPrice: null,
    fixtureId: 1,
    sportId: 6046,
    marketId: 1,
    marketName: '1X2',
    marketNameKorean: '승무패',
    version: 1,
    betName: 'Home',
    betNameKorean: '홈승',
    betLine: null,
    betBaseline: null,
    slipName: 'slip',
    gameInfo: { home_participants_name: '서울', away_participants_name: '부산', league_name: 'K리그1', sport_id: rest.sportId ?? 6046 },
    ...rest,
    betPrice: odds(price ?? 185),
  };
}

/** The bonus entry: its id is the number of 1.30+ folders it needs. */
export const bonusEntry = (folders: number, price = 103): BetSlipEntry =>
  slipEntry({
    id: folders,
    price,
    fixtureId: 0,
    sportId: 0,
    marketId: -1,
    marketName: 'Bonus',
    marketNameKorean: '보너스',
    betNameKorean: `${folders}폴더 보너스`,
  });

export const miniEntry = (o: EntryOverrides & { gameId: number; round: number }): BetSlipMiniGameEntry => ({
  ...slipEntry({ fixtureId: o.round, sportId: 0, marketName: 'Odd/Even', ...o }),
  name: '파워볼',
  round: o.round,
  gameId: o.gameId,
  notification: '',
});

/** Limit rows for every game type and role: 300 / 1000 x role (x 10,000 won). */
export const LIMIT_ROWS: BetLimitSetting[] = [1, 2, 3, 4].flatMap((gameType) =>
  [1, 2, 3, 4, 5].map((role) => betLimitSettingOfUnits({ gameType, role, maxBetUnits: 300 * role, maxWinUnits: 1000 * role })),
);

type Answer<T> = Result<T, ApiError | BetSlipPlaceCancelled>;

/**
 * A scripted gateway: records every call and answers after `latencyMs` on the given clock,
 * so tests control when a bet "reaches the server". A placed body is recorded as it goes on the
 * wire (`betSlipWireBody`: the contract's encoder, decimal prices), an in-play request as it is.
 */
export class FakeBetSlipGateway implements BetSlipGateway {
  readonly calls: { method: string; body: unknown }[] = [];
  latencyMs = 0;
  limits: Result<readonly BetLimitSetting[], ApiError> = ok(LIMIT_ROWS);
  answer: Answer<BetSlipPlaced> = ok({ slipId: 1 });
  throwOnPlace = false;

  constructor(private readonly clock: Clock) {}

  async loadLimitSettings(userId: string): Promise<Result<readonly BetLimitSetting[], ApiError>> {
    this.calls.push({ method: 'loadLimitSettings', body: userId });
    return this.limits;
  }
  placePrematchBet(payload: PrematchBetPayload): Promise<Result<BetSlipPlaced, ApiError>> {
    return this.place('placePrematchBet', betSlipWireBody.prematch(payload)) as Promise<Result<BetSlipPlaced, ApiError>>;
  }
  placeVirtualBet(payload: VirtualBetPayload): Promise<Result<BetSlipPlaced, ApiError>> {
    return this.place('placeVirtualBet', betSlipWireBody.virtual(payload)) as Promise<Result<BetSlipPlaced, ApiError>>;
  }
  placeMiniGameBet(payload: MiniGameBetPayload): Promise<Result<BetSlipPlaced, ApiError>> {
    return this.place('placeMiniGameBet', betSlipWireBody.miniGame(payload)) as Promise<Result<BetSlipPlaced, ApiError>>;
  }
  placeInplayBet(request: BetSlipInplayRequest): Promise<Answer<BetSlipPlaced>> {
    return this.place('placeInplayBet', request);
  }

  placed(): { method: string; body: unknown }[] {
    return this.calls.filter((c) => c.method.startsWith('place'));
  }

  private async place(method: string, body: unknown): Promise<Answer<BetSlipPlaced>> {
    this.calls.push({ method, body });
    if (this.latencyMs > 0) await firstValueFrom(this.clock.timer(this.latencyMs));
    if (this.throwOnPlace) throw new Error('network down');
    return this.answer;
  }
}

/** A 409 refusal because odds moved, in the body shape of core/src/api/contracts/sports-betting.ts. */
export const oddsMovedError = (oddsId: number, betPrice: number, version = 9, comment?: string): ApiError =>
  apiError('http', '배당이 변경되었습니다.', {
    status: 409,
    code: 'oddsChanged',
    body: { message: '배당이 변경되었습니다.', code: 'oddsChanged', comment, bettings: [{ oddsId, betPrice, version }] },
  });

/** A slip holding `entries`, added one by one as a member would; a refused add fails the test. */
export function addAll(entries: readonly BetSlipEntry[], start = createBetSlip()): BetSlipState {
  return entries.reduce((s, e) => {
    const out = addBetToSlip(s, e);
    if (!out.result.ok) throw new Error(out.result.error.message);
    return out.state;
  }, start);
}

import { BehaviorSubject, NEVER, type Observable } from 'rxjs';
import { apiError, fail, microUsdt, ok, points, won, type ApiError, type Clock, type Result } from '@bet/core/shared';
import {
  DEFAULT_CONVERSION_MINIMUM_POLICY,
  DEFAULT_DEPOSIT_BONUS_RATES,
  DepositViewModel,
  WithdrawViewModel,
  type ChargeGateway,
  type ChargeHideRequest,
  type ChargeHistoryPage,
  type ChargeHistoryQuery,
  type ChargeMember,
  type ChargeRecord,
  type ChargeSettings,
  type DepositBonusRates,
} from '@bet/core/charge';

/** A clock that stands still at 12:00 KST (outside the bank maintenance window); no timer fires. */
export const standingClock: Clock = {
  now: () => Date.UTC(2026, 10, 22, 3, 0, 0),
  timer: (): Observable<void> => NEVER,
  every: (): Observable<number> => NEVER,
};

/** An in-memory charge gateway: requests become waiting rows, hides set userDisplayFlag 0. */
export class ScreenChargeGateway implements ChargeGateway {
  readonly rows: Record<0 | 1, ChargeRecord[]> = { 0: [], 1: [] };
  readonly requests: unknown[] = [];
  accountPassword = '1234';
  private nextId = 100;

  async loadHistory(q: ChargeHistoryQuery): Promise<Result<ChargeHistoryPage, ApiError>> {
    const shown = this.rows[q.depositMode].filter((r) => r.userDisplayFlag === 1);
    return ok({ rows: shown.slice((q.page - 1) * q.perpage, q.page * q.perpage), totalCount: shown.length });
  }
  async requestDeposit(payload: { depositAmount: number }): Promise<Result<{ id: number }, ApiError>> {
    return this.request(0, payload);
  }
  async requestWithdrawal(payload: { depositAmount: number }): Promise<Result<{ id: number }, ApiError>> {
    return this.request(1, payload);
  }
  async hideRecord(request: ChargeHideRequest): Promise<Result<void, ApiError>> {
    for (const mode of [0, 1] as const) {
      this.rows[mode] = this.rows[mode].map((r) => (r.id === request.id ? { ...r, userDisplayFlag: 0 } : r));
    }
    return ok(undefined);
  }
  async checkAccountPassword(request: { bankAccountPssword: string }): Promise<Result<string, ApiError>> {
    if (request.bankAccountPssword === this.accountPassword) return ok('국민은행 123-456-789 (주)예시');
    return fail(apiError('http', '비밀번호가 일치하지 않습니다.', { status: 400, body: { message: '비밀번호가 일치하지 않습니다.' } }));
  }
  bonusRates: DepositBonusRates = DEFAULT_DEPOSIT_BONUS_RATES;
  async loadDepositBonusRates(): Promise<Result<DepositBonusRates, ApiError>> {
    return ok(this.bonusRates);
  }
  async loadExchangeRate(): Promise<Result<number, ApiError>> {
    return ok(1500);
  }
  async convertUsdToWon(): Promise<Result<void, ApiError>> {
    return ok(undefined);
  }
  async convertWonToUsd(): Promise<Result<void, ApiError>> {
    return ok(undefined);
  }
  async convertPointsToCash(): Promise<Result<void, ApiError>> {
    return ok(undefined);
  }
  async transferCasinoMoney(): Promise<Result<void, ApiError>> {
    return ok(undefined);
  }
  async requestUsdWithdrawal(): Promise<Result<void, ApiError>> {
    return ok(undefined);
  }
  async requestUsdDeposit(): Promise<Result<void, ApiError>> {
    return ok(undefined);
  }
  async cancelLatestUsdDeposit(): Promise<Result<string, ApiError>> {
    return ok('');
  }
  /** The tether deposit link the fake server sends (tests set an http or empty one to see it refused). */
  tetherDepositUrl = 'https://pay.example.com/tether';
  async loadTetherDepositUrl(): Promise<Result<string, ApiError>> {
    return ok(this.tetherDepositUrl);
  }

  private request(mode: 0 | 1, payload: { depositAmount: number }): Result<{ id: number }, ApiError> {
    this.requests.push(payload);
    const id = this.nextId++;
    this.rows[mode].unshift(chargeRecord(id, 0, { depositAmount: payload.depositAmount }));
    return ok({ id });
  }
}

export const chargeRecord = (id: number, status: number, over: Partial<ChargeRecord> = {}): ChargeRecord => ({
  id,
  status,
  chargeType: 0,
  depositDate: '2026-11-22 09:00:00',
  depositAmount: 50_000,
  krwAmount: null,
  userDisplayFlag: 1,
  ...over,
});

export const chargeMember = (over: Partial<ChargeMember> = {}): ChargeMember => ({
  id: 7,
  userId: 'tester1',
  accountHolder: '홍길동',
  bankAccountNumber: '110-123-456789',
  emoney: won(1_000_000),
  usdt: microUsdt(0),
  point: points(0),
  casinoMoney: won(0),
  isChargeData: false,
  blockchainUrl: null,
  updatedAt: '2026-11-22 11:00:00',
  ...over,
});

export function chargeSetup(opts: { member?: Partial<ChargeMember>; settings?: Partial<ChargeSettings> } = {}) {
  const gateway = new ScreenChargeGateway();
  const member$ = new BehaviorSubject(chargeMember(opts.member));
  const settings$ = new BehaviorSubject<ChargeSettings>({
    chargePointFlag: false,
    tetherMaintenanceFlag: false,
    conversionMinimumPolicy: DEFAULT_CONVERSION_MINIMUM_POLICY,
    ...opts.settings,
  });
  const deps = { gateway, clock: standingClock, member$, settings$ };
  return { gateway, member$, deposit: new DepositViewModel(deps), withdraw: new WithdrawViewModel(deps) };
}

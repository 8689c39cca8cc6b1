import { BehaviorSubject, type Observable } from 'rxjs';
import { apiError, type ApiError } from '../../../shared/domain/api-error.js';
import { microUsdt, points, won } from '../../../shared/domain/money.js';
import { fail, ok, type Result } from '../../../shared/domain/result.js';
import { FakeClock } from '../../../shared/testing/fake-clock.js';
import { DEFAULT_DEPOSIT_BONUS_RATES, type DepositBonusRates } from '../../domain/bonus-options.js';
import { DEFAULT_CONVERSION_MINIMUM_POLICY } from '../../domain/conversion.js';
import type { ChargeRecord } from '../../domain/records.js';
import type { ChargeMember, ChargeSettings } from '../charge-context.js';
import type { ChargeGateway, ChargeHistoryPage, ChargeHistoryQuery } from '../charge-gateway.js';

type Method = keyof ChargeGateway;
type Reply = Result<unknown, ApiError> | Promise<Result<unknown, ApiError>>;

/** An http failure as the API client builds it: the server's text in the body and the message. */
export const serverFailure = (message: string, status = 400): Result<never, ApiError> =>
  fail(apiError('http', message, { status, body: { message } }));

/**
 * An in-memory ChargeGateway: keeps deposit and withdrawal rows, records every call, and lets a
 * test script or hold any method's answer.
 */
export class FakeChargeGateway implements ChargeGateway {
  readonly calls: { readonly method: Method; readonly arg: unknown }[] = [];
  readonly rows: Record<0 | 1, ChargeRecord[]> = { 0: [], 1: [] };
  rate = 1500;
  accountPassword = '1234';
  accountText = '국민은행 123-456-789 (주)예시';
  private nextId = 1000;
  private readonly scripted = new Map<Method, ((arg: unknown) => Reply)[]>();

  /** The next call of `method` answers this (one-shot; queue several by calling again). */
  reply(method: Method, answer: Reply | ((arg: unknown) => Reply)): this {
    const fn = typeof answer === 'function' ? answer : () => answer;
    this.scripted.set(method, [...(this.scripted.get(method) ?? []), fn]);
    return this;
  }

  /** The next call of `method` waits until the returned function is called with its answer. */
  hold(method: Method): (answer: Result<unknown, ApiError>) => void {
    let release: (r: Result<unknown, ApiError>) => void = () => undefined;
    const pending = new Promise<Result<unknown, ApiError>>((resolve) => {
      release = resolve;
    });
    this.reply(method, () => pending);
    return (answer) => release(answer);
  }

  argsOf(method: Method): unknown[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.arg);
  }

  /** Whether each call of a polled method was a background poll, in order. */
  readonly inBackground: Record<'loadHistory' | 'loadExchangeRate', boolean[]> = { loadHistory: [], loadExchangeRate: [] };

  private async answer<T>(method: Method, arg: unknown, fallback: () => Result<T, ApiError>): Promise<Result<T, ApiError>> {
    this.calls.push({ method, arg });
    const queue = this.scripted.get(method);
    const next = queue?.shift();
    return next ? ((await next(arg)) as Result<T, ApiError>) : fallback();
  }

  loadHistory(q: ChargeHistoryQuery, background = false): Promise<Result<ChargeHistoryPage, ApiError>> {
    this.inBackground.loadHistory.push(background);
    return this.answer('loadHistory', q, () => {
      const shown = this.rows[q.depositMode].filter((r) => r.userDisplayFlag === 1);
      return ok({ rows: shown.slice((q.page - 1) * q.perpage, q.page * q.perpage), totalCount: shown.length });
    });
  }

  /** The Idempotency-Key each deposit or withdrawal request carried (undefined: none). */
  readonly intentKeys: (string | undefined)[] = [];

  requestDeposit(payload: unknown, intent?: { readonly idempotencyKey: string }) {
    this.intentKeys.push(intent?.idempotencyKey);
    return this.answer('requestDeposit', payload, () => ok({ id: this.nextId++ }));
  }

  requestWithdrawal(payload: unknown) {
    return this.answer('requestWithdrawal', payload, () => ok({ id: this.nextId++ }));
  }

  hideRecord(request: { target: string; id: number }) {
    return this.answer('hideRecord', request, () => {
      for (const list of [this.rows[0], this.rows[1]]) {
        const i = list.findIndex((r) => r.id === request.id);
        const row = list[i];
        if (row) list[i] = { ...row, userDisplayFlag: 0 };
      }
      return ok(undefined);
    });
  }

  checkAccountPassword(request: { userId: string; bankAccountPssword: string }) {
    return this.answer('checkAccountPassword', request, () =>
      request.bankAccountPssword === this.accountPassword ? ok(this.accountText) : serverFailure('비밀번호가 일치하지 않습니다.'),
    );
  }

  bonusRates: DepositBonusRates = DEFAULT_DEPOSIT_BONUS_RATES;

  loadDepositBonusRates() {
    return this.answer('loadDepositBonusRates', undefined, () => ok(this.bonusRates));
  }

  loadExchangeRate(background = false) {
    this.inBackground.loadExchangeRate.push(background);
    return this.answer('loadExchangeRate', undefined, () => ok(this.rate));
  }

  convertUsdToWon(request: unknown) {
    return this.answer('convertUsdToWon', request, () => ok(undefined));
  }

  convertWonToUsd(request: unknown) {
    return this.answer('convertWonToUsd', request, () => ok(undefined));
  }

  convertPointsToCash(payload: unknown) {
    return this.answer('convertPointsToCash', payload, () => ok(undefined));
  }

  transferCasinoMoney(payload: unknown) {
    return this.answer('transferCasinoMoney', payload, () => ok(undefined));
  }

  requestUsdWithdrawal(payload: unknown) {
    return this.answer('requestUsdWithdrawal', payload, () => ok(undefined));
  }

  requestUsdDeposit(request: unknown) {
    return this.answer('requestUsdDeposit', request, () => ok(undefined));
  }

  cancelLatestUsdDeposit() {
    return this.answer('cancelLatestUsdDeposit', undefined, () => ok('최근 입금신청이 취소되었습니다.'));
  }

  loadTetherDepositUrl(memberId: number) {
    return this.answer('loadTetherDepositUrl', memberId, () => ok('https://pay.example.com/tether?member=' + String(memberId)));
  }
}

export const TEST_TRX_ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';

export const chargeMember = (over: Partial<ChargeMember> = {}): ChargeMember => ({
  id: 7,
  userId: 'tester1',
  accountHolder: '홍길동',
  bankAccountNumber: '110-123-456789',
  emoney: won(1_000_000),
  usdt: microUsdt(25_500_000),
  point: points(3_000),
  casinoMoney: won(0),
  isChargeData: false,
  blockchainUrl: TEST_TRX_ADDRESS,
  updatedAt: '2026-11-22 11:00:00',
  ...over,
});

export const chargeSettings = (over: Partial<ChargeSettings> = {}): ChargeSettings => ({
  chargePointFlag: false,
  tetherMaintenanceFlag: false,
  conversionMinimumPolicy: DEFAULT_CONVERSION_MINIMUM_POLICY,
  ...over,
});

/** A charge record row for the fake's lists. */
export const chargeRow = (id: number, status: number | string, over: Partial<ChargeRecord> = {}): ChargeRecord => ({
  id,
  status,
  chargeType: 0,
  depositDate: '2026-11-22 09:00:00',
  depositAmount: 10_000,
  krwAmount: null,
  userDisplayFlag: 1,
  ...over,
});

/** Subscribes and keeps the latest value, so a test reads `watch.last` after acting. */
export function watch<T>(source$: Observable<T>): { readonly last: T; readonly count: number; stop(): void } {
  let last: T | undefined;
  let count = 0;
  const sub = source$.subscribe((v) => {
    last = v;
    count += 1;
  });
  return {
    get last(): T {
      if (last === undefined) throw new Error('no value yet');
      return last;
    },
    get count() {
      return count;
    },
    stop: () => sub.unsubscribe(),
  };
}

/** Lets pending promise callbacks run (gateway answers, awaits in view models). */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const subjects = (member = chargeMember(), settings = chargeSettings()) => ({
  member$: new BehaviorSubject(member),
  settings$: new BehaviorSubject(settings),
});

/** A charge screen's deps over a fresh fake gateway; `refreshes()` counts the member reloads it asked for. */
export function chargeScreenDeps(member = chargeMember(), settings = chargeSettings(), clock = new FakeClock()) {
  const gateway = new FakeChargeGateway();
  let refreshes = 0;
  const refreshMember = (): void => {
    refreshes += 1;
  };
  return { gateway, clock, ...subjects(member, settings), refreshMember, refreshes: () => refreshes };
}

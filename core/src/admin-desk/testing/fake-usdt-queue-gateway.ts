import type { ApiError } from '../../shared/domain/api-error.js';
import { microUsdt } from '../../shared/domain/money.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { UsdtQueueDecision, UsdtQueueGateway, UsdtQueueRequest, UsdtQueueStatus } from '../application/usdt-queue.gateway.js';

/** A waiting USDT request as the queue lists it (override any field). */
export const usdtRequest = (id: number, extra: Partial<UsdtQueueRequest> = {}): UsdtQueueRequest => ({
  id,
  memberId: 7,
  userId: 'member07',
  nickname: '회원칠',
  depositMode: 0,
  wallet: 'usdt',
  network: 'trx',
  token: 'USDT',
  amount: microUsdt(25_000_000),
  krwAmount: null,
  address: 'TXYZ',
  txHash: null,
  status: 0,
  requestedAt: '2026-11-26 12:00:00',
  processedAt: null,
  ...extra,
});

/** The USDT queue in memory: a decision moves the request out of waiting; scripted failures. */
export class FakeUsdtQueueGateway implements UsdtQueueGateway {
  rows: UsdtQueueRequest[] = [];
  readonly calls: string[] = [];
  /** Whether each requests call was a background poll, in order. */
  readonly requestsInBackground: boolean[] = [];
  failNext: Partial<Record<keyof UsdtQueueGateway, ApiError>> = {};

  async requests(status: UsdtQueueStatus, page: number, perPage: number, background = false) {
    this.calls.push(`requests ${status} ${page}`);
    this.requestsInBackground.push(background);
    return this.answer('requests', () =>
      this.rows
        .filter((r) => r.status === status)
        .sort((a, b) => b.id - a.id)
        .slice((page - 1) * perPage, page * perPage),
    );
  }

  async decide(requestId: number, decision: UsdtQueueDecision) {
    this.calls.push(`decide ${requestId} ${JSON.stringify(decision)}`);
    return this.answer('decide', () => {
      this.rows = this.rows.map((r) => (r.id === requestId ? { ...r, status: decision.kind === 'approve' ? 1 : 2 } : r));
    });
  }

  private answer<T>(name: keyof UsdtQueueGateway, value: () => T): Result<T, ApiError> {
    const failure = this.failNext[name];
    delete this.failNext[name];
    return failure ? fail(failure) : ok(value());
  }
}

import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { won } from '../../shared/domain/money.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { ActivityStatementData, ActivityStatementGateway } from '../application/activity-statement.gateway.js';

const line = (deposits: number, withdrawals: number, stakes: number, wins: number, openStakes = 0) => ({
  deposits: won(deposits),
  withdrawals: won(withdrawals),
  stakes: won(stakes),
  openStakes: won(openStakes),
  wins: won(wins),
  net: won(wins - stakes),
});

export const fakeStatement = (from: string, to: string): ActivityStatementData => ({
  from,
  to,
  days: [
    { day: from, ...line(300_000, 0, 50_000, 97_500) },
    { day: to, ...line(0, 100_000, 30_000, 0, 600_000) },
  ],
  total: line(300_000, 100_000, 80_000, 97_500, 600_000),
});

/** A scripted ActivityStatementGateway: answers a statement of the asked period, records the calls. */
export class FakeActivityStatementGateway implements ActivityStatementGateway {
  refusal: ApiError | null = null;
  readonly calls: { from: string; to: string }[] = [];

  async statement(from: string, to: string): Promise<Result<ActivityStatementData, ApiError>> {
    this.calls.push({ from, to });
    return this.refusal ? fail(this.refusal) : ok(fakeStatement(from, to));
  }
  csvUrl(from: string, to: string): string {
    return `/api/mypage/statement.csv?from=${from}&to=${to}`;
  }
  refuse(message: string): void {
    this.refusal = apiError('http', message, { status: 400, code: 'refused' });
  }
}

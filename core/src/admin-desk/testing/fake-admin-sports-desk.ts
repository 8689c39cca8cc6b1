// The fake admin API's sports side (fixtures, results, exposure, bets, audit), and the call log and scripted failures all share.
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { SportsScore } from '../../sports/domain/sports-fixture.js';
import type {
  AdminAuditFilter,
  AdminAuditLine,
  AdminBet,
  AdminBetQuery,
  AdminBettingFixture,
  AdminDeskGateway,
  AdminFixture,
  AdminFixtureResult,
} from '../application/admin-desk.gateway.js';

type Call = keyof AdminDeskGateway;

/** A refusal with the server's text in its body, as the api client reports it. */
export const deskRefusal = (message: string, status = 409): ApiError => apiError('http', message, { status, body: { message } });

/** The sports calls in memory; FakeAdminDeskGateway adds the members, money, content and switches. */
export class FakeAdminSportsDesk {
  fixtures_: AdminFixture[] = [];
  bettingFixtures_: AdminBettingFixture[] = [];
  bets_: AdminBet[] = [];
  audit_: AdminAuditLine[] = [];
  readonly settled: { fixtureId: number; result: AdminFixtureResult; score: SportsScore }[] = [];
  /** The next call of that name fails with this error (once). */
  failNext: Partial<Record<Call, ApiError>> = {};
  readonly calls: string[] = [];
  protected nextId = 1000;

  async fixtures(page: number, perPage: number, search: string) {
    this.calls.push(`fixtures ${page} '${search}'`);
    return this.answer('fixtures', () =>
      this.fixtures_.filter((f) => `${f.home} ${f.away}`.includes(search)).slice((page - 1) * perPage, page * perPage),
    );
  }

  async settleFixture(fixtureId: number, result: AdminFixtureResult, score: SportsScore) {
    this.calls.push(`settleFixture ${fixtureId}`);
    return this.answer('settleFixture', () => void this.settled.push({ fixtureId, result, score }));
  }

  async bettingFixtures(page: number, perPage: number, search: string) {
    this.calls.push(`bettingFixtures ${page} '${search}'`);
    return this.answer('bettingFixtures', () =>
      this.bettingFixtures_.filter((f) => `${f.home} ${f.away}`.includes(search)).slice((page - 1) * perPage, page * perPage),
    );
  }

  async setMarketSuspended(marketId: number, suspended: boolean) {
    this.calls.push(`setMarketSuspended ${marketId} ${suspended}`);
    return this.answer('setMarketSuspended', () => {
      this.bettingFixtures_ = this.bettingFixtures_.map((f) => ({
        ...f,
        markets: f.markets.map((m) => (m.id === marketId ? { ...m, held: suspended } : m)),
      }));
    });
  }

  async bets(q: AdminBetQuery) {
    this.calls.push(`bets '${q.search}' ${q.openOnly ? 'open' : 'all'}${q.gameType === null ? '' : ` type ${q.gameType}`} ${q.page}`);
    return this.answer('bets', () =>
      this.bets_
        .filter(
          (b) =>
            b.userId.includes(q.search) &&
            (!q.openOnly || (b.settlementFlag === 0 && !b.voided)) &&
            (q.gameType === null || b.gameType === q.gameType),
        )
        .slice((q.page - 1) * q.perPage, q.page * q.perPage),
    );
  }

  async voidBet(slipId: number) {
    this.calls.push(`voidBet ${slipId}`);
    return this.answer('voidBet', () => {
      this.bets_ = this.bets_.map((b) => (b.id === slipId ? { ...b, voided: true, settlementFlag: 3, winAmount: b.amount } : b));
      return '베팅이 무효 처리되고 베팅금이 환급되었습니다.';
    });
  }

  async audit(page: number, perPage: number, search: string, filter?: AdminAuditFilter) {
    this.calls.push(`audit ${page} '${search}'${filter ? ` ${JSON.stringify(filter)}` : ''}`);
    const day = (at: string) => at.slice(0, 10);
    return this.answer('audit', () =>
      this.audit_
        .filter((a) => `${a.actor ?? ''} ${a.action} ${a.target ?? ''}`.includes(search))
        .filter((a) => (!filter?.from || day(a.at) >= filter.from) && (!filter?.to || day(a.at) <= filter.to))
        .filter((a) => !filter?.action || a.action === filter.action)
        .slice((page - 1) * perPage, page * perPage),
    );
  }

  protected answer<T>(name: Call, value: () => T): Result<T, ApiError> {
    const failure = this.failNext[name];
    delete this.failNext[name];
    return failure ? fail(failure) : ok(value());
  }
}

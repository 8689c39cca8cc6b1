import { Subject, type Observable } from 'rxjs';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { formatKstDateTime } from '../../shared/domain/kst.js';
import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import type { BetHistorySlip } from '../domain/bet-history-records.js';
import { LEG_WIN_FLAG_POLICIES } from '../domain/leg-win-flag.js';
import type { BetHistoryFilter, BetHistoryGateway, BetHistoryPageQuery } from './bet-history.gateway.js';
import { BetHistoryViewModel, type BetHistoryView } from './bet-history.view-model.js';
import { slipSettlementOf } from '../domain/slip-settlement.js';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
const slip = (id: number, settlement_flag: number): BetHistorySlip => ({
  id,
  created_at: '2026-11-22 10:00:00',
  amount: won(10_000),
  settlement: slipSettlementOf(settlement_flag),
  total_ratio: odds(200),
  expect_amount: won(20_000),
  win_amount: won(0),
  legs: [
    {
      startdate: '2026-11-22 12:00:00',
      league_name: 'L',
      sports_betting_home_participants_name: 'H',
      sports_betting_away_participants_name: 'A',
      sports_betting_market_name: 'M',
      sports_betting_bet_name: 'B',
      sports_betting_bet_price: odds(200),
      sports_betting_win_flag: settlement_flag === 0 ? 0 : 3,
    },
  ],
});

class FakeBetHistoryGateway implements BetHistoryGateway {
  total = 25;
  rows: BetHistorySlip[] = [slip(1, 0), slip(2, 1)];
  failure: ApiError | null = null;
  actionFailure: ApiError | null = null;
  readonly queries: BetHistoryPageQuery[] = [];
  readonly actions: string[] = [];
  count = async (_f: BetHistoryFilter): Promise<Result<number, ApiError>> => (this.failure ? fail(this.failure) : ok(this.total));
  list = async (q: BetHistoryPageQuery): Promise<Result<readonly BetHistorySlip[], ApiError>> => {
    this.queries.push(q);
    return this.failure ? fail(this.failure) : ok(this.rows);
  };
  cancel = async (id: number): Promise<Result<void, ApiError>> => {
    this.actions.push(`cancel ${id}`);
    return this.actionFailure ? fail(this.actionFailure) : ok(undefined);
  };
  delete = async (slips: readonly BetHistorySlip[]): Promise<Result<void, ApiError>> => {
    this.actions.push(`delete ${slips.map((s) => s.id).join(',')}`);
    return this.actionFailure ? fail(this.actionFailure) : ok(undefined);
  };
}

async function setup(open: [string?, string?] = ['sports'], slipChanges$?: Observable<unknown>) {
  const gateway = new FakeBetHistoryGateway();
  const clock = new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0)); // 12:00 KST
  const vm = new BetHistoryViewModel({
    gateway,
    clock,
    winFlagPolicy: LEG_WIN_FLAG_POLICIES.simple,
    ...(slipChanges$ ? { slipChanges$ } : {}),
  });
  let view!: BetHistoryView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  vm.open(...open);
  await flush();
  return { gateway, clock, vm, view: () => view, lastQuery: () => gateway.queries[gateway.queries.length - 1]! };
}

describe('BetHistoryViewModel', () => {
  it('loads page 1 of 10 for the last week in KST with page links', async () => {
    const t = await setup();
    expect(t.lastQuery()).toMatchObject({ gameType: 1, gameDetailTypes: [], result: 'all', page: 1, perPage: 10 });
    expect(formatKstDateTime(t.lastQuery().range.start)).toBe('2026-11-15 00:00:00');
    expect(t.view().pageLinks).toEqual([1, 2, 3]);
    expect(t.view().slips.map((s) => [s.id, s.settlementLabel, s.action])).toEqual([
      [1, '대기', 'cancel'],
      [2, '적중', 'delete'],
    ]);
    expect(t.view().slips[1]?.realOdds).toBe(100);
  });

  it('asks the mini-game history for its codes and caps it at 3 pages', async () => {
    const t = await setup(['minigame']);
    t.gateway.total = 95;
    t.vm.reload();
    await flush();
    expect(t.lastQuery()).toMatchObject({ gameType: 3, gameDetailTypes: ['301', '303', '308'] });
    expect(t.view().pageCount).toBe(3);
    t.vm.selectProvider('token');
    await flush();
    expect(t.lastQuery().gameDetailTypes).toEqual(['1008', '1009', '1010', '1019']);
  });

  it("opens the live history for a provider containing 'live'", async () => {
    const t = await setup(['minigame', 'evolution-live']);
    expect(t.view().tab).toBe('live');
    expect(t.lastQuery().gameType).toBe(2);
  });

  it('changes tab, range, result and page, going back to page 1 on a filter change', async () => {
    const t = await setup();
    t.vm.goToPage(3);
    await flush();
    expect(t.lastQuery().page).toBe(3);
    t.vm.selectResult('won');
    await flush();
    expect(t.lastQuery()).toMatchObject({ page: 1, result: 'won' });
    t.vm.selectRange('today');
    await flush();
    expect(formatKstDateTime(t.lastQuery().range.start)).toBe('2026-11-22 00:00:00');
    t.vm.selectTab('casino');
    await flush();
    expect(t.lastQuery().gameType).toBe(5);
    t.vm.goToPage(99);
    await flush();
    expect(t.lastQuery().page).toBe(3);
  });

  it('takes a custom range and refuses a reversed one', async () => {
    const t = await setup();
    t.vm.setCustomRange('2026-11-01', '2026-11-03');
    await flush();
    expect(t.view().rangeChoice).toBe('custom');
    expect(formatKstDateTime(t.lastQuery().range.end)).toBe('2026-11-03 23:59:59');
    t.vm.setCustomRange('2026-11-05', '2026-11-01');
    expect(t.view().alert).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    expect(t.view().rangeChoice).toBe('custom');
  });

  it('cancels a waiting slip once after the irreversible confirm', async () => {
    const t = await setup();
    t.vm.requestCancel(1);
    expect(t.view().confirm?.message).toBe('이 주문을 취소하시겠습니까? 취소된 내역은 복구할 수 없습니다.');
    t.vm.acceptConfirm();
    t.vm.acceptConfirm();
    await flush();
    expect(t.gateway.actions).toEqual(['cancel 1']);
    expect(t.view().alert).toBe('주문이 취소되었습니다.');
  });

  it('refuses to cancel a settled slip and to delete a waiting one', async () => {
    const t = await setup();
    t.vm.requestCancel(2);
    expect(t.view().alert).toBe('대기중인 베팅만 취소할 수 있습니다.');
    t.vm.requestDelete(1);
    expect(t.view().alert).toBe('대기중인 베팅은 삭제할 수 없습니다.');
    t.vm.requestDelete(42);
    t.vm.requestCancel(42);
    expect(t.view().confirm).toBeNull();
  });

  it('deletes a settled slip after its confirm', async () => {
    const t = await setup();
    t.vm.requestDelete(2);
    expect(t.view().confirm?.message).toBe('베팅내역을 삭제하시겠습니까?');
    t.vm.cancelConfirm();
    expect(t.view().confirm).toBeNull();
    t.vm.requestDelete(2);
    t.vm.acceptConfirm();
    await flush();
    expect(t.gateway.actions).toEqual(['delete 2']);
    expect(t.view().alert).toBe('삭제되었습니다.');
  });

  it('shows the fixed text when a delete fails and the server text when a cancel fails', async () => {
    const t = await setup();
    t.gateway.actionFailure = apiError('http', '이미 정산된 베팅입니다.', { status: 409 });
    t.vm.requestDelete(2);
    t.vm.acceptConfirm();
    await flush();
    expect(t.view().alert).toBe('베팅내역 삭제에 실패했습니다.');
    t.vm.requestCancel(1);
    t.vm.acceptConfirm();
    await flush();
    expect(t.view().alert).toBe('이미 정산된 베팅입니다.');
  });

  it('shows the default text when loading fails without a server text', async () => {
    const t = await setup();
    t.gateway.failure = apiError('transport', '');
    t.vm.reload();
    await flush();
    expect(t.view().alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    t.vm.dismissAlert();
    expect(t.view().alert).toBeNull();
  });

  it('completes its state and loads nothing more once disposed', async () => {
    const t = await setup();
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    const loadsBefore = t.gateway.queries.length;
    t.vm.dispose();
    expect(completed).toBe(true);
    t.vm.reload();
    t.vm.selectTab('minigame');
    await flush();
    expect(t.gateway.queries.length).toBe(loadsBefore);
  });

  it('reads the open page again when a slip of the member changes on the server (a settlement arrives live)', async () => {
    const changes = new Subject<unknown>();
    const t = await setup(['sports'], changes);
    t.vm.goToPage(2);
    await flush();
    expect(t.view().slips.map((s) => s.id)).toEqual([1, 2]);
    t.gateway.rows = [slip(1, 2), slip(2, 1)];
    const loadsBefore = t.gateway.queries.length;
    changes.next({ event: 'settled' });
    await flush();
    expect(t.gateway.queries.length).toBe(loadsBefore + 1);
    expect(t.lastQuery().page).toBe(2);
    expect(t.view().slips[0]!.settlementLabel).not.toBe('대기');
    t.vm.dispose();
    changes.next({ event: 'settled' });
    await flush();
    expect(t.gateway.queries.length).toBe(loadsBefore + 1);
  });
});

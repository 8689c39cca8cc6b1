import { BehaviorSubject, Subject } from 'rxjs';
import { apiError } from '../../shared/domain/api-error.js';
import { fail } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import type { ChargeAlert } from './charge-context.js';
import { ChargeHistoryFeed } from './charge-history.js';
import type { ChargeRecord } from '../domain/records.js';
import { chargeRow, FakeChargeGateway, settle, watch } from './testing/fake-charge-gateway.js';

function setup(pageSize = 7, rows: ChargeRecord[] = []) {
  const gateway = new FakeChargeGateway();
  gateway.rows[0].push(...rows);
  const clock = new FakeClock();
  const alerts: ChargeAlert[] = [];
  const feed = new ChargeHistoryFeed({ gateway, clock, depositMode: 0, pageSize, notify: (a) => alerts.push(a) });
  const memberId$ = new BehaviorSubject(7);
  const effects = feed.effects(memberId$).subscribe();
  const view = watch(feed.view$);
  return { gateway, clock, feed, alerts, view, memberId$, stop: () => effects.unsubscribe() };
}

describe('ChargeHistoryFeed', () => {
  it('shows won amounts with separators and coin amounts in USDT', async () => {
    const { view } = setup(7, [
      chargeRow(1, 1, { depositAmount: 1_250_000 }),
      chargeRow(2, 'SUCCESS', { chargeType: 1, depositAmount: 12_500_000 }),
    ]);
    await settle();
    expect(view.last.rows.map((r) => [r.typeLabel, r.amountText, r.statusLabel])).toEqual([
      ['원화', '1,250,000', '완료'],
      ['USDT', '12.5', '완료'],
    ]);
  });

  it('hides one finished record and says so; ignores a waiting one', async () => {
    const { gateway, feed, alerts, view } = setup(7, [chargeRow(1, 1), chargeRow(2, 0)]);
    await settle();
    feed.hide(view.last.rows[1]!.record);
    feed.hide(view.last.rows[0]!.record);
    await settle();
    expect(gateway.argsOf('hideRecord')).toEqual([{ target: 'charge', id: 1, userDisplayFlag: 0 }]);
    expect(alerts).toEqual([{ tone: 'success', message: '삭제되었습니다.' }]);
    expect(view.last.rows.map((r) => r.id)).toEqual([2]);
  });

  it('says an unexpected problem occurred when a hide fails', async () => {
    const { gateway, feed, alerts, view } = setup(7, [chargeRow(1, 2)]);
    await settle();
    gateway.reply('hideRecord', fail(apiError('http', 'x')));
    feed.hide(view.last.rows[0]!.record);
    await settle();
    expect(alerts).toEqual([{ tone: 'error', message: '예상치 못한 문제가 발생했습니다.' }]);
  });

  it('delete-all hides every done or cancelled record on every page, one call each', async () => {
    const { gateway, feed, alerts, view } = setup(2, [
      chargeRow(1, 1),
      chargeRow(2, 0),
      chargeRow(3, 2),
      chargeRow(4, 9),
      chargeRow(5, 'SUCCESS', { chargeType: 1 }),
    ]);
    await settle();
    feed.deleteAll();
    feed.deleteAll();
    await settle();
    expect(gateway.argsOf('hideRecord')).toEqual([
      { target: 'charge', id: 1, userDisplayFlag: 0 },
      { target: 'charge', id: 3, userDisplayFlag: 0 },
      { target: 'chargeUsdt', id: 5, userDisplayFlag: 0 },
    ]);
    expect(alerts).toEqual([{ tone: 'success', message: '삭제가 완료되었습니다.' }]);
    expect(view.last.rows.map((r) => r.id)).toEqual([2, 4]);
    expect(view.last.busy).toBe(false);
  });

  it('delete-all reaches records beyond the first fetched hundred', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => chargeRow(i + 1, 1));
    const { gateway, feed, view } = setup(7, rows);
    await settle();
    feed.deleteAll();
    await settle();
    expect(gateway.argsOf('hideRecord')).toHaveLength(150);
    expect(view.last.totalCount).toBe(0);
  });

  it('delete-all says when nothing can be deleted, and when a call failed', async () => {
    const { gateway, feed, alerts } = setup();
    gateway.rows[0].push(chargeRow(1, 0));
    feed.deleteAll();
    await settle();
    gateway.rows[0].push(chargeRow(2, 1), chargeRow(3, 1));
    gateway.reply('hideRecord', fail(apiError('http', 'x')));
    feed.deleteAll();
    await settle();
    gateway.reply('loadHistory', fail(apiError('transport', 'x')));
    feed.deleteAll();
    await settle();
    expect(alerts.map((a) => a.message)).toEqual(['삭제할 수 있는 내역이 없습니다.', '삭제에 실패했습니다.', '삭제에 실패했습니다.']);
  });

  it('moves between pages and falls back to the last page when rows vanish', async () => {
    const { gateway, feed, view } = setup(2, [chargeRow(1, 1), chargeRow(2, 1), chargeRow(3, 1)]);
    await settle();
    expect(view.last).toMatchObject({ page: 1, pageCount: 2, totalCount: 3 });
    feed.setPage(5);
    await settle();
    expect(view.last.page).toBe(2);
    expect(view.last.rows.map((r) => r.id)).toEqual([3]);
    feed.setPage(2); // same page: nothing to do
    gateway.rows[0].splice(2, 1);
    feed.refresh();
    await settle();
    expect(view.last).toMatchObject({ page: 1, pageCount: 1 });
    expect(view.last.rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it("sends the member's loads unmarked and the timer's as background polls", async () => {
    const { gateway, clock, feed } = setup(2, [chargeRow(1, 1), chargeRow(2, 1), chargeRow(3, 1)]);
    await settle();
    clock.advance(5_000);
    await settle();
    feed.refresh();
    await settle();
    feed.setPage(2);
    await settle();
    // A row vanishes: the poll's answer finds page 2 gone and reloads page 1, still as the poll.
    gateway.rows[0].splice(2, 1);
    clock.advance(5_000);
    await settle();
    // Only a person's load counts as activity for the session's idle limit (docs/api-conventions.md).
    expect(gateway.inBackground.loadHistory).toEqual([false, true, false, false, true, true]);
  });

  it('marks a first load that failed, and keeps shown rows when a later poll fails', async () => {
    const gateway = new FakeChargeGateway();
    const clock = new FakeClock();
    gateway.reply('loadHistory', fail(apiError('transport', 'x')));
    const feed = new ChargeHistoryFeed({ gateway, clock, depositMode: 1, pageSize: 10, notify: () => undefined });
    feed.effects(new BehaviorSubject(7)).subscribe();
    await settle();
    expect(feed.view.status).toBe('failed');
    gateway.rows[1].push(chargeRow(1, 1));
    clock.advance(5_000);
    await settle();
    expect(feed.view.status).toBe('ready');
    gateway.reply('loadHistory', fail(apiError('transport', 'x')));
    clock.advance(5_000);
    await settle();
    expect(feed.view).toMatchObject({ status: 'ready', rows: [expect.objectContaining({ id: 1 })] });
  });

  it('turns a rejected gateway call into a failure instead of breaking the stream', async () => {
    const { gateway, feed, view } = setup();
    gateway.reply('loadHistory', () => Promise.reject(new Error('boom')));
    feed.refresh();
    await settle();
    gateway.rows[0].push(chargeRow(1, 1));
    feed.refresh();
    await settle();
    expect(view.last.rows).toHaveLength(1);
  });

  it('reloads for a new member', async () => {
    const gateway = new FakeChargeGateway();
    const feed = new ChargeHistoryFeed({ gateway, clock: new FakeClock(), depositMode: 0, pageSize: 7, notify: () => undefined });
    const ids = new Subject<number>();
    feed.effects(ids).subscribe();
    ids.next(7);
    ids.next(8);
    await settle();
    expect(gateway.argsOf('loadHistory').map((q) => (q as { memberId: number }).memberId)).toEqual([7, 8]);
  });
});

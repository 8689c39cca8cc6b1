import fc from 'fast-check';
import {
  canHideChargeRecord,
  chargeHideRequest,
  chargeHideRequestsForDeleteAll,
  chargePageCount,
  chargeStatusLabel,
  chargeStatusOf,
  chargeTypeLabel,
  DEPOSIT_HISTORY_PAGE_SIZE,
  WITHDRAWAL_HISTORY_PAGE_SIZE,
  type ChargeRecord,
} from './records.js';

const rec = (id: number, status: number | string, chargeType = 0): ChargeRecord => ({
  id,
  status,
  chargeType,
  depositDate: '2026-11-22 12:00:00',
  depositAmount: 10_000,
  userDisplayFlag: 1,
});

describe('charge record status', () => {
  it('labels won records 대기, 완료, 취소 and anything else 오류', () => {
    expect([0, 1, 2, 3, -1].map((s) => chargeStatusLabel(rec(1, s)))).toEqual(['대기', '완료', '취소', '오류', '오류']);
  });

  it('reads coin records by their text: SUCCESS done, cancel and failure texts as such, others in progress', () => {
    expect(chargeStatusOf(rec(1, 'SUCCESS', 1))).toBe('done');
    expect(chargeStatusOf(rec(1, 'CANCELED', 1))).toBe('cancelled');
    expect(chargeStatusOf(rec(1, 'FAILED', 1))).toBe('error');
    expect(chargeStatusOf(rec(1, 'PENDING', 1))).toBe('waiting');
    expect(chargeStatusOf(rec(1, 1, 1))).toBe('done'); // a numeric coin status reads like a won one
  });

  it('labels the charge type 원화 or USDT', () => {
    expect(chargeTypeLabel(0)).toBe('원화');
    expect(chargeTypeLabel(1)).toBe('USDT');
  });
});

describe('hiding records', () => {
  it('lets a member hide a won record once it is no longer waiting', () => {
    expect(canHideChargeRecord(rec(1, 0))).toBe(false);
    expect([1, 2, 5].every((s) => canHideChargeRecord(rec(1, s)))).toBe(true);
  });

  it('lets a member hide a coin record only once it is SUCCESS', () => {
    expect(canHideChargeRecord(rec(1, 'SUCCESS', 1))).toBe(true);
    expect(canHideChargeRecord(rec(1, 'CANCELED', 1))).toBe(false);
    expect(canHideChargeRecord(rec(1, 'PENDING', 1))).toBe(false);
  });

  it("hides with { id, userDisplayFlag: 0 } on the record's own table", () => {
    expect(chargeHideRequest(rec(9, 1))).toEqual({ target: 'charge', id: 9, userDisplayFlag: 0 });
    expect(chargeHideRequest(rec(9, 'SUCCESS', 1))).toEqual({ target: 'chargeUsdt', id: 9, userDisplayFlag: 0 });
  });

  it('delete-all picks the done and cancelled records only', () => {
    const rows = [rec(1, 0), rec(2, 1), rec(3, 2), rec(4, 7), rec(5, 'SUCCESS', 1), rec(6, 'PENDING', 1)];
    expect(chargeHideRequestsForDeleteAll(rows)).toEqual([
      { target: 'charge', id: 2, userDisplayFlag: 0 },
      { target: 'charge', id: 3, userDisplayFlag: 0 },
      { target: 'chargeUsdt', id: 5, userDisplayFlag: 0 },
    ]);
  });

  it('never asks delete-all to hide a record the member could not hide by hand', () => {
    const status = fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constantFrom('SUCCESS', 'PENDING', 'CANCELED', 'FAIL'));
    fc.assert(
      fc.property(fc.array(fc.tuple(status, fc.constantFrom(0, 1)), { maxLength: 20 }), (specs) => {
        const rows = specs.map(([s, t], i) => rec(i, s, t));
        for (const req of chargeHideRequestsForDeleteAll(rows)) {
          const row = rows[req.id] as ChargeRecord;
          expect(canHideChargeRecord(row)).toBe(true);
          expect(['done', 'cancelled']).toContain(chargeStatusOf(row));
        }
      }),
    );
  });
});

describe('history pages', () => {
  it('shows deposits 7 and withdrawals 10 a page', () => {
    expect(DEPOSIT_HISTORY_PAGE_SIZE).toBe(7);
    expect(WITHDRAWAL_HISTORY_PAGE_SIZE).toBe(10);
  });

  it('counts pages rounding up, with at least one page', () => {
    expect(chargePageCount(0, 7)).toBe(1);
    expect(chargePageCount(7, 7)).toBe(1);
    expect(chargePageCount(8, 7)).toBe(2);
    expect(chargePageCount(Number.NaN, 7)).toBe(1);
  });
});

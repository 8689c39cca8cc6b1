import fc from 'fast-check';
import { BET_RESULT_FILTERS, betResultFilterLabel, matchesBetResultFilter } from './result-filter.js';
import {
  checkCancelSlip,
  checkDeleteSlip,
  legOutcomeTone,
  slipAction,
  slipSettlementLabel,
  slipSettlementOf,
  slipSettlementTone,
} from './slip-settlement.js';
import { HISTORY_MESSAGES } from './history.messages.js';

/** The wire's settlement_flag, named as core reads it. */
const of = slipSettlementOf;

describe('slip settlement', () => {
  it('names the wire codes once: 0 waiting, 1 won, 2 lost, 3 refund, -1 cancelled, others settled', () => {
    expect([0, 1, 2, 3, -1, 4, 7].map(of)).toEqual(['waiting', 'won', 'lost', 'refund', 'cancelled', 'settled', 'settled']);
  });

  it("labels a waiting slip '대기' whatever the server name", () => {
    expect(slipSettlementLabel(of(0), '정산중')).toBe('대기');
  });

  it('prefers the server settlement name once settled, else the label of the code', () => {
    expect(slipSettlementLabel(of(1), '당첨')).toBe('당첨');
    expect([1, 2, 3, -1, 4, 7].map((f) => slipSettlementLabel(of(f), ' '))).toEqual([
      '적중',
      '미적중',
      '적특',
      '취소',
      '정산완료',
      '정산완료',
    ]);
  });

  it('colours 2 blue, 3 yellow, 1 and -1 red, 4 and waiting none', () => {
    expect([2, 3, 1, -1, 4, 0].map((f) => slipSettlementTone(of(f)))).toEqual(['blue', 'yellow', 'red', 'red', 'none', 'none']);
  });

  it("colours a leg's 적중 and 미적중 as the slips colour them (one meaning: hit red, miss blue, refund yellow)", () => {
    expect(legOutcomeTone('won')).toBe(slipSettlementTone(of(1)));
    expect(legOutcomeTone('lost')).toBe(slipSettlementTone(of(2)));
    expect(legOutcomeTone('refund')).toBe(slipSettlementTone(of(3)));
    expect(['halfWon', 'halfLost', 'cancelled', 'pending'].map((o) => legOutcomeTone(o as never))).toEqual([
      'red',
      'blue',
      'yellow',
      'none',
    ]);
  });

  it('offers Cancel while waiting and Delete once settled', () => {
    expect(slipAction(of(0))).toBe('cancel');
    expect(slipAction(of(1))).toBe('delete');
    expect([HISTORY_MESSAGES.cancelButton, HISTORY_MESSAGES.deleteButton]).toEqual(['취소', '삭제']);
  });

  it('refuses to cancel a settled slip or delete a waiting one', () => {
    expect(checkCancelSlip(of(2))).toEqual({
      ok: false,
      error: { kind: 'cancelOnlyWaiting', message: '대기중인 베팅만 취소할 수 있습니다.' },
    });
    expect(checkDeleteSlip(of(0))).toEqual({
      ok: false,
      error: { kind: 'deleteOnlySettled', message: '대기중인 베팅은 삭제할 수 없습니다.' },
    });
    expect(checkCancelSlip(of(0)).ok && checkDeleteSlip(of(3)).ok).toBe(true);
  });

  it('names the result filters and what they keep', () => {
    expect(BET_RESULT_FILTERS.map(betResultFilterLabel)).toEqual(['전체', '대기', '적중', '미적중']);
    expect([0, 1, 2, 3].map((f) => BET_RESULT_FILTERS.filter((r) => matchesBetResultFilter(of(f), r)))).toEqual([
      ['all', 'waiting'],
      ['all', 'won'],
      ['all', 'lost'],
      ['all'],
    ]);
  });

  it('property: exactly one of cancel and delete is possible for any flag', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (flag) => {
        expect(checkCancelSlip(of(flag)).ok).not.toBe(checkDeleteSlip(of(flag)).ok);
      }),
    );
  });
});

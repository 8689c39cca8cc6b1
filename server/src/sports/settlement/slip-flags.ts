import type { SlipOutcome } from './leg-outcome.js';

/**
 * Slip `settlement_flag` (spec section 4: "0 waiting ('대기') with a Cancel button; others
 * settled with a Delete button; 1 settled as won; colours 2 blue, 3 yellow, 4 none, 1 or -1
 * red"). The same codes as core/src/history/domain/slip-settlement.ts: 0 waiting, 1 won,
 * 2 lost, 3 refund (every leg void), -1 cancelled by the member. 4 is not produced.
 */
export const SETTLEMENT_FLAG = { waiting: 0, won: 1, lost: 2, refund: 3, cancelled: -1 } as const;
export type SettlementFlag = (typeof SETTLEMENT_FLAG)[keyof typeof SETTLEMENT_FLAG];

/** The labels core's history uses when no name is sent (HISTORY_MESSAGES.settlement). */
export const SETTLEMENT_NAME: Readonly<Record<number, string>> = {
  0: '대기',
  1: '적중',
  2: '미적중',
  3: '적특',
  [-1]: '취소',
};

/** Slip `status`: its processing state (the spec lists the field without values). */
export const SLIP_STATUS = { open: 0, settled: 1, cancelled: 2 } as const;

export const SLIP_STATUS_NAME: Readonly<Record<number, string>> = {
  0: '진행중',
  1: '정산완료',
  2: '취소',
};

export function settlementFlagOf(outcome: SlipOutcome): SettlementFlag {
  return SETTLEMENT_FLAG[outcome.state];
}

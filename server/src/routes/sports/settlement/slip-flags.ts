import { HISTORY_MESSAGES, SETTLEMENT_CODES, SLIP_STATUS_CODES } from '@bet/core/history';
import type { SlipOutcome } from './leg-outcome.js';

/**
 * Slip `settlement_flag` (spec section 4): core's codes (core/src/history/domain/
 * slip-settlement.ts), the one source for both ends: 0 waiting, 1 won, 2 lost, 3 refund (every
 * leg void), -1 cancelled by the member. 4 is not produced.
 */
export const SETTLEMENT_FLAG = SETTLEMENT_CODES;
export type SettlementFlag = (typeof SETTLEMENT_FLAG)[keyof typeof SETTLEMENT_FLAG];

/** The labels core's history uses when no name is sent (HISTORY_MESSAGES.settlement). */
export const SETTLEMENT_NAME: Readonly<Record<number, string>> = {
  [SETTLEMENT_CODES.waiting]: HISTORY_MESSAGES.settlement.waiting,
  [SETTLEMENT_CODES.won]: HISTORY_MESSAGES.settlement.won,
  [SETTLEMENT_CODES.lost]: HISTORY_MESSAGES.settlement.lost,
  [SETTLEMENT_CODES.refund]: HISTORY_MESSAGES.settlement.refund,
  [SETTLEMENT_CODES.cancelled]: HISTORY_MESSAGES.settlement.cancelled,
};

/** Slip `status`: its processing state (the spec lists the field without values). */
/** A slip's `status`: core's codes (core/src/history/domain/slip-status.ts), one source for both ends. */
export const SLIP_STATUS = SLIP_STATUS_CODES;

export const SLIP_STATUS_NAME: Readonly<Record<number, string>> = {
  0: '진행중',
  1: '정산완료',
  2: '취소',
};

export function settlementFlagOf(outcome: SlipOutcome): SettlementFlag {
  return SETTLEMENT_FLAG[outcome.state];
}

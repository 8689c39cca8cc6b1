import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { HISTORY_MESSAGES } from './history.messages.js';

/** settlement_flag of a slip: 0 waiting; the other codes are settled (spec 4). */
export const SETTLEMENT_WAITING = 0;
export const SETTLEMENT_WON = 1;
export const SETTLEMENT_LOST = 2;
export const SETTLEMENT_REFUND = 3;
export const SETTLEMENT_CANCELLED = -1;

export type SlipSettlementTone = 'blue' | 'yellow' | 'red' | 'none';
export type SlipAction = 'cancel' | 'delete';

const FALLBACK_LABEL: Readonly<Record<string, string>> = {
  [SETTLEMENT_WON]: HISTORY_MESSAGES.settlement.won,
  [SETTLEMENT_LOST]: HISTORY_MESSAGES.settlement.lost,
  [SETTLEMENT_REFUND]: HISTORY_MESSAGES.settlement.refund,
  [SETTLEMENT_CANCELLED]: HISTORY_MESSAGES.settlement.cancelled,
};

/**
 * '대기' while waiting; once settled, the server's settlement_name when it sends one, else
 * our label for the code ('정산완료' for codes the spec does not name, such as 4).
 */
export function slipSettlementLabel(flag: number, settlementName?: string | null): string {
  if (flag === SETTLEMENT_WAITING) return HISTORY_MESSAGES.settlement.waiting;
  const server = settlementName?.trim();
  if (server) return server;
  return FALLBACK_LABEL[String(flag)] ?? HISTORY_MESSAGES.settlement.settled;
}

/** Colours of spec 4: 2 blue, 3 yellow, 1 or -1 red, 4 (and waiting) none. */
export function slipSettlementTone(flag: number): SlipSettlementTone {
  if (flag === 2) return 'blue';
  if (flag === 3) return 'yellow';
  if (flag === 1 || flag === -1) return 'red';
  return 'none';
}

/** A waiting slip offers Cancel; a settled one offers Delete. */
export const slipAction = (flag: number): SlipAction => (flag === SETTLEMENT_WAITING ? 'cancel' : 'delete');

export type SlipActionRefusal = DomainError<'cancelOnlyWaiting' | 'deleteOnlySettled'>;

export function checkCancelSlip(flag: number): Result<void, SlipActionRefusal> {
  return slipAction(flag) === 'cancel' ? ok(undefined) : fail(domainError('cancelOnlyWaiting', HISTORY_MESSAGES.cancelOnlyWaiting));
}

export function checkDeleteSlip(flag: number): Result<void, SlipActionRefusal> {
  return slipAction(flag) === 'delete' ? ok(undefined) : fail(domainError('deleteOnlySettled', HISTORY_MESSAGES.deleteOnlySettled));
}

import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { HISTORY_MESSAGES } from './history.messages.js';
import type { LegOutcome } from './leg-win-flag.js';

/**
 * A slip's settlement (spec 4), named. On the wire it is `settlement_flag`: 0 waiting, 1 won,
 * 2 lost, 3 refund (every leg void), -1 cancelled by the member; any other code is "settled"
 * without a name of its own (4). Core and the server read the codes from here only.
 */
export type SlipSettlement = 'waiting' | 'won' | 'lost' | 'refund' | 'cancelled' | 'settled';

export const SETTLEMENT_CODES = { waiting: 0, won: 1, lost: 2, refund: 3, cancelled: -1 } as const;
export const SETTLEMENT_WAITING = SETTLEMENT_CODES.waiting;
export const SETTLEMENT_WON = SETTLEMENT_CODES.won;
export const SETTLEMENT_LOST = SETTLEMENT_CODES.lost;
export const SETTLEMENT_REFUND = SETTLEMENT_CODES.refund;
export const SETTLEMENT_CANCELLED = SETTLEMENT_CODES.cancelled;

const SETTLEMENT_OF_CODE: Readonly<Record<string, SlipSettlement>> = {
  [SETTLEMENT_CODES.waiting]: 'waiting',
  [SETTLEMENT_CODES.won]: 'won',
  [SETTLEMENT_CODES.lost]: 'lost',
  [SETTLEMENT_CODES.refund]: 'refund',
  [SETTLEMENT_CODES.cancelled]: 'cancelled',
};

/** The named settlement of a wire code. */
export const slipSettlementOf = (flag: number): SlipSettlement => SETTLEMENT_OF_CODE[String(flag)] ?? 'settled';

export type SlipSettlementTone = 'blue' | 'yellow' | 'red' | 'none';
export type SlipAction = 'cancel' | 'delete';

/**
 * '대기' while waiting; once settled, the server's settlement_name when it sends one, else
 * our label for the code ('정산완료' for codes the spec does not name, such as 4).
 */
export function slipSettlementLabel(settlement: SlipSettlement, settlementName?: string | null): string {
  if (settlement === 'waiting') return HISTORY_MESSAGES.settlement.waiting;
  const server = settlementName?.trim();
  return server || HISTORY_MESSAGES.settlement[settlement];
}

/** Colours of spec 4: 2 blue, 3 yellow, 1 or -1 red, 4 (and waiting) none. */
export function slipSettlementTone(settlement: SlipSettlement): SlipSettlementTone {
  if (settlement === 'lost') return 'blue';
  if (settlement === 'refund') return 'yellow';
  if (settlement === 'won' || settlement === 'cancelled') return 'red';
  return 'none';
}

/**
 * A leg's colour in the same meaning as its slip's (spec 4): a hit (or half hit) red like a won
 * slip, a miss (or half miss) blue like a lost one, a refund or void yellow, waiting none. One
 * meaning everywhere: a row never shows 적중 in the colour its summary gives 미적중.
 */
export function legOutcomeTone(outcome: LegOutcome): SlipSettlementTone {
  if (outcome === 'won' || outcome === 'halfWon') return slipSettlementTone('won');
  if (outcome === 'lost' || outcome === 'halfLost') return slipSettlementTone('lost');
  if (outcome === 'refund' || outcome === 'cancelled') return slipSettlementTone('refund');
  return 'none';
}

/** A waiting slip offers Cancel; a settled one offers Delete. */
export const slipAction = (settlement: SlipSettlement): SlipAction => (settlement === 'waiting' ? 'cancel' : 'delete');

export type SlipActionRefusal = DomainError<'cancelOnlyWaiting' | 'deleteOnlySettled'>;

export function checkCancelSlip(settlement: SlipSettlement): Result<void, SlipActionRefusal> {
  return slipAction(settlement) === 'cancel' ? ok(undefined) : fail(domainError('cancelOnlyWaiting', HISTORY_MESSAGES.cancelOnlyWaiting));
}

export function checkDeleteSlip(settlement: SlipSettlement): Result<void, SlipActionRefusal> {
  return slipAction(settlement) === 'delete' ? ok(undefined) : fail(domainError('deleteOnlySettled', HISTORY_MESSAGES.deleteOnlySettled));
}

import { CHARGE_RECORD_LABELS as L } from './messages.js';

/** Spec 9: the deposit history shows 7 rows a page, the withdrawal history 10. */
export const DEPOSIT_HISTORY_PAGE_SIZE = 7;
export const WITHDRAWAL_HISTORY_PAGE_SIZE = 10;

/** Spec 3 chargeType: 0 a won bank transfer, 1 a USDT (coin) record. */
export const CHARGE_TYPE_WON = 0;
export const CHARGE_TYPE_USDT = 1;

/** One row of GET /charge/userHistory (spec 3 charge record). */
export interface ChargeRecord {
  readonly id: number;
  /** KST "YYYY-MM-DD HH:mm:ss". */
  readonly depositDate: string;
  readonly chargeType: number;
  /** Won for won records, micro-USDT for coin records (API conventions). */
  readonly depositAmount: number;
  readonly krwAmount?: number | null;
  /** 0 waiting, 1 done, 2 cancelled for won records; a text such as 'SUCCESS' for coin records. */
  readonly status: number | string;
  readonly statusNm?: string | null;
  readonly userDisplayFlag: number;
}

export type ChargeStatus = 'waiting' | 'done' | 'cancelled' | 'error';

export const isCoinChargeRecord = (r: ChargeRecord): boolean => r.chargeType === CHARGE_TYPE_USDT;

/**
 * Spec 4: won records 0 waiting, 1 done, 2 cancelled, anything else an error. Coin records
 * carry the chain processor's text: 'SUCCESS' is done; the spec names no other value, so a
 * cancel or failure text reads as such and any other text as still in progress.
 */
export function chargeStatusOf(r: ChargeRecord): ChargeStatus {
  if (isCoinChargeRecord(r) && typeof r.status === 'string') {
    const s = r.status.toUpperCase();
    if (s === 'SUCCESS') return 'done';
    if (s.startsWith('CANCEL')) return 'cancelled';
    if (s.startsWith('FAIL') || s === 'ERROR') return 'error';
    return 'waiting';
  }
  switch (r.status) {
    case 0:
      return 'waiting';
    case 1:
      return 'done';
    case 2:
      return 'cancelled';
    default:
      return 'error';
  }
}

export function chargeStatusLabel(r: ChargeRecord): string {
  return L[chargeStatusOf(r)];
}

export function chargeTypeLabel(chargeType: number): string {
  return chargeType === CHARGE_TYPE_USDT ? L.usdt : L.won;
}

/**
 * Spec 4: a member may hide (delete) a record once it left the waiting state; a coin record
 * only once it is 'SUCCESS'.
 */
export function canHideChargeRecord(r: ChargeRecord): boolean {
  if (isCoinChargeRecord(r)) return r.status === 'SUCCESS';
  return r.status !== 0;
}

/** PUT /charge/{id} (won) or PUT /chargeUsdt/{id} (coin) with this body hides a record. */
export interface ChargeHideRequest {
  readonly target: 'charge' | 'chargeUsdt';
  readonly id: number;
  readonly userDisplayFlag: 0;
}

export function chargeHideRequest(r: ChargeRecord): ChargeHideRequest {
  return { target: isCoinChargeRecord(r) ? 'chargeUsdt' : 'charge', id: r.id, userDisplayFlag: 0 };
}

/**
 * Delete-all hides, one call each, the records that are done or cancelled (spec 7). The two
 * tables have their own ids, so each request names its target as well as the id.
 */
export function chargeHideRequestsForDeleteAll(records: readonly ChargeRecord[]): ChargeHideRequest[] {
  return records.filter((r) => canHideChargeRecord(r) && ['done', 'cancelled'].includes(chargeStatusOf(r))).map(chargeHideRequest);
}

/** Number of pages for `totalCount` rows; at least 1 so an empty list still has page 1. */
export function chargePageCount(totalCount: number, pageSize: number): number {
  if (!Number.isFinite(totalCount) || totalCount <= 0) return 1;
  return Math.ceil(totalCount / pageSize);
}

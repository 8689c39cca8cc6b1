import { ATTENDANCE_MESSAGES } from '@bet/core/attendance';
import { formatKstDate, kstStartOfDay } from '@bet/core/shared';
import { pgErrorCode, PG_CODES, type Db } from '../../db/db.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { insertPointRecord } from '../points/point-store.js';
import { insertCheckIn } from './attendance-store.js';

export const ATTENDANCE_TEXTS = {
  done: ATTENDANCE_MESSAGES.checkInRewarded,
  already: ATTENDANCE_MESSAGES.alreadyChecked,
  memo: '출석체크',
} as const;

export type CheckInOutcome = { readonly ok: true; readonly day: string } | { readonly ok: false; readonly kind: 'alreadyChecked' };

/**
 * Checks the member in once per KST day and credits the attendance points through the ledger,
 * all in one transaction: the day's row, the point movement and its record commit together.
 */
export async function checkIn(db: Db, args: { memberId: number; points: number; now: number }): Promise<CheckInOutcome> {
  const day = formatKstDate(kstStartOfDay(args.now));
  const at = new Date(args.now);
  try {
    await db.transaction(async (tx) => {
      await lockMember(tx, args.memberId);
      await insertCheckIn(tx, { memberId: args.memberId, day, points: args.points, at });
      if (args.points <= 0) return;
      await mustTransfer(tx, {
        key: `attendance:${args.memberId}:${day}`,
        kind: 'promo.attendance',
        memo: ATTENDANCE_TEXTS.memo,
        memberId: args.memberId,
        legs: [{ from: houseAccount('promotion', 'POINT'), to: memberAccount(args.memberId, 'point'), amount: args.points }],
      });
      await insertPointRecord(tx, { memberId: args.memberId, points: args.points, memo: ATTENDANCE_TEXTS.memo, at });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_CODES.uniqueViolation) return { ok: false, kind: 'alreadyChecked' };
    throw error;
  }
  return { ok: true, day };
}

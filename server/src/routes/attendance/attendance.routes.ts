import type { FastifyInstance } from 'fastify';
import { formatKstDate, kstStartOfDay } from '@bet/core/shared/domain/kst.js';
import type { AppDeps } from '../../app-types.js';
import { pgErrorCode, PG_CODES } from '../../db/db.js';
import { conflict } from '../../http/errors.js';
import { S } from '../../http/schema.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { memberOf } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';

export const ATTENDANCE_TEXTS = {
  done: (points: number) => `출석체크가 완료되었습니다. ${points} 포인트가 지급되었습니다.`,
  already: '오늘은 이미 출석체크를 하셨습니다.',
  memo: '출석체크',
} as const;

/**
 * Attendance (spec 1 and the /mypage/attendance screen; the spec names no calls, so these are
 * ours): GET /attendance?month=YYYY-MM lists the member's check-in days, POST /attendance
 * checks in once per KST day and credits the attendance points through the ledger.
 */
export async function attendanceRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  api.get<{ Querystring: { month?: string } }>(
    '/attendance',
    { schema: { querystring: S.obj({ month: S.month() }, ['month']) } },
    async (request) => {
      const me = memberOf(request);
      const today = formatKstDate(clock.now());
      const month = request.query.month ?? today.slice(0, 7);
      const { rows } = await db.query<{ day: string }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM attendance WHERE member_id = $1 AND to_char(day, 'YYYY-MM') = $2 ORDER BY day",
        [me.id, month],
      );
      const days = rows.map((r) => r.day);
      return { month, days, checkedToday: days.includes(today), points: (await readSettings(db)).attendancePoints };
    },
  );

  api.post('/attendance', {}, async (request) => {
    const me = memberOf(request);
    const now = clock.now();
    const day = formatKstDate(kstStartOfDay(now));
    const points = (await readSettings(db)).attendancePoints;
    try {
      await db.transaction(async (tx) => {
        await lockMember(tx, me.id);
        await tx.query('INSERT INTO attendance (member_id, day, points, created_at) VALUES ($1, $2, $3, $4)', [
          me.id,
          day,
          points,
          new Date(now),
        ]);
        if (points > 0) {
          await mustTransfer(tx, {
            key: `attendance:${me.id}:${day}`,
            kind: 'promo.attendance',
            memo: ATTENDANCE_TEXTS.memo,
            memberId: me.id,
            legs: [{ from: houseAccount('promotion', 'POINT'), to: memberAccount(me.id, 'point'), amount: points }],
          });
          await tx.query(
            'INSERT INTO point_records (member_id, point, point_memo, point_to_cash_flg, created_at, updated_at) VALUES ($1, $2, $3, 0, $4, $4)',
            [me.id, points, ATTENDANCE_TEXTS.memo, new Date(now)],
          );
        }
      });
    } catch (error) {
      if (pgErrorCode(error) === PG_CODES.uniqueViolation) throw conflict(ATTENDANCE_TEXTS.already, 'alreadyChecked');
      throw error;
    }
    return { message: ATTENDANCE_TEXTS.done(points), day };
  });
}

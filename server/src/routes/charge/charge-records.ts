import type { Sql } from '../../db/db.js';
import { kstText } from '../route-kit.js';
import type { ChargeRow } from './settle-charge.js';

const WON_STATUS_NAMES = ['대기', '완료', '취소'] as const;
/** Coin records carry the chain processor's text (spec 4: 'SUCCESS' = done). */
const COIN_STATUS = ['WAITING', 'SUCCESS', 'CANCEL'] as const;

/** One row of GET /charge/userHistory (core's ChargeRecordDto). */
export function toChargeRecord(r: ChargeRow & { user_display_flag: number }) {
  const status = Number(r.status) as 0 | 1 | 2;
  const coin = Number(r.charge_type) === 1;
  return {
    id: Number(r.id),
    depositDate: kstText(r.created_at),
    chargeType: Number(r.charge_type) as 0 | 1,
    depositAmount: Number(r.amount),
    krwAmount: r.krw_amount === null ? null : Number(r.krw_amount),
    status: coin ? COIN_STATUS[status] : status,
    statusNm: WON_STATUS_NAMES[status],
    userDisplayFlag: Number(r.user_display_flag) as 0 | 1,
    network: r.network,
    token: r.token,
  };
}

export interface HistoryFilter {
  readonly memberId: number;
  readonly depositMode: 0 | 1;
  readonly userDisplayFlag: 0 | 1 | undefined;
}

const where = 'member_id = $1 AND deposit_mode = $2 AND ($3::smallint IS NULL OR user_display_flag = $3)';

export async function countCharges(sql: Sql, f: HistoryFilter): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM charge_requests WHERE ${where}`, [
    f.memberId,
    f.depositMode,
    f.userDisplayFlag ?? null,
  ]);
  return Number(rows[0]?.n ?? 0);
}

export async function listCharges(sql: Sql, f: HistoryFilter, page: number, perpage: number) {
  const { rows } = await sql.query<ChargeRow & { user_display_flag: number }>(
    `SELECT * FROM charge_requests WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [f.memberId, f.depositMode, f.userDisplayFlag ?? null, perpage, (page - 1) * perpage],
  );
  return rows.map(toChargeRecord);
}

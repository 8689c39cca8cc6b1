import type { MemberWireDto } from '@bet/core/api';
import type { Sql } from '../../db/db.js';
import type { ServerModule } from '../../app-types.js';
import { memberBalances } from '../../ledger/balances.js';
import { notFound } from '../../http/errors.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { kstText } from '../route-kit.js';

/** The member record of spec section 3 "User" as the member contract declares it (core's `memberWire`). */
export type MemberDto = MemberWireDto;

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Loads the member with balances read from the ledger. Null when there is no such member. */
export async function loadMemberDto(sql: Sql, memberId: number, modules: readonly ServerModule[] = []): Promise<MemberDto | null> {
  const { rows } = await sql.query<Row>('SELECT * FROM members WHERE id = $1', [memberId]);
  const m = rows[0];
  if (!m) return null;
  const balances = await memberBalances(sql, memberId);
  const pending = await sql.query('SELECT 1 FROM charge_requests WHERE member_id = $1 AND status = 0 AND deposit_mode = 0 LIMIT 1', [
    memberId,
  ]);
  let nowBettingAmount = 0;
  let bettingLimitsKey: string | undefined;
  for (const module of modules) {
    if (!module.memberFields) continue;
    const fields = await module.memberFields(sql, memberId);
    nowBettingAmount += fields.nowBettingAmount ?? 0;
    bettingLimitsKey = fields.bettingLimitsKey ?? bettingLimitsKey;
  }
  return {
    id: Number(m.id),
    userId: String(m.user_id),
    nickname: String(m.nickname),
    phoneNumber: text(m.phone_number),
    role: Number(m.role),
    emoney: balances.cash,
    usdt: balances.usdt,
    point: balances.point,
    type: Number(m.type),
    userType: String(m.user_type),
    banType: Number(m.ban_type),
    withdrawalType: Number(m.withdrawal_type),
    isChargeData: pending.rows.length > 0,
    updatedAt: kstText(m.updated_at as Date),
    nowBettingAmount,
    ...(bettingLimitsKey === undefined ? {} : { bettingLimitsKey }),
    casinoMoney: balances.casino,
    realpokerUid: text(m.realpoker_uid),
    realpokerUseFlag: Number(m.realpoker_use_flag),
    revolutionUid: text(m.revolution_uid),
    revolutionUseFlag: Number(m.revolution_use_flag),
    bankCode: num(m.bank_code),
    bankAccountNumber: text(m.bank_account_number),
    accountHolder: text(m.account_holder),
    privateAccount: text(m.private_account),
    privateVirtualAccount: text(m.private_virtual_account),
    privateAccountSelected: num(m.private_account_selected),
    blockchainUrl: text(m.blockchain_url),
    managementTarget1UserId: text(m.management_target1_user_id),
    managementTarget2UserId: text(m.management_target2_user_id),
    managementTarget3UserId: text(m.management_target3_user_id),
    managementLevel1Percent: num(m.management_level1_percent),
    managementLevel2Percent: num(m.management_level2_percent),
    managementLevel3Percent: num(m.management_level3_percent),
  };
}

/** The member of a session or a path that was checked to exist: a missing row is a 404. */
export function existing(dto: MemberDto | null): MemberDto {
  if (!dto) throw notFound(M.notFound);
  return dto;
}

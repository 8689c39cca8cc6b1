import type { Sql } from '../../db/db.js';

/** The SQL of the member's own account calls: passwords, the deposit password and its account, sign-up. */

export async function passwordHashOf(sql: Sql, memberId: number): Promise<string | null> {
  const { rows } = await sql.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [memberId]);
  return rows[0]?.password_hash ?? null;
}

export async function setPasswordHash(sql: Sql, memberId: number, hash: string, at: Date): Promise<void> {
  await sql.query('UPDATE members SET password_hash = $2, updated_at = $3 WHERE id = $1', [memberId, hash, at]);
}

export async function depositPinHashOf(sql: Sql, memberId: number): Promise<string | null> {
  const { rows } = await sql.query<{ deposit_pin_hash: string | null }>('SELECT deposit_pin_hash FROM members WHERE id = $1', [memberId]);
  return rows[0]?.deposit_pin_hash ?? null;
}

/** Wrong deposit passwords the member typed since `since` (from the audit log). */
export async function depositPinFailuresSince(sql: Sql, memberId: number, since: Date): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM audit_log WHERE actor_member_id = $1 AND action = 'member.deposit-pw.failed' AND at > $2",
    [memberId, since],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The deposit account of a level (bank name, number, holder), or null. */
export async function depositAccountOf(
  sql: Sql,
  userType: string,
  level: number,
): Promise<{ bankName: string | null; number: string | null; holder: string | null } | null> {
  const { rows } = await sql.query<{ bank_name: string | null; bank_account_number: string | null; account_holder: string | null }>(
    'SELECT bank_name, bank_account_number, account_holder FROM banking_levels WHERE user_type = $1 AND level = $2',
    [userType, level],
  );
  const a = rows[0];
  return a ? { bankName: a.bank_name, number: a.bank_account_number, holder: a.account_holder } : null;
}

/** The owner of an active referral code: its type and member. */
export async function referralCodeOwner(sql: Sql, code: string): Promise<{ type: number; memberId: number } | null> {
  const { rows } = await sql.query<{ type: number; member_id: number }>(
    'SELECT type, member_id FROM suggestion_codes WHERE code = $1 AND active',
    [code],
  );
  const r = rows[0];
  return r ? { type: Number(r.type), memberId: Number(r.member_id) } : null;
}

export type UniqueMemberField = 'user_id' | 'nickname' | 'phone_number' | 'bank_account_number';

export async function isMemberFieldTaken(sql: Sql, column: UniqueMemberField, value: string): Promise<boolean> {
  const { rows } = await sql.query(`SELECT 1 FROM members WHERE ${column} = $1`, [value]);
  return rows.length > 0;
}

/** Members already holding one of these unique values (the sign-up's cheap duplicate check). */
export async function membersHoldingAny(
  sql: Sql,
  v: { userId: string; nickname: string; phoneNumber: string; bankAccountNumber: string | null },
): Promise<{ user_id: string; nickname: string; phone_number: string | null; bank_account_number: string | null }[]> {
  const { rows } = await sql.query<{ user_id: string; nickname: string; phone_number: string | null; bank_account_number: string | null }>(
    'SELECT user_id, nickname, phone_number, bank_account_number FROM members WHERE user_id = $1 OR nickname = $2 OR phone_number = $3 OR bank_account_number = $4',
    [v.userId, v.nickname, v.phoneNumber, v.bankAccountNumber],
  );
  return rows;
}

export interface NewMember {
  userId: string;
  nickname: string;
  passwordHash: string;
  pinHash: string;
  phoneNumber: string;
  userType: string;
  bankCode: number | null;
  bankAccountNumber: string | null;
  accountHolder: string | null;
  recommenderId: number;
  suggestionCode: string;
  managementTarget1UserId: string | null;
  casinoUseFlag: number;
  slotUseFlag: number;
  profile: unknown;
  at: Date;
}

/** A new member awaiting approval (status 'pending', role 1, type 0). */
export async function insertPendingMember(sql: Sql, m: NewMember): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO members (user_id, nickname, password_hash, deposit_pin_hash, phone_number, role, type, user_type, status,
     bank_code, bank_account_number, account_holder, recommender_id, suggestion_code, management_target1_user_id,
     casino_use_flag, slot_use_flag, profile, created_at, updated_at)
   VALUES ($1, $2, $3, $4, $5, 1, 0, $6, 'pending', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) RETURNING id`,
    [
      m.userId,
      m.nickname,
      m.passwordHash,
      m.pinHash,
      m.phoneNumber,
      m.userType,
      m.bankCode,
      m.bankAccountNumber,
      m.accountHolder,
      m.recommenderId,
      m.suggestionCode,
      m.managementTarget1UserId,
      m.casinoUseFlag,
      m.slotUseFlag,
      JSON.stringify(m.profile),
      m.at,
    ],
  );
  return rows[0]!.id;
}

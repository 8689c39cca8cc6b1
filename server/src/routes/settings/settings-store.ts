import type { Sql } from '../../db/db.js';

/** The SQL of the settings calls: banks, codes, the banking levels, labels and betting limits. */

export async function usableBanks(sql: Sql): Promise<{ code: number; name: string; useFlag: boolean }[]> {
  const { rows } = await sql.query<{ code: number; name: string; use_flag: boolean }>(
    'SELECT code, name, use_flag FROM banks WHERE use_flag ORDER BY code',
  );
  return rows.map((r) => ({ code: Number(r.code), name: r.name, useFlag: r.use_flag }));
}

export async function codesOfType(sql: Sql, type: string): Promise<{ codeId: string; codeName: string }[]> {
  const { rows } = await sql.query<{ code_id: string; code_name: string }>(
    'SELECT code_id, code_name FROM codes WHERE type = $1 ORDER BY sort_order, code_id',
    [type],
  );
  return rows.map((r) => ({ codeId: r.code_id, codeName: r.code_name }));
}

/** The bank name of each level of a user type (the account itself stays hidden). */
export async function bankNamesByLevel(sql: Sql, userType: string): Promise<{ level: number; bankName: string | null }[]> {
  const { rows } = await sql.query<{ level: number; bank_name: string | null }>(
    'SELECT level, bank_name FROM banking_levels WHERE user_type = $1 ORDER BY level',
    [userType],
  );
  return rows.map((r) => ({ level: Number(r.level), bankName: r.bank_name }));
}

export async function labels(sql: Sql, kbn: string | null): Promise<{ id: number; kbn: string; title: string; contents: string }[]> {
  const { rows } = await sql.query<{ id: number; kbn: string; title: string; contents: string }>(
    'SELECT id, kbn, title, contents FROM label_settings WHERE ($1::text IS NULL OR kbn = $1) ORDER BY sort_order, id',
    [kbn],
  );
  return rows.map((r) => ({ id: Number(r.id), kbn: r.kbn, title: r.title, contents: r.contents }));
}

/** The sports module's limits of a level, in its units of 10,000 won. */
export async function bettingLimitsOf(sql: Sql, role: number): Promise<{ gameType: number; maxBet: number; maxWin: number }[]> {
  const { rows } = await sql.query<{ game_type: number; max_bet: number; max_win: number }>(
    'SELECT game_type, max_bet, max_win FROM sports_betting_limits WHERE role = $1 ORDER BY game_type',
    [role],
  );
  return rows.map((r) => ({ gameType: Number(r.game_type), maxBet: Number(r.max_bet), maxWin: Number(r.max_win) }));
}

/** In-play bet delays per sport (sport 0: every other sport). */
export async function liveBetDelays(sql: Sql): Promise<{ sportId: number; seconds: number }[]> {
  const { rows } = await sql.query<{ sport_id: number; delay_seconds: number }>(
    'SELECT sport_id, delay_seconds FROM sports_live_bet_delays ORDER BY sport_id',
  );
  return rows.map((r) => ({ sportId: Number(r.sport_id), seconds: Number(r.delay_seconds) }));
}

/** Saves the deposit account of a level (admin). */
export async function saveBankingLevel(
  sql: Sql,
  b: { userType: string; level: number; bankName: string; bankAccountNumber: string; accountHolder: string },
): Promise<void> {
  await sql.query(
    `INSERT INTO banking_levels (user_type, level, bank_name, bank_account_number, account_holder) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_type, level) DO UPDATE SET bank_name = $3, bank_account_number = $4, account_holder = $5`,
    [b.userType, b.level, b.bankName, b.bankAccountNumber, b.accountHolder],
  );
}

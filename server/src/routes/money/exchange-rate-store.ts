import type { ExchangeRate } from '@bet/core/charge';
import type { Sql } from '../../db/db.js';
import type { ExchangeRatePort } from '../../ports/exchange-rate.js';

/**
 * The operator's exchange rate (issue 11): a `settings` row (key below, won per USD in hundredths)
 * that, once set, is the rate of every conversion and USDT deposit instead of the port's feed.
 * Read with the caller's runner, so a transaction reads it with its own connection.
 */
const KEY = 'operatorExchangeRateHundredths';

export async function operatorRateOf(sql: Sql): Promise<number | null> {
  const { rows } = await sql.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [KEY]);
  const value = rows[0]?.value;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The rate in force: the operator's when set, else the port's. */
export async function currentExchangeRate(sql: Sql, port: ExchangeRatePort): Promise<ExchangeRate> {
  return ((await operatorRateOf(sql)) ?? (await port.wonPerUsdHundredths())) as ExchangeRate;
}

/** Locks the row (when there is one) for a change. */
export async function lockOperatorRate(tx: Sql): Promise<void> {
  await tx.query('SELECT key FROM settings WHERE key = $1 FOR UPDATE', [KEY]);
}

export async function saveOperatorRate(tx: Sql, hundredths: number, now: number): Promise<void> {
  await tx.query(
    'INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at',
    [KEY, JSON.stringify(hundredths), new Date(now)],
  );
}

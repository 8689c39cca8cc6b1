import { INSUFFICIENT_FUNDS } from '../../http/refusals.js';
import { randomUUID } from 'node:crypto';
import { payout } from '@bet/core/shared';
import type { SportsWallet, SqlRunner } from '../ports.js';
import type { PlacedSlip, SlipDraft } from '../../ports/slip-book.js';
import { SPORTS_MESSAGES } from '../messages.js';
import { refuse } from './bet-refusal.js';
import { guardStake } from '../../routes/responsible-play/responsible-play-guards.js';

/** The slip's shapes are the slip-book port's (src/ports/slip-book.ts), shared with the round games. */
export type { LegDraft, PlacedSlip, SlipDraft } from '../../ports/slip-book.js';

/**
 * Debits the stake through the ledger and writes the slip and its legs, all in the caller's
 * transaction: if any step fails the whole bet rolls back, money included. Refuses (throws
 * a BetRefusal, rolling back) when cash is short.
 */
export async function writeSlip(tx: SqlRunner, wallet: SportsWallet, draft: SlipDraft): Promise<PlacedSlip> {
  // A retried request (same Idempotency-Key) whose first run committed finds its own stake and
  // slip instead of betting twice, even if the stored HTTP answer was lost.
  const stakeKey = draft.requestKey ? `bet-stake:${draft.member.id}:${draft.requestKey}` : `bet-stake:${randomUUID()}`;
  // Responsible play (issue 13): locks the member's row, then refuses during a cool-off or
  // self-exclusion and past the member's wager and net-loss limits, in this transaction, so
  // concurrent bets of the member run one at a time. A retry of a committed bet passes on.
  const guarded = await guardStake(tx, { memberId: draft.member.id, amount: draft.amount, now: draft.createdAt });
  if (!guarded.ok && !(draft.requestKey && (await slipOfStakeKey(tx, stakeKey)) !== null)) throw refuse(403, guarded.kind, guarded.message);
  const debit = await wallet.debit(tx, {
    memberId: draft.member.id,
    amount: draft.amount,
    idempotencyKey: stakeKey,
    reason: 'bet stake',
    kind: 'stake',
  });
  if (!debit.ok) throw refuse(INSUFFICIENT_FUNDS.status, INSUFFICIENT_FUNDS.code, SPORTS_MESSAGES.insufficientCash);
  if (debit.duplicate) {
    const earlier = await slipOfStakeKey(tx, stakeKey);
    if (earlier !== null) return { slipId: earlier, balance: await wallet.balance(tx, draft.member.id) };
  }
  // The slip and its legs in one statement (a data-modifying CTE): one round trip fewer per bet
  // (issue 12); the legs' foreign key to the slip is checked at the end of the statement.
  const legs = draft.legs;
  const { rows } = await tx.query<{ id: string | number }>(
    `WITH slip AS (
       INSERT INTO bet_slips (member_id, user_id, nickname, user_type, ip_address, game_type, game_detail_type, game_style, amount,
         total_ratio, expect_amount, max_win_amount, e_money, round_id, win_bet_name, stake_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id
     ), legs AS (
       INSERT INTO bet_legs (slip_id, leg_no, odds_id, fixture_id, round_id, sport_id, startdate, sports_name, league_name, home_name,
         away_name, market_id, market_name, bet_name, baseline, line, price, version)
       SELECT slip.id, l.* FROM slip, unnest($18::smallint[], $19::bigint[], $20::bigint[], $21::bigint[], $22::int[], $23::timestamptz[],
         $24::text[], $25::text[], $26::text[], $27::text[], $28::int[], $29::text[], $30::text[], $31::text[], $32::text[], $33::int[],
         $34::int[]) AS l
     )
     SELECT id FROM slip`,
    [
      draft.member.id,
      draft.member.userId,
      draft.member.nickname,
      draft.member.userType,
      draft.ip,
      draft.gameType,
      draft.gameDetailType,
      draft.gameStyle,
      draft.amount,
      draft.totalRatio,
      payout(draft.amount, draft.totalRatio),
      draft.maxWin,
      debit.balance,
      draft.roundId,
      draft.winBetName,
      stakeKey,
      new Date(draft.createdAt).toISOString(),
      legs.map((_, i) => i + 1),
      legs.map((l) => l.oddsId),
      legs.map((l) => l.fixtureId),
      legs.map((l) => l.roundId),
      legs.map((l) => l.sportId),
      legs.map((l) => l.startdate),
      legs.map((l) => l.sportsName),
      legs.map((l) => l.leagueName),
      legs.map((l) => l.homeName),
      legs.map((l) => l.awayName),
      legs.map((l) => l.marketId),
      legs.map((l) => l.marketName),
      legs.map((l) => l.betName),
      legs.map((l) => l.baseline),
      legs.map((l) => l.line),
      legs.map((l) => l.price),
      legs.map((l) => l.version),
    ],
  );
  const slipId = Number(rows[0]?.id);
  return { slipId, balance: debit.balance };
}

async function slipOfStakeKey(tx: SqlRunner, stakeKey: string): Promise<number | null> {
  const { rows } = await tx.query<{ id: number | string }>('SELECT id FROM bet_slips WHERE stake_key = $1', [stakeKey]);
  return rows[0] ? Number(rows[0].id) : null;
}

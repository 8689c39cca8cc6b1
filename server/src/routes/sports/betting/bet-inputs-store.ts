import type { Odds } from '@bet/core/shared';
import { betLimitSettingOfUnits, betLimitsFor, type BetGameType, type BetLimits } from '../core-rules.js';
import type { Queryable } from '../../../db/db.js';
import { feedFreshSql } from '../sync/feed-confirmation-store.js';
import { MAX_BET_SETTING_SQL } from './max-bet-setting.js';

/** One pick as a bet sees it: the odds row with its market, fixture, league and sport. */
export interface OddsRow {
  id: number;
  fixtureId: number;
  typeId: number;
  marketName: string;
  name: string;
  nameKorean: string;
  line: string | null;
  baseline: string | null;
  price: Odds;
  version: number;
  suspended: boolean;
  /** When this pick's offer (price, version, suspension) last changed: an in-play bet takes only offers older than its token. */
  offeredSince: Date;
  settled: boolean;
  fixtureStatus: number;
  startDate: Date;
  sportId: number;
  sportName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
}

/** What a sports bet reads before it writes: its picks, and the limits of its game type and the member's level. */
export interface BetInputs {
  readonly odds: Map<number, OddsRow>;
  /** Null when the operator's table has no row for this game type (core refuses the bet then). */
  readonly limits: BetLimits | null;
  /** The operator's setting `maxBetInclusive` as stored (null while never changed; see max-bet-setting.ts). */
  readonly maxBetInclusive: unknown;
  /** The live feed confirmed its prices within core's SPORTS_PRICE_FRESHNESS_MS (see feed-confirmation-store.ts). */
  readonly feedFresh: boolean;
}

/**
 * Loads the picked odds with `FOR SHARE`: a concurrent odds update or settlement waits for the
 * bet (or the bet waits for it), so a bet is never accepted at a price or on a fixture state
 * that no longer holds. A market the operator holds (sports_market_holds) reads as suspended.
 *
 * The same statement reads the game type's rows of `sports_betting_limits` (a scalar subquery
 * repeated on each pick row: a handful of small rows), so a bet pays one round trip for both
 * instead of two (issue 12 counts them), and the limits are as fresh as the operator's last
 * change: nothing is cached between bets. The operator's max-bet reading rides along the same way,
 * and so does whether the feed's last confirmation of its prices is fresh at `now`.
 */
export async function loadBetInputs(
  tx: Queryable,
  ids: readonly number[],
  gameType: BetGameType,
  role: number,
  now: number,
): Promise<BetInputs> {
  if (ids.length === 0) return { odds: new Map(), limits: null, maxBetInclusive: null, feedFresh: false };
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT o.id, o.fixture_id, o.type_id, m.name AS market_name, o.name, o.name_korean, o.line, o.baseline, o.price, o.version,
            (o.suspended OR m.suspended OR EXISTS (SELECT 1 FROM sports_market_holds h WHERE h.market_id = m.id)) AS suspended, o.updated_at AS offered_since, o.result IS NOT NULL AS settled, f.status AS fixture_status, f.start_date,
            f.sport_id, s.name_korean AS sport_name, l.name_korean AS league_name, f.home_name_korean, f.away_name_korean,
            (SELECT COALESCE(json_agg(json_build_array(b.role, b.max_bet, b.max_win)), '[]'::json)
               FROM sports_betting_limits b WHERE b.game_type = $2) AS limit_rows,
            ${MAX_BET_SETTING_SQL} AS max_bet_inclusive,
            ${feedFreshSql(3)} AS feed_fresh
       FROM sports_odds o
       JOIN sports_markets m ON m.id = o.market_id
       JOIN sports_fixtures f ON f.id = o.fixture_id
       JOIN sports_sports s ON s.id = f.sport_id
       JOIN sports_leagues l ON l.id = f.league_id
      WHERE o.id = ANY($1::bigint[])
      FOR SHARE OF o, m, f`,
    [ids, gameType, new Date(now).toISOString()],
  );
  return {
    odds: new Map(rows.map((r) => [Number(r.id), oddsRowOf(r)])),
    limits: limitsOf(rows[0]?.limit_rows, gameType, role),
    maxBetInclusive: rows[0]?.max_bet_inclusive ?? null,
    feedFresh: rows[0]?.feed_fresh === true,
  };
}

function limitsOf(limitRows: unknown, gameType: BetGameType, role: number): BetLimits | null {
  if (limitRows === undefined) return null;
  // json comes back parsed on pg and PGlite alike; numbers inside json are plain numbers.
  const triples = (typeof limitRows === 'string' ? JSON.parse(limitRows) : limitRows) as [number, number, number][];
  const settings = triples.map(([r, maxBet, maxWin]) =>
    betLimitSettingOfUnits({ gameType, role: Number(r), maxBetUnits: Number(maxBet), maxWinUnits: Number(maxWin) }),
  );
  return betLimitsFor(settings, gameType, role);
}

function oddsRowOf(r: Record<string, unknown>): OddsRow {
  return {
    id: Number(r.id),
    fixtureId: Number(r.fixture_id),
    typeId: Number(r.type_id),
    marketName: String(r.market_name),
    name: String(r.name),
    nameKorean: String(r.name_korean),
    line: (r.line as string | null) ?? null,
    baseline: (r.baseline as string | null) ?? null,
    price: Number(r.price) as Odds,
    version: Number(r.version),
    suspended: Boolean(r.suspended),
    offeredSince: dateOf(r.offered_since),
    settled: Boolean(r.settled),
    fixtureStatus: Number(r.fixture_status),
    startDate: dateOf(r.start_date),
    sportId: Number(r.sport_id),
    sportName: String(r.sport_name),
    leagueName: String(r.league_name),
    homeName: String(r.home_name_korean),
    awayName: String(r.away_name_korean),
  };
}

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

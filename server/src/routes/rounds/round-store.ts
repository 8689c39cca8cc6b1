import type { Queryable } from '../../db/db.js';
import { commitmentOf, type SeedSource } from '../../ports/seed-source.js';
import type { GameDef, RoundResult } from './game-types.js';

export const ROUND_STATUS = { open: 0, closed: 1, drawn: 2 } as const;

export interface RoundRow {
  readonly id: number;
  readonly gameId: number;
  readonly roundNo: number;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly drawsAt: string;
  readonly seedHash: string;
  /** Revealed only once drawn (null before). */
  readonly seed: string | null;
  readonly result: RoundResult | null;
  readonly status: number;
}

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

export function roundRowOf(r: Record<string, unknown>, reveal: boolean): RoundRow {
  const status = Number(r.status);
  const result =
    r.result === null || r.result === undefined
      ? null
      : typeof r.result === 'string'
        ? (JSON.parse(r.result) as RoundResult)
        : (r.result as RoundResult);
  return {
    id: Number(r.id),
    gameId: Number(r.game_id),
    roundNo: Number(r.round_no),
    opensAt: iso(r.opens_at),
    closesAt: iso(r.closes_at),
    drawsAt: iso(r.draws_at),
    seedHash: String(r.seed_hash),
    seed: reveal || status === ROUND_STATUS.drawn ? (r.seed as string | null) : null,
    result: status === ROUND_STATUS.drawn ? result : null,
    status,
  };
}

/** Stores the games (settings rows); an operator's maintenance switch survives re-seeding. */
export async function upsertGameDefinitions(db: Queryable, games: readonly GameDef[]): Promise<void> {
  for (const [i, g] of games.entries()) {
    await db.query(
      `INSERT INTO game_definitions (id, kind, provider_name, name_korean, period_seconds, close_before_seconds, min_bet, max_bet, max_win, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, provider_name = EXCLUDED.provider_name, name_korean = EXCLUDED.name_korean,
         period_seconds = EXCLUDED.period_seconds, close_before_seconds = EXCLUDED.close_before_seconds, sort_order = EXCLUDED.sort_order`,
      [g.id, g.kind, g.providerName, g.nameKorean, g.periodSeconds, g.closeBeforeSeconds, g.minBet, g.maxBet, g.maxWin, i],
    );
  }
}

export interface GameSettingRow {
  readonly id: number;
  readonly kind: string;
  readonly providerName: string;
  readonly nameKorean: string;
  readonly maintenance: boolean;
  readonly minBet: number;
  readonly maxBet: number;
  readonly maxWin: number;
}

export async function gameSettings(db: Queryable, kind?: 'minigame' | 'virtual'): Promise<GameSettingRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM game_definitions ${kind ? 'WHERE kind = $1' : ''} ORDER BY sort_order, id`,
    kind ? [kind] : [],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    providerName: String(r.provider_name),
    nameKorean: String(r.name_korean),
    maintenance: Boolean(r.system_maintenance_flg),
    minBet: Number(r.min_bet),
    maxBet: Number(r.max_bet),
    maxWin: Number(r.max_win),
  }));
}

/**
 * Opens the current round and the next `roundsAhead - 1` of a game, each with a fresh secret
 * seed whose commitment is public from the start. Round r covers [r * period, (r + 1) * period)
 * of epoch time; betting closes `closeBeforeSeconds` before its end, when it is drawn. Safe to
 * run on several instances at once: the first insert of a round wins, the others do nothing.
 */
export async function ensureRounds(db: Queryable, game: GameDef, now: number, seeds: SeedSource): Promise<number> {
  const period = game.periodSeconds * 1_000;
  const current = Math.floor(now / period);
  let created = 0;
  for (let roundNo = current; roundNo < current + game.roundsAhead; roundNo++) {
    const drawsAt = (roundNo + 1) * period;
    const seed = seeds();
    const { rows } = await db.query(
      `INSERT INTO game_rounds (game_id, round_no, opens_at, closes_at, draws_at, seed_hash, seed, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0) ON CONFLICT (game_id, round_no) DO NOTHING RETURNING id`,
      [
        game.id,
        roundNo,
        new Date(roundNo * period).toISOString(),
        new Date(drawsAt - game.closeBeforeSeconds * 1_000).toISOString(),
        new Date(drawsAt).toISOString(),
        commitmentOf(seed),
        seed,
      ],
    );
    created += rows.length;
  }
  return created;
}

export async function closeDueRounds(db: Queryable, now: number): Promise<number> {
  const { rows } = await db.query('UPDATE game_rounds SET status = 1 WHERE status = 0 AND closes_at <= $1 RETURNING id', [
    new Date(now).toISOString(),
  ]);
  return rows.length;
}

export async function openRounds(db: Queryable, gameId: number, now: number): Promise<RoundRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT * FROM game_rounds WHERE game_id = $1 AND status = 0 AND closes_at > $2 ORDER BY round_no',
    [gameId, new Date(now).toISOString()],
  );
  return rows.map((r) => roundRowOf(r, false));
}

export async function recentRounds(db: Queryable, gameId: number, limit: number): Promise<RoundRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT * FROM game_rounds WHERE game_id = $1 AND status = 2 ORDER BY round_no DESC LIMIT $2',
    [gameId, limit],
  );
  return rows.map((r) => roundRowOf(r, true));
}

export async function roundById(db: Queryable, roundId: number): Promise<RoundRow | null> {
  const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM game_rounds WHERE id = $1', [roundId]);
  return rows[0] ? roundRowOf(rows[0], false) : null;
}

/** Drawn rounds of a game, newest first, one page, with the count of all of them (the fairness page). */
export async function drawnRoundsPage(
  db: Queryable,
  gameId: number,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: RoundRow[] }> {
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_rounds WHERE game_id = $1 AND status = 2', [gameId]);
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT * FROM game_rounds WHERE game_id = $1 AND status = 2 ORDER BY round_no DESC LIMIT $2 OFFSET $3',
    [gameId, limit, offset],
  );
  return { total: Number(count.rows[0]?.n ?? 0), rows: rows.map((r) => roundRowOf(r, true)) };
}

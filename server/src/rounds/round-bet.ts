import { oddsFromPrice, totalOdds, type Odds, odds, oddsToPrice } from '@bet/core/shared';
import { refuse } from '../sports/betting/bet-refusal.js';
import { limitsFor } from '../sports/betting/limits.js';
import { MAX_BET_SETTING_SQL, maxBetBoundaryFrom } from '../sports/betting/max-bet-setting.js';
import { writeSlip, type LegDraft, type PlacedSlip } from '../sports/betting/slip-writer.js';
import { BET_GAME_TYPE, validateBetSubmit, type BetLimits } from '../sports/core-rules.js';
import { SPORTS_MESSAGES } from '../sports/messages.js';
import type { SportsMember, SportsWallet, SqlRunner } from '../sports/ports.js';
import { splitRoundOddsId, type GameDef, type PickDef } from './game-types.js';
import { gameById } from './games.js';
import { ROUND_STATUS } from './round-store.js';

/** One pick as the mini-game (round, gameId) or virtual (fixtureId = round id) client sends it. */
export interface RoundBetLeg {
  readonly oddsId: number;
  readonly betPrice: number;
  readonly round?: number;
  readonly gameId?: number;
  readonly fixtureId?: number;
}

export interface RoundBetBody {
  readonly memberId: number;
  readonly amounts: number;
  readonly totalRatio: number;
  readonly gameDetailType: number;
  readonly bettings: readonly RoundBetLeg[];
}

interface RoundRowLite {
  id: number;
  gameId: number;
  roundNo: number;
  status: number;
  closesAt: Date;
}

/** The game's own limits (won) narrowed by the member level's limits of the game type. */
function mergedLimits(game: { minBet: number; maxBet: number; maxWin: number }, byLevel: BetLimits | null): BetLimits {
  const minBet = Math.max(game.minBet, byLevel?.minBet ?? 0);
  const maxBet = Math.min(game.maxBet, byLevel?.maxBet ?? Number.MAX_SAFE_INTEGER);
  const maxWinnings = Math.min(game.maxWin, byLevel?.maxWinnings ?? Number.MAX_SAFE_INTEGER);
  return { minBet, maxBet, maxWinnings } as BetLimits;
}

/**
 * Places a mini-game or virtual-sports slip inside `tx`: the game exists and is not in
 * maintenance, each pick belongs to an open round of that game at the round's price, one bet
 * per round for mini-games (spec: '미니게임은 회차당 1회만 베팅가능합니다.'), limits, then the
 * stake debit and rows (the unique index on member and round backs the rule under races).
 */
export async function placeRoundBet(
  tx: SqlRunner,
  wallet: SportsWallet,
  member: SportsMember,
  body: RoundBetBody,
  kind: 'minigame' | 'virtual',
  context: {
    readonly now: number;
    readonly ip: string | null;
    readonly requestKey?: string | null;
  },
): Promise<PlacedSlip> {
  if (body.memberId !== member.id) throw refuse(403, 'forbidden', SPORTS_MESSAGES.notYourAccount);
  const basic = validateBetSubmit({
    loggedIn: true,
    entryCount: body.bettings.length,
    amount: body.amounts,
    totalOdds: 100 as Odds,
    limits: null,
  });
  if (!basic.ok && basic.error.kind !== 'limitsUnavailable') throw refuse(400, basic.error.kind, basic.error.message);
  if (body.amounts % 10 !== 0) throw refuse(400, 'stakeStep', SPORTS_MESSAGES.stakeStep);
  const game = gameById(body.gameDetailType);
  if (!game || game.kind !== kind) throw refuse(400, 'gameNotFound', SPORTS_MESSAGES.gameNotFound);
  const setting = await tx.query<{
    system_maintenance_flg: boolean;
    min_bet: number;
    max_bet: number;
    max_win: number;
    max_bet_inclusive: unknown;
  }>(
    `SELECT system_maintenance_flg, min_bet, max_bet, max_win, ${MAX_BET_SETTING_SQL} AS max_bet_inclusive FROM game_definitions WHERE id = $1`,
    [game.id],
  );
  const row = setting.rows[0];
  if (!row) throw refuse(400, 'gameNotFound', SPORTS_MESSAGES.gameNotFound);
  if (row.system_maintenance_flg) throw refuse(409, 'gameMaintenance', SPORTS_MESSAGES.gameMaintenance(game.nameKorean));
  if (kind === 'minigame' && body.bettings.length > 1) throw refuse(400, 'oneRoundPerSlip', SPORTS_MESSAGES.oneRoundPerSlip);

  const legs: LegDraft[] = [];
  const rounds = new Set<number>();
  for (const bet of body.bettings) {
    const { roundId, code } = splitRoundOddsId(bet.oddsId);
    const round = await lockRound(tx, roundId);
    if (!round || round.gameId !== game.id) throw refuse(400, 'roundNotFound', SPORTS_MESSAGES.roundNotFound);
    const claimsOtherRound = kind === 'minigame' ? bet.round !== round.roundNo || bet.gameId !== game.id : bet.fixtureId !== round.id;
    if (claimsOtherRound) throw refuse(400, 'roundNotFound', SPORTS_MESSAGES.roundNotFound);
    if (round.status !== ROUND_STATUS.open || round.closesAt.getTime() <= context.now)
      throw refuse(409, 'roundClosed', SPORTS_MESSAGES.roundClosed);
    if (rounds.has(round.id)) throw refuse(400, 'sameMarketTwice', SPORTS_MESSAGES.sameMarketTwice);
    rounds.add(round.id);
    const setup = game.setup(round.roundNo);
    const pick = setup.picks.find((p) => p.code === code);
    if (!pick) throw refuse(400, 'pickNotFound', SPORTS_MESSAGES.pickNotFound);
    if (oddsFromPrice(bet.betPrice) !== pick.price) {
      throw refuse(409, 'oddsChanged', SPORTS_MESSAGES.oddsChanged, {
        comment: SPORTS_MESSAGES.oddsChanged,
        bettings: [{ oddsId: bet.oddsId, betPrice: oddsToPrice(odds(pick.price)), oldPrice: bet.betPrice }],
      });
    }
    legs.push(legOf(game, round, setup, pick, bet.oddsId));
  }
  const onlyRound = rounds.size === 1 ? ([...rounds][0] ?? null) : null;
  if (kind === 'minigame' && onlyRound !== null) {
    const taken = await tx.query('SELECT 1 FROM bet_slips WHERE member_id = $1 AND round_id = $2 AND game_type = 3', [
      member.id,
      onlyRound,
    ]);
    if (taken.rows.length > 0) throw refuse(409, 'miniGameRoundTaken', SPORTS_MESSAGES.miniGameRoundTaken);
  }
  const total = totalOdds(legs.map((l) => l.price));
  if (oddsFromPrice(body.totalRatio) !== total) throw refuse(400, 'totalRatioMismatch', SPORTS_MESSAGES.totalRatioMismatch);
  const gameType = kind === 'minigame' ? BET_GAME_TYPE.miniGame : BET_GAME_TYPE.virtual;
  const limits = mergedLimits(
    { minBet: Number(row.min_bet), maxBet: Number(row.max_bet), maxWin: Number(row.max_win) },
    await limitsFor(tx, gameType, member.role),
  );
  const checked = validateBetSubmit(
    { loggedIn: true, entryCount: legs.length, amount: body.amounts, totalOdds: total, limits },
    maxBetBoundaryFrom(row.max_bet_inclusive),
  );
  if (!checked.ok) throw refuse(400, checked.error.kind, checked.error.message);
  return writeSlip(tx, wallet, {
    member,
    ip: context.ip,
    gameType,
    gameDetailType: game.id,
    gameStyle: null,
    amount: body.amounts,
    totalRatio: total,
    maxWin: limits.maxWinnings,
    roundId: kind === 'minigame' || rounds.size === 1 ? onlyRound : null,
    winBetName: null,
    legs,
    createdAt: context.now,
    requestKey: context.requestKey ?? null,
  });
}

async function lockRound(tx: SqlRunner, roundId: number): Promise<RoundRowLite | null> {
  const { rows } = await tx.query<{ id: number; game_id: number; round_no: number; status: number; closes_at: Date | string }>(
    'SELECT id, game_id, round_no, status, closes_at FROM game_rounds WHERE id = $1 FOR SHARE',
    [roundId],
  );
  const r = rows[0];
  return r
    ? {
        id: Number(r.id),
        gameId: Number(r.game_id),
        roundNo: Number(r.round_no),
        status: Number(r.status),
        closesAt: new Date(r.closes_at),
      }
    : null;
}

function legOf(game: GameDef, round: RoundRowLite, setup: ReturnType<GameDef['setup']>, pick: PickDef, oddsId: number): LegDraft {
  return {
    oddsId,
    fixtureId: null,
    roundId: round.id,
    sportId: null,
    startdate: round.closesAt.toISOString(),
    sportsName: game.nameKorean,
    leagueName: setup.title,
    homeName: setup.home ?? `${round.roundNo}회차`,
    awayName: setup.away ?? '',
    marketId: pick.code,
    marketName: pick.marketName,
    betName: pick.name,
    baseline: null,
    line: null,
    price: pick.price,
    version: null,
  };
}

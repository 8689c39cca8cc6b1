import { oddsFromPrice, totalOdds, type Odds, odds, oddsToPrice } from '@bet/core/shared';
import type { ServerTypes, minigameBetCall, virtualBetCall } from '@bet/core/api';
import { BET_GAME_TYPE, BET_SLIP_MESSAGES, validateBetSubmit, type BetLimits } from '@bet/core/bet-slip';
import { MINIGAME_MESSAGES as M } from '@bet/core/minigame';
import type { Queryable } from '../../db/db.js';
import { pgErrorCode, PG_CODES } from '../../db/db.js';
import { done, refuse, type Outcome, type Refused } from '../../http/refusals.js';
import type { LegDraft, PlacedSlip, SlipBookPort, SlipMember } from '../../ports/slip-book.js';
import { splitRoundOddsId, type GameDef, type PickDef } from './game-types.js';
import { gameById } from './games.js';
import { gameBetSetting, hasMiniGameBet, lockRoundForBet, type LockedRound } from './round-bet-store.js';
import { ROUND_STATUS } from './round-store.js';

/** The body of either contract: a mini-game pick names (round, gameId), a virtual one fixtureId = the round id. */
export type RoundBetBody = ServerTypes<typeof minigameBetCall>['Body'] | ServerTypes<typeof virtualBetCall>['Body'];
type RoundBetLeg = {
  readonly oddsId: number;
  readonly betPrice: number;
  readonly round?: number;
  readonly gameId?: number;
  readonly fixtureId?: number;
};

export type RoundKind = 'minigame' | 'virtual';

/** The game's own limits (won) narrowed by the member level's limits of the game type. */
function mergedLimits(game: { minBet: number; maxBet: number; maxWin: number }, byLevel: BetLimits | null): BetLimits {
  const minBet = Math.max(game.minBet, byLevel?.minBet ?? 0);
  const maxBet = Math.min(game.maxBet, byLevel?.maxBet ?? Number.MAX_SAFE_INTEGER);
  const maxWinnings = Math.min(game.maxWin, byLevel?.maxWinnings ?? Number.MAX_SAFE_INTEGER);
  return { minBet, maxBet, maxWinnings } as BetLimits;
}

/** Two bets on one mini-game round raced past the check: the unique index decided (else null). */
export const roundTakenRefusal = (error: unknown): Refused | null =>
  pgErrorCode(error) === PG_CODES.uniqueViolation ? refuse('miniGameRoundTaken', BET_SLIP_MESSAGES.miniGameRoundTaken) : null;

type CheckedLegs = { readonly legs: LegDraft[]; readonly rounds: ReadonlySet<number> };

/** Each pick names an open round of the game at the round's own price (round locks held until commit). */
async function checkLegs(tx: Queryable, game: GameDef, body: RoundBetBody, kind: RoundKind, now: number): Promise<Outcome<CheckedLegs>> {
  const legs: LegDraft[] = [];
  const rounds = new Set<number>();
  for (const bet of body.bettings as readonly RoundBetLeg[]) {
    const { roundId, code } = splitRoundOddsId(bet.oddsId);
    const round = await lockRoundForBet(tx, roundId);
    if (!round || round.gameId !== game.id) return refuse('betRoundNotFound', M.roundNotFound);
    const claimsOtherRound = kind === 'minigame' ? bet.round !== round.roundNo || bet.gameId !== game.id : bet.fixtureId !== round.id;
    if (claimsOtherRound) return refuse('betRoundNotFound', M.roundNotFound);
    if (round.status !== ROUND_STATUS.open || round.closesAt.getTime() <= now) return refuse('roundClosed', M.bettingClosed);
    if (rounds.has(round.id)) return refuse('sameMarketTwice', BET_SLIP_MESSAGES.sameMarketTwice);
    rounds.add(round.id);
    const setup = game.setup(round.roundNo);
    const pick = setup.picks.find((p) => p.code === code);
    if (!pick) return refuse('pickNotFound', M.pickNotFound);
    if (oddsFromPrice(bet.betPrice) !== pick.price) {
      return refuse('oddsChanged', BET_SLIP_MESSAGES.oddsChanged, {
        comment: BET_SLIP_MESSAGES.oddsChanged,
        bettings: [{ oddsId: bet.oddsId, betPrice: oddsToPrice(odds(pick.price)), oldPrice: bet.betPrice }],
      });
    }
    legs.push(legOf(game, round, setup, pick, bet.oddsId));
  }
  return done({ legs, rounds });
}

/**
 * Places a mini-game or virtual-sports slip inside `tx`: the game exists and is not in
 * maintenance, each pick belongs to an open round of that game at the round's price, one bet
 * per round for mini-games (spec: '미니게임은 회차당 1회만 베팅가능합니다.'), limits, then the
 * stake debit and rows (the unique index on member and round backs the rule under races).
 * A refusal is returned before any write, or by the slip book (nothing written either).
 */
export async function placeRoundBet(
  tx: Queryable,
  slips: SlipBookPort,
  member: SlipMember,
  body: RoundBetBody,
  kind: RoundKind,
  context: { readonly now: number; readonly ip: string | null; readonly requestKey?: string | null },
): Promise<Outcome<PlacedSlip>> {
  if (body.memberId !== member.id) return refuse('forbidden', BET_SLIP_MESSAGES.notYourAccount);
  // Core's submit checks without limits first (amount, whole won, steps of 10): limits come later.
  const basic = validateBetSubmit({
    loggedIn: true,
    entryCount: body.bettings.length,
    amount: body.amounts,
    totalOdds: 100 as Odds,
    limits: null,
  });
  if (!basic.ok && basic.error.kind !== 'limitsUnavailable') return refuse(basic.error.kind, basic.error.message);
  const game = gameById(body.gameDetailType);
  if (!game || game.kind !== kind) return refuse('betGameNotFound', M.missingGame);
  const setting = await gameBetSetting(tx, game.id, slips.maxBetSetting.sql);
  if (!setting) return refuse('betGameNotFound', M.missingGame);
  if (setting.maintenance) return refuse('gameMaintenance', M.maintenance(game.nameKorean));
  if (kind === 'minigame' && body.bettings.length > 1) return refuse('oneRoundPerSlip', M.oneRoundPerSlip);

  const checked = await checkLegs(tx, game, body, kind, context.now);
  if (!checked.ok) return checked;
  const { legs, rounds } = checked.value;
  const onlyRound = rounds.size === 1 ? ([...rounds][0] ?? null) : null;
  if (kind === 'minigame' && onlyRound !== null && (await hasMiniGameBet(tx, member.id, onlyRound))) {
    return refuse('miniGameRoundTaken', BET_SLIP_MESSAGES.miniGameRoundTaken);
  }
  const total = totalOdds(legs.map((l) => l.price));
  if (oddsFromPrice(body.totalRatio) !== total) return refuse('totalRatioMismatch', BET_SLIP_MESSAGES.totalRatioMismatch);
  const gameType = kind === 'minigame' ? BET_GAME_TYPE.miniGame : BET_GAME_TYPE.virtual;
  const limits = mergedLimits(setting, await slips.limitsFor(tx, gameType, member.role));
  const submit = { loggedIn: true, entryCount: legs.length, amount: body.amounts, totalOdds: total, limits };
  const limited = validateBetSubmit(submit, slips.maxBetSetting.boundaryOf(setting.maxBetInclusive));
  if (!limited.ok) return refuse(limited.error.kind, limited.error.message);
  return slips.write(tx, {
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

function legOf(game: GameDef, round: LockedRound, setup: ReturnType<GameDef['setup']>, pick: PickDef, oddsId: number): LegDraft {
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

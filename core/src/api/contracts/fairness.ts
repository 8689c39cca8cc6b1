/**
 * Provably fair rounds (issue 13): the games whose rounds can be verified and their drawn rounds
 * with the commitment, the revealed seed and the outcome. Public: anyone may verify. Ours: the
 * spec names no such calls.
 *
 * GET /fairness/games                       -> FairGameDto[]
 * GET /fairness/rounds?gameId&page&perpage  -> FairRoundsPageDto (drawn rounds, newest first; 404 unknown game)
 *
 * The two roulette wheels are listed as games too (core's ROULETTE_FAIR_GAMES); their "rounds" are
 * the calling member's own spins (a guest is refused with 401), round = spin id, dayRound = the
 * member's n-th spin of that wheel.
 */
import * as W from '../contract/index.js';

const fairGameWire = W.obj({
  id: W.id(),
  providerName: W.string(),
  nameKorean: W.string(),
  /** core's outcome function the game draws with (core/src/fairness/domain/fair-draws.ts). */
  drawKind: W.literal('ball', 'ladder', 'oddEven', 'rouletteNormal', 'rouletteVip'),
});
export type FairGameDto = W.TypeOf<typeof fairGameWire>;

const fairRoundWire = W.obj({
  id: W.id(),
  round: W.int(0),
  dayRound: W.int(1),
  /** The HMAC's message prefix, "gameId:roundNo". */
  roundKey: W.string(),
  /** SHA-256 of the seed, published when the round opened. */
  seedHash: W.string(),
  seed: W.string(),
  result: W.dict(W.unknown()),
  winBetName: W.string(),
  drawsAt: W.dateText(),
});
export type FairRoundDto = W.TypeOf<typeof fairRoundWire>;

const fairRoundsPage = W.obj({ total: W.int(0), list: W.array(fairRoundWire) });
export type FairRoundsPageDto = W.TypeOf<typeof fairRoundsPage>;

export const fairGamesCall = W.defineCall({
  method: 'GET',
  path: '/fairness/games',
  response: W.array(fairGameWire),
});

export const fairRoundsCall = W.defineCall({
  method: 'GET',
  path: '/fairness/rounds',
  query: W.obj({ gameId: W.id(), page: W.optional(W.int(1, 100_000)), perpage: W.optional(W.int(1, W.MAX_PER_PAGE)) }),
  response: fairRoundsPage,
});

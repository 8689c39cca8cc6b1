/**
 * The round boards: a mini-game's or virtual game's open and last drawn rounds (read by
 * ./minigame-rounds.ts and ./virtual.ts), and the virtual page's board call (re-exported by ./sports.ts).
 *
 * GET  /vet3/Soccer                                        -> VirtualBoardDto (+ the open and recent rounds)
 */
import * as W from '../contract/index.js';
import { ignoredAnswer, looseObj, withSchema } from './common.js';

const streamWire = W.obj({ name: W.string(), url: W.string() });
const virtualLeagueWire = W.obj({ id: W.textId(), name: W.string(), nameKorean: W.optional(W.string()) });

/** A mini-game's or virtual game's open rounds (picks with odds ids and prices) and the last drawn ones. */
export const roundBoardShape = {
  game: W.obj({ id: W.int(), providerName: W.string(), nameKorean: W.string(), periodSeconds: W.number(0) }),
  rounds: W.array(
    W.obj({
      id: W.idOrZero(),
      fixtureId: W.idOrZero(),
      round: W.int(),
      dayRound: W.int(),
      title: W.string(),
      home: W.nullable(W.string()),
      away: W.nullable(W.string()),
      closesAt: W.dateText(),
      drawsAt: W.dateText(),
      seedHash: W.string(),
      picks: W.array(
        W.obj({
          oddsId: W.idOrZero(),
          marketId: W.int(),
          marketName: W.string(),
          marketNameKorean: W.string(),
          name: W.string(),
          betPrice: W.odds(),
        }),
      ),
    }),
  ),
  recent: W.array(
    W.obj({
      id: W.idOrZero(),
      round: W.int(),
      result: W.nullable(W.dict(W.unknown())),
      winBetName: W.nullable(W.string()),
      seedHash: W.string(),
      seed: W.nullable(W.string()),
      drawsAt: W.dateText(),
    }),
  ),
};

/** Virtual (bet365) soccer page: video streams and league list; the rounds are read elsewhere. */
const virtualBoardWire = W.obj({
  streams: W.withDefault(W.array(streamWire), []),
  leagues: W.withDefault(W.array(virtualLeagueWire), []),
  game: W.optional(ignoredAnswer(roundBoardShape.game)),
  rounds: W.optional(ignoredAnswer(roundBoardShape.rounds)),
  recent: W.optional(ignoredAnswer(roundBoardShape.recent)),
});
export type VirtualBoardDto = W.TypeOf<typeof virtualBoardWire>;

/** GET /vet3/Soccer (and Basketball, Dog, Horse): streams, leagues and the open rounds. */
export const virtualBoardCall = W.defineCall({
  method: 'GET',
  path: '/vet3/:game',
  params: looseObj({ game: withSchema(W.string(), { maxLength: 20 }) }),
  response: virtualBoardWire,
});

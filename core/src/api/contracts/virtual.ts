/**
 * The virtual-sports board (spec 2 /bet365/{soccer,basketball,dog,horse}): the same path as
 * sports' `virtualBoardCall`, but this contract reads the open rounds and the last results too
 * (that one ignores them). One contract, read by the client and the server.
 *
 * GET /vet3/{Soccer|Basketball|Dog|Horse} -> VirtualRoundBoardDto (public; 404 unknown game)
 */
import * as W from '../contract/index.js';
import { roundBoardShape } from './sports.js';

const virtualRoundBoardWire = W.obj({
  streams: W.withDefault(W.array(W.obj({ name: W.string(), url: W.string() })), []),
  leagues: W.withDefault(W.array(W.obj({ id: W.textId(), name: W.string(), nameKorean: W.optional(W.string()) })), []),
  ...roundBoardShape,
});
export type VirtualRoundBoardDto = W.TypeOf<typeof virtualRoundBoardWire>;

export const virtualRoundBoardCall = W.defineCall({
  method: 'GET',
  path: '/vet3/:game',
  params: W.obj({ game: W.literal('Soccer', 'Basketball', 'Dog', 'Horse') }),
  response: virtualRoundBoardWire,
});

const teamStandingWire = W.obj({
  rank: W.int(1),
  team: W.string(),
  played: W.int(0),
  won: W.int(0),
  drawn: W.int(0),
  lost: W.int(0),
  goalsFor: W.int(0),
  goalsAgainst: W.int(0),
  points: W.int(0),
});

const virtualRankingWire = W.obj({
  /** How many settled soccer rounds the tables count (the newest VIRTUAL_STANDINGS_ROUNDS). */
  rounds: W.int(0),
  /** Spec 9's groups in order: Premiership, Superleague, EuroCup, WorldCup (each present, maybe empty). */
  groups: W.array(W.obj({ id: W.string(), name: W.string(), nameKorean: W.string(), teams: W.array(teamStandingWire) })),
});
export type VirtualRankingDto = W.TypeOf<typeof virtualRankingWire>;

/** GET /vet3/soccer/ranking -> the virtual soccer team ranking per group (public), from settled rounds. */
export const virtualRankingCall = W.defineCall({
  method: 'GET',
  path: '/vet3/soccer/ranking',
  response: virtualRankingWire,
});

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

/**
 * The mini-game round board (spec 2 /minigame/{provider}: round number, countdown, picks with
 * odds, the last results): one contract, read by the client and the server.
 *
 * GET /minigame/rounds?gameId -> MinigameRoundBoardDto (public; 404 missing game, 409 maintenance)
 */
import * as W from '../contract/index.js';
import { roundBoardShape } from './sports.js';

/** The open rounds (picks with odds ids and prices, the seed's commitment) and the last drawn ones. */
const minigameRoundBoardWire = W.obj(roundBoardShape);
export type MinigameRoundBoardDto = W.TypeOf<typeof minigameRoundBoardWire>;

export const minigameRoundsCall = W.defineCall({
  method: 'GET',
  path: '/minigame/rounds',
  query: W.obj({ gameId: W.id() }),
  response: minigameRoundBoardWire,
});

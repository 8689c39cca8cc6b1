/**
 * The progressive jackpot (spec 9: "jackpot counter 30 s"; the spec names no call, so this one is
 * ours, one contract read by both ends).
 *
 * GET /jackpot -> JackpotDto (public: the top page shows it to visitors too)
 */
import * as W from '../contract/index.js';

const jackpot = W.obj({
  /** The pool now: whole won (the ledger's house account 'jackpot'). */
  amount: W.won(),
  /** When the server read it, KST 'YYYY-MM-DD HH:mm:ss'. */
  readAt: W.dateText(),
  /** The share of every casino and slot bet that feeds the pool, in basis points (100 = 1 %). */
  shareBps: W.int(0, 10_000),
});
export type JackpotDto = W.TypeOf<typeof jackpot>;

export const jackpotCall = W.defineCall({
  method: 'GET',
  path: '/jackpot',
  response: jackpot,
});

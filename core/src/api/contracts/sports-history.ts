/**
 * Bet history of spec section 7 "Sports": one contract per call (both ends read these).
 *
 * GET  /sports-prematch/count?{BetHistoryQuery}&user=1     -> { count }
 * GET  /sports-prematch/bettings?{BetHistoryQuery}&user=1  -> BetHistorySlipDto[] (snake_case rows)
 * POST /sports-prematch/user-delete  [{id}]                -> { count } (ignored; hide settled slips)
 * POST /sports-prematch/user/cancelAll/{slipId}            -> { id, emoney } (ignored; cancel a waiting slip)
 */
import { won } from '../../shared/domain/money.js';
import * as W from '../contract/index.js';
import * as D from '../decode.js';
import { anyWonWire, countWire, ignoredAnswer, looseObj, withSchema } from './common.js';
import { nullableText } from './foundation-common.js';
import { lineText, text } from './sports-text.js';

/** Result filter of the history screen; omitted means all. */
export type BetHistoryResultFilter = 'waiting' | 'won' | 'lost';

/**
 * Query arrays travel as repeated keys (`gameDetailTypes=301&gameDetailTypes=303`) or one
 * comma-separated value (docs/api-conventions.md); the server parses them itself.
 */
const intListQuery: W.Req<readonly number[], string | readonly (string | number)[]> = W.wire(
  {
    anyOf: [
      { type: 'string', maxLength: 500 },
      { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 20 } },
    ],
  },
  D.array(D.integer),
  (list) => list,
);

/** Every field may be left out; the server fills the page defaults (1, 10). */
const historyQueryWire = W.obj({
  page: W.withDefault(withSchema(W.int(1, 100_000), { default: 1 }), 1),
  perpage: W.withDefault(withSchema(W.int(1, W.MAX_PER_PAGE), { default: 10 }), 10),
  /** 1 sports, 2 live, 3 mini-game, 4 virtual, other casino. */
  gameType: W.optional(W.int(0, 99)),
  /** The member's login id. */
  memberUserId: W.optional(W.text(64)),
  /** 1: the member's own slips (the client always sends it). */
  user: W.optional(W.int(0, 1)),
  gameDetailTypes: W.optional(intListQuery),
  /** "YYYY-MM-DD" (KST), inclusive; not in the spec's list but needed by the date filter. */
  startDate: W.optional(W.day()),
  endDate: W.optional(W.day()),
  result: W.optional(withSchema(W.literal('all', 'waiting', 'won', 'lost'), { type: 'string' })),
});
export type BetHistoryQuery = Omit<W.TypeOf<typeof historyQueryWire>, 'user' | 'gameType' | 'memberUserId' | 'result'> & {
  readonly gameType: number;
  readonly memberUserId: string;
  readonly result?: BetHistoryResultFilter;
};

/** One leg of a history slip, with the snake_case names of spec section 3. */
const historyLegWire = W.obj({
  startdate: text(),
  sports_name: text(),
  league_name: text(),
  sports_betting_home_participants_name: text(),
  sports_betting_away_participants_name: text(),
  sports_betting_market_name: text(),
  /** -1 for the Bonus leg. */
  sports_betting_market_id: W.int(),
  sports_betting_bet_name: text(),
  sports_betting_bet_baseline: lineText(),
  sports_betting_bet_line: lineText(),
  sports_betting_bet_price: W.odds(),
  sports_betting_score: lineText(),
  /** Read through a leg-win-flag policy (spec section 4 gives two readings). */
  sports_betting_win_flag: W.int(),
  sports_betting_sports_prematch_odds_id: W.withDefault(W.nullable(W.idOrZero()), null),
  fixture_id: W.optional(W.nullable(W.idOrZero())),
  round_id: W.optional(W.nullable(W.idOrZero())),
});
export type BetHistoryLegDto = W.TypeOf<typeof historyLegWire>;

/** One slip of the history list. `legs` is our name for the slip's legs (the spec names none). */
const historySlipWire = W.obj({
  id: W.idOrZero(),
  e_money: W.withDefault(anyWonWire(), won(0)),
  ip_address: nullableText(),
  user_id: W.textId(),
  nickname: text(),
  member_id: W.idOrZero(),
  user_type: nullableText(),
  created_at: W.dateText(),
  cancel_at: nullableText(),
  deleted_at: nullableText(),
  amount: anyWonWire(),
  status: W.withDefault(W.int(), 0),
  status_name: text(),
  /** 0 waiting ('대기', cancellable); others settled (deletable). */
  settlement_flag: W.int(),
  settlement_name: text(),
  total_ratio: W.odds(),
  expect_amount: anyWonWire(),
  win_amount: W.withDefault(anyWonWire(), won(0)),
  /** Mini-game slips only. */
  win_bet_name: nullableText(),
  game_type: W.optional(W.int()),
  game_detail_type: W.optional(W.int()),
  legs: W.withDefault(W.array(historyLegWire), []),
});
export type BetHistorySlipDto = W.TypeOf<typeof historySlipWire>;
/** A history row as the server sends it. */
export type BetHistorySlipWire = W.WireOf<typeof historySlipWire>;

/** Which slips to hide from the member's history (whole rows may be sent; only `id` is read). */
const slipRefWire = looseObj({ id: W.idOrZero() });
export type BetSlipRefDto = W.TypeOf<typeof slipRefWire>;

export const betHistoryCountCall = W.defineCall({
  method: 'GET',
  path: '/sports-prematch/count',
  query: historyQueryWire,
  response: countWire,
});

/** Also serves mini-game (gameType 3) and virtual history. */
export const betHistoryCall = W.defineCall({
  method: 'GET',
  path: '/sports-prematch/bettings',
  query: historyQueryWire,
  response: W.array(historySlipWire),
});

/** Hides settled slips from the member's history; `count` says how many. */
export const betHistoryDeleteCall = W.defineCall({
  method: 'POST',
  path: '/sports-prematch/user-delete',
  body: W.array(slipRefWire, 200),
  response: ignoredAnswer(countWire),
});

/** Cancels a waiting slip (refunds the stake): the slip id and the member's cash after it. */
export const betCancelCall = W.defineCall({
  method: 'POST',
  path: '/sports-prematch/user/cancelAll/:slipId',
  params: looseObj({ slipId: W.idOrZero() }),
  response: ignoredAnswer(W.obj({ id: W.idOrZero(), emoney: anyWonWire() })),
  moneyMoving: true,
});

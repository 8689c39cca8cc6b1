/**
 * Sports menus and bet history of spec section 7 "Sports" (bet placement: ./sports-betting.ts).
 *
 * GET  /sportsLeague/topSport                              -> SportsMenuDto[]
 * GET  /sports-prematch/event/top                          -> PopularFixtureDto[]
 * GET  /sports-prematch/location?sportId                   -> SportsLocationDto[]
 * GET  /sports-prematch/league?sportId&locationId          -> SportsLeagueDto[]
 * GET  /sports-prematch/count?{BetHistoryQuery}&user=1     -> { count }
 * GET  /sports-prematch/bettings?{BetHistoryQuery}&user=1  -> BetHistorySlipDto[] (snake_case rows)
 * POST /sports-prematch/user-delete  [{id}]                -> ignored body (hide settled slips)
 * POST /sports-prematch/user/cancelAll/{slipId}            -> ignored body (cancel a waiting slip)
 * GET  /vet3/Soccer                                        -> VirtualBoardDto
 */
import type { Won } from '../../shared/domain/money.js';
import type { Odds } from '../../shared/domain/odds.js';
import * as D from '../decode.js';
import { dateTextDecoder, idDecoder, oddsDecoder, textIdDecoder, wonDecoder } from './common.js';

export interface SportsLocationDto {
  readonly location_id: number;
  readonly sport_id: number;
  readonly name_korean: string;
  readonly image_path: string | null;
  readonly cnt: number;
}
export const sportsLocationDtoDecoder: D.Decoder<SportsLocationDto> = D.object({
  location_id: idDecoder,
  sport_id: idDecoder,
  name_korean: D.string,
  image_path: D.withDefault(D.nullable(D.string), null),
  cnt: D.withDefault(D.integer, 0),
});

export interface SportsLeagueDto {
  readonly league_id: number;
  readonly name_korean: string;
  readonly cnt: number;
}
export const sportsLeagueDtoDecoder: D.Decoder<SportsLeagueDto> = D.object({
  league_id: idDecoder,
  name_korean: D.string,
  cnt: D.withDefault(D.integer, 0),
});

export interface SportsMenuDto {
  readonly sportsEventId: number;
  readonly sportsEventKorean: string;
  readonly leagueCount: number;
  readonly locations: SportsLocationDto[];
  readonly leagues: SportsLeagueDto[];
}
export const sportsMenuDtoDecoder: D.Decoder<SportsMenuDto> = D.object({
  sportsEventId: idDecoder,
  sportsEventKorean: D.string,
  leagueCount: D.withDefault(D.integer, 0),
  locations: D.withDefault(D.array(sportsLocationDtoDecoder), []),
  leagues: D.withDefault(D.array(sportsLeagueDtoDecoder), []),
});

export interface PopularFixtureDto {
  readonly id: number;
  readonly sportId: number;
  readonly sportName: string;
  readonly locationImagePath: string | null;
  readonly homeParticipantsNameKorean: string;
  readonly awayParticipantsNameKorean: string;
}
export const popularFixtureDtoDecoder: D.Decoder<PopularFixtureDto> = D.object({
  id: idDecoder,
  sportId: idDecoder,
  sportName: D.string,
  locationImagePath: D.withDefault(D.nullable(D.string), null),
  homeParticipantsNameKorean: D.string,
  awayParticipantsNameKorean: D.string,
});

/** Result filter of the history screen; omitted means all. */
export type BetHistoryResultFilter = 'waiting' | 'won' | 'lost';

export interface BetHistoryQuery {
  readonly page: number;
  readonly perpage: number;
  /** 1 sports, 2 live, 3 mini-game, 4 virtual, other casino. */
  readonly gameType: number;
  /** The member's login id. */
  readonly memberUserId: string;
  readonly gameDetailTypes?: readonly number[];
  /** "YYYY-MM-DD" (KST), inclusive; not in the spec's list but needed by the date filter. */
  readonly startDate?: string;
  readonly endDate?: string;
  readonly result?: BetHistoryResultFilter;
}

const text = D.withDefault(D.string, '');
const lineText = D.withDefault(D.nullable(D.map(D.union(D.string, D.number), String)), null);

/** One leg of a history slip, with the snake_case names of spec section 3. */
export interface BetHistoryLegDto {
  readonly startdate: string;
  readonly sports_name: string;
  readonly league_name: string;
  readonly sports_betting_home_participants_name: string;
  readonly sports_betting_away_participants_name: string;
  readonly sports_betting_market_name: string;
  /** -1 for the Bonus leg. */
  readonly sports_betting_market_id: number;
  readonly sports_betting_bet_name: string;
  readonly sports_betting_bet_baseline: string | null;
  readonly sports_betting_bet_line: string | null;
  readonly sports_betting_bet_price: Odds;
  readonly sports_betting_score: string | null;
  /** Read through a leg-win-flag policy (spec section 4 gives two readings). */
  readonly sports_betting_win_flag: number;
  readonly sports_betting_sports_prematch_odds_id: number | null;
}
export const betHistoryLegDtoDecoder: D.Decoder<BetHistoryLegDto> = D.object({
  startdate: text,
  sports_name: text,
  league_name: text,
  sports_betting_home_participants_name: text,
  sports_betting_away_participants_name: text,
  sports_betting_market_name: text,
  sports_betting_market_id: D.integer,
  sports_betting_bet_name: text,
  sports_betting_bet_baseline: lineText,
  sports_betting_bet_line: lineText,
  sports_betting_bet_price: oddsDecoder,
  sports_betting_score: lineText,
  sports_betting_win_flag: D.integer,
  sports_betting_sports_prematch_odds_id: D.withDefault(D.nullable(idDecoder), null),
});

/** One slip of the history list. `legs` is our name for the slip's legs (the spec names none). */
export interface BetHistorySlipDto {
  readonly id: number;
  readonly e_money: Won;
  readonly ip_address: string | null;
  readonly user_id: string;
  readonly nickname: string;
  readonly member_id: number;
  readonly user_type: string | null;
  readonly created_at: string;
  readonly cancel_at: string | null;
  readonly deleted_at: string | null;
  readonly amount: Won;
  readonly status: number;
  readonly status_name: string;
  /** 0 waiting ('대기', cancellable); others settled (deletable). */
  readonly settlement_flag: number;
  readonly settlement_name: string;
  readonly total_ratio: Odds;
  readonly expect_amount: Won;
  readonly win_amount: Won;
  /** Mini-game slips only. */
  readonly win_bet_name: string | null;
  readonly legs: BetHistoryLegDto[];
}
const nullableText = D.withDefault(D.nullable(D.string), null);
export const betHistorySlipDtoDecoder: D.Decoder<BetHistorySlipDto> = D.object({
  id: idDecoder,
  e_money: D.withDefault(wonDecoder, 0 as Won),
  ip_address: nullableText,
  user_id: textIdDecoder,
  nickname: text,
  member_id: idDecoder,
  user_type: nullableText,
  created_at: dateTextDecoder,
  cancel_at: nullableText,
  deleted_at: nullableText,
  amount: wonDecoder,
  status: D.withDefault(D.integer, 0),
  status_name: text,
  settlement_flag: D.integer,
  settlement_name: text,
  total_ratio: oddsDecoder,
  expect_amount: wonDecoder,
  win_amount: D.withDefault(wonDecoder, 0 as Won),
  win_bet_name: nullableText,
  legs: D.withDefault(D.array(betHistoryLegDtoDecoder), []),
});

/** Which slips to hide from the member's history. */
export interface BetSlipRefDto {
  readonly id: number;
}

/** Virtual (bet365) soccer page: video streams and league list. */
export interface VirtualBoardDto {
  readonly streams: { readonly name: string; readonly url: string }[];
  readonly leagues: { readonly id: string; readonly name: string }[];
}
export const virtualBoardDtoDecoder: D.Decoder<VirtualBoardDto> = D.object({
  streams: D.withDefault(D.array(D.object({ name: D.string, url: D.string })), []),
  leagues: D.withDefault(D.array(D.object({ id: textIdDecoder, name: D.string })), []),
});

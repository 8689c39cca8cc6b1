import { betNameLabel } from '../../labels/domain/bet-name-labels.js';
import { gamePhaseLabel } from '../../labels/domain/game-phase-labels.js';
import { hasMarketLabel, marketLabel } from '../../labels/domain/market-labels.js';
import { parseKstDateTime } from '../../shared/domain/kst.js';
import type { Odds } from '../../shared/domain/odds.js';
import { SPORTS_MESSAGES } from './sports.messages.js';

/* ------------------------------------------------------------------ records (decoded server rows) */

export interface SportsOddsRecord {
  readonly id: number;
  readonly betName: string;
  readonly betNameKorean: string;
  readonly betLine: string | null;
  readonly betBaseline: string | null;
  readonly betPrice: Odds;
  readonly version: number;
  readonly suspended: boolean;
}

export interface SportsMarketRecord {
  /** The market row id (unique per fixture and line). */
  readonly id: number;
  /** The market type id of the feed (1 1X2, 2 Under/Over, ...); what a bet leg carries as marketId. */
  readonly marketId: number;
  readonly marketName: string;
  readonly marketNameKorean: string;
  readonly baseline: string | null;
  readonly suspended: boolean;
  readonly odds: readonly SportsOddsRecord[];
}

export interface SportsScore {
  readonly home: number;
  readonly away: number;
}

/**
 * The fixture's id and the sport, location and league it belongs to: the same fields on the
 * server row and on the model (the model's leagueNameKorean falls back to leagueName).
 */
export interface SportsFixtureHeader {
  readonly id: number;
  readonly sportId: number;
  readonly sportNameKorean: string;
  readonly locationId: number;
  readonly locationNameKorean: string;
  readonly locationImagePath: string | null;
  readonly leagueId: number;
  readonly leagueName: string;
  readonly leagueNameKorean: string;
}

/** One row of GET /sports-prematch/fixtures or /sports-inplay/fixtures, decoded. */
export interface SportsFixtureRecord extends SportsFixtureHeader {
  /** ISO 8601, or "YYYY-MM-DD HH:mm:ss" read as KST. */
  readonly startDate: string;
  /** Named once at the edge (`sportsFixtureStatusOf` in the wire decoder). */
  readonly status: SportsFixtureStatus;
  readonly homeParticipantsName: string;
  readonly homeParticipantsNameKorean: string;
  readonly awayParticipantsName: string;
  readonly awayParticipantsNameKorean: string;
  readonly score: SportsScore | null;
  readonly periodCode: number | null;
  readonly markets: readonly SportsMarketRecord[];
  /** The match's live video when the feed gives one (played by /streaming). */
  readonly streamUrl?: string | null;
}

/* ------------------------------------------------------------------ model */

/**
 * Fixture status codes of the feed: the wire's numbers, read only by the decoders
 * (`sportsFixtureStatusOf`); rules, labels and filters read the names.
 */
export const SPORTS_FIXTURE_STATUS = { notStarted: 1, inPlay: 2, finished: 3, cancelled: 4 } as const;
/** A fixture's status by name; 'unknown' for a code the feed may add later. */
export type SportsFixtureStatus = keyof typeof SPORTS_FIXTURE_STATUS | 'unknown';

/** Which way the last price change went, for the flash; null when nothing is flashing. */
export type SportsOddsMovement = 'up' | 'down' | null;

export interface SportsOdds {
  readonly id: number;
  readonly name: string;
  readonly nameKorean: string;
  readonly line: string | null;
  readonly baseline: string | null;
  readonly price: Odds;
  readonly version: number;
  readonly suspended: boolean;
  readonly movement: SportsOddsMovement;
}

export interface SportsMarket {
  readonly id: number;
  readonly marketId: number;
  readonly name: string;
  readonly nameKorean: string;
  readonly baseline: string | null;
  readonly suspended: boolean;
  readonly odds: readonly SportsOdds[];
}

export interface SportsParticipant {
  readonly name: string;
  /** The Korean name, or the feed name when the feed has none. */
  readonly nameKorean: string;
}

export interface SportsFixture extends SportsFixtureHeader {
  /** Epoch ms; null when the server's date text does not parse. */
  readonly startsAt: number | null;
  readonly status: SportsFixtureStatus;
  readonly periodCode: number | null;
  readonly score: SportsScore | null;
  readonly home: SportsParticipant;
  readonly away: SportsParticipant;
  readonly markets: readonly SportsMarket[];
  /** The match's live video when the feed gives one; absent otherwise. */
  readonly streamUrl?: string;
}

const orName = (korean: string, name: string): string => (korean.trim() !== '' ? korean : name);

/**
 * Korean market name: the label table of core/src/labels first (it also rewrites the period word
 * per sport), then the server's own Korean, then the feed name.
 */
export function sportsMarketNameKorean(name: string, serverKorean: string, sportId: number): string {
  return hasMarketLabel(name) ? marketLabel(name, sportId) : orName(serverKorean, name);
}

/** Korean pick name: the label table when it knows the name, then the server's Korean, then the name. */
export function sportsBetNameKorean(name: string, serverKorean: string): string {
  const label = betNameLabel(name);
  return label !== name ? label : orName(serverKorean, name);
}

/** Epoch ms of the server's start time; "YYYY-MM-DD HH:mm:ss" without a zone is KST. */
export function sportsStartTime(text: string): number | null {
  const kst = parseKstDateTime(text);
  const ms = Number.isNaN(kst) ? Date.parse(text) : kst;
  return Number.isNaN(ms) ? null : ms;
}

export function sportsFixtureFromRecord(r: SportsFixtureRecord): SportsFixture {
  return {
    id: r.id,
    sportId: r.sportId,
    sportNameKorean: r.sportNameKorean,
    locationId: r.locationId,
    locationNameKorean: r.locationNameKorean,
    locationImagePath: r.locationImagePath,
    leagueId: r.leagueId,
    leagueName: r.leagueName,
    leagueNameKorean: orName(r.leagueNameKorean, r.leagueName),
    startsAt: sportsStartTime(r.startDate),
    status: r.status,
    periodCode: r.periodCode,
    score: r.score,
    home: { name: r.homeParticipantsName, nameKorean: orName(r.homeParticipantsNameKorean, r.homeParticipantsName) },
    away: { name: r.awayParticipantsName, nameKorean: orName(r.awayParticipantsNameKorean, r.awayParticipantsName) },
    markets: r.markets.map((m) => ({
      id: m.id,
      marketId: m.marketId,
      name: m.marketName,
      nameKorean: sportsMarketNameKorean(m.marketName, m.marketNameKorean, r.sportId),
      baseline: m.baseline,
      suspended: m.suspended,
      odds: m.odds.map((o) => ({
        id: o.id,
        name: o.betName,
        nameKorean: sportsBetNameKorean(o.betName, o.betNameKorean),
        line: o.betLine,
        baseline: o.betBaseline,
        price: o.betPrice,
        version: o.version,
        suspended: o.suspended,
        movement: null,
      })),
    })),
    ...(r.streamUrl ? { streamUrl: r.streamUrl } : {}),
  };
}

const STATUS_BY_CODE: ReadonlyMap<number, SportsFixtureStatus> = new Map(
  Object.entries(SPORTS_FIXTURE_STATUS).map(([name, code]) => [code, name as SportsFixtureStatus]),
);

/** The name of a feed code: used by the wire decoders only. */
export const sportsFixtureStatusOf = (code: number): SportsFixtureStatus => STATUS_BY_CODE.get(code) ?? 'unknown';

/** The full-time code of spec section 4, for a finished fixture whose feed sent no phase. */
const FULL_TIME_CODE = 100;

/** What the card shows where the clock would be: '경기전', '2쿼터', '경기종료', '경기취소'. */
export function sportsPhaseLabel(f: Pick<SportsFixture, 'status' | 'periodCode' | 'sportId'>): string {
  switch (f.status) {
    case 'notStarted':
      return SPORTS_MESSAGES.notStarted;
    case 'cancelled':
      return SPORTS_MESSAGES.cancelled;
    case 'finished':
      return gamePhaseLabel(f.periodCode ?? FULL_TIME_CODE, f.sportId);
    default:
      // Unknown codes (and a live game without a phase yet) get the labels' fallback '경기중'.
      return gamePhaseLabel(f.periodCode ?? Number.NaN, f.sportId);
  }
}

/** "2 : 1"; empty before kick-off. */
export const sportsScoreText = (score: SportsScore | null): string => (score ? `${score.home} : ${score.away}` : '');

export interface SportsPick {
  readonly fixture: SportsFixture;
  readonly market: SportsMarket;
  readonly odds: SportsOdds;
}

/** The fixture, market and odds of an odds id on a fixture, or null when not in the list. */
export function findSportsPick(fixtures: readonly SportsFixture[], fixtureId: number, oddsId: number): SportsPick | null {
  const fixture = fixtures.find((f) => f.id === fixtureId);
  for (const market of fixture?.markets ?? []) {
    const odds = market.odds.find((o) => o.id === oddsId);
    if (fixture && odds) return { fixture, market, odds };
  }
  return null;
}

/** Every odds id shown, in list order (what the live odds stream subscribes to). */
export const sportsOddsIdsOf = (fixtures: readonly SportsFixture[]): number[] =>
  fixtures.flatMap((f) => f.markets.flatMap((m) => m.odds.map((o) => o.id)));

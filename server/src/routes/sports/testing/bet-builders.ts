import { oddsFromPrice, totalOdds } from '@bet/core/shared';
import type { SportsFixtureRowWire } from '@bet/core/api';
import type { SportsTestApp } from './sports-test-app.js';

/*
 * A fixture row of the lists as the server sends it (the contract's SportsFixtureRowWire with
 * every field present, as this server always sends them): decimal prices, numeric status.
 */
export interface OddsView {
  id: number;
  betName: string;
  betNameKorean: string;
  betLine: string | null;
  betBaseline: string | null;
  betPrice: number;
  version: number;
  suspended: boolean;
}
export interface MarketView {
  id: number;
  marketId: number;
  marketName: string;
  marketNameKorean: string;
  baseline: string | null;
  suspended: boolean;
  odds: OddsView[];
}
export interface FixtureView {
  id: number;
  sportId: number;
  sportName: string;
  sportNameKorean: string;
  locationId: number;
  locationNameKorean: string;
  locationImagePath: string | null;
  leagueId: number;
  leagueName: string;
  leagueNameKorean: string;
  startDate: string;
  status: number;
  homeParticipantsName: string;
  homeParticipantsNameKorean: string;
  awayParticipantsName: string;
  awayParticipantsNameKorean: string;
  score: { home: number; away: number } | null;
  periodCode: number | null;
  markets: MarketView[];
}
/** Compile-time check: the row the tests read is the contract's wire row. */
export const fixtureViewIsWire = (f: FixtureView): SportsFixtureRowWire => f;

/** Fixtures as the client sees them. */
export async function fixtures(t: Pick<SportsTestApp, 'call'>, phase: 'prematch' | 'inplay', query = ''): Promise<FixtureView[]> {
  const res = await t.call(null, { url: `/api/sports-${phase}/fixtures?perpage=100${query}` });
  if (res.statusCode !== 200) throw new Error(`fixtures: ${res.statusCode} ${res.body}`);
  return res.json() as FixtureView[];
}

export interface TestPick {
  readonly fixture: FixtureView;
  readonly market: MarketView;
  readonly odds: OddsView;
}

/** Open picks of a fixture (market and pick not suspended), optionally of one market type. */
export function picksOf(fixture: FixtureView, marketTypeId?: number): TestPick[] {
  return fixture.markets
    .filter((m) => !m.suspended && (marketTypeId === undefined || m.marketId === marketTypeId))
    .flatMap((market) => market.odds.filter((o) => !o.suspended).map((odds) => ({ fixture, market, odds })));
}

export function legOf(p: TestPick) {
  return {
    betPrice: p.odds.betPrice,
    fixtureId: p.fixture.id,
    oddsId: p.odds.id,
    sportId: p.fixture.sportId,
    marketId: p.market.marketId,
    version: p.odds.version,
    betNameKorean: p.odds.betNameKorean,
  };
}

/** A well-formed pre-match body (EU style, gameDetailType 91/92/93 by pick count). */
export function prematchBody(memberId: number, picks: readonly TestPick[], amount: number, extra: Record<string, unknown> = {}) {
  const total = totalOdds(picks.map((p) => oddsFromPrice(p.odds.betPrice)!));
  return {
    memberId,
    totalRatio: total / 100,
    amounts: amount,
    bettings: picks.map(legOf),
    gameDetailType: 90 + Math.min(3, Math.max(1, picks.length)),
    gameStyle: 'EU',
    changeFlag: false,
    ...extra,
  };
}

export function inplayBody(memberId: number, picks: readonly TestPick[], amount: number, extra: Record<string, unknown> = {}) {
  return {
    ...prematchBody(memberId, picks, amount),
    gameDetailType: 96 + Math.min(3, Math.max(1, picks.length)),
    gameStyle: 'IN',
    liveBetTime: 5,
    sportIdForLiveBetTime: picks[0]?.fixture.sportId ?? 0,
    ...extra,
  };
}

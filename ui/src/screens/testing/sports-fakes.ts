import { NEVER } from 'rxjs';
import {
  odds,
  ok,
  PrematchListViewModel,
  sportsSelectedOddsIds,
  type ApiError,
  type BetSlipViewModel,
  type Result,
  type SportsFixturePage,
  type SportsFixturePageRequest,
  type SportsFixtureRecord,
  type SportsGateway,
  type SportsMarketRecord,
  type SportsOddsRecord,
  type SsePort,
} from '@bet/core';
import { standingClock } from './charge-fakes.js';

/** No live frames: the list shows what the gateway served. */
export const silentSse: SsePort = { source: () => NEVER, stream: () => NEVER };

const oddsRow = (id: number, betName: string, price: number, over: Partial<SportsOddsRecord> = {}): SportsOddsRecord => ({
  id,
  betName,
  betNameKorean: '',
  betLine: null,
  betBaseline: null,
  betPrice: odds(price),
  version: 1,
  suspended: false,
  ...over,
});

/** Fixture `id`: 1X2 (odds ids id*10+1..3) and Under/Over 2.5 (id*10+4..5), kick-off 19:00 KST. */
export function fixtureRow(id: number, over: Partial<SportsFixtureRecord> = {}, marketOver: Partial<SportsMarketRecord> = {}): SportsFixtureRecord {
  const oneXTwo: SportsMarketRecord = {
    id: id * 10,
    marketId: 1,
    marketName: '1X2',
    marketNameKorean: '승무패',
    baseline: null,
    suspended: false,
    odds: [oddsRow(id * 10 + 1, '1', 185), oddsRow(id * 10 + 2, 'X', 320), oddsRow(id * 10 + 3, '2', 410)],
    ...marketOver,
  };
  const totals: SportsMarketRecord = {
    id: id * 10 + 1,
    marketId: 2,
    marketName: 'Under/Over',
    marketNameKorean: '언더오버',
    baseline: '2.5',
    suspended: false,
    odds: [oddsRow(id * 10 + 4, 'Over', 190, { betLine: '2.5' }), oddsRow(id * 10 + 5, 'Under', 188, { betLine: '2.5' })],
  };
  return {
    id,
    sportId: 6046,
    sportNameKorean: '축구',
    locationId: 5,
    locationNameKorean: '대한민국',
    locationImagePath: null,
    leagueId: 77,
    leagueName: 'K League 1',
    leagueNameKorean: 'K리그1',
    startDate: '2026-11-22T10:00:00.000Z',
    status: 1,
    homeParticipantsName: 'Seoul',
    homeParticipantsNameKorean: '서울',
    awayParticipantsName: 'Busan',
    awayParticipantsNameKorean: '부산',
    score: null,
    periodCode: null,
    markets: [oneXTwo, totals],
    ...over,
  };
}

/** Serves `rows` as every page and records the requests. */
export class ScreenSportsGateway implements SportsGateway {
  readonly requests: SportsFixturePageRequest[] = [];
  rows: SportsFixtureRecord[] = [fixtureRow(1), fixtureRow(2)];
  totalCount = 2;

  async loadPrematchFixtures(request: SportsFixturePageRequest): Promise<Result<SportsFixturePage, ApiError>> {
    this.requests.push(request);
    return ok({ rows: this.rows, totalCount: this.totalCount });
  }
  async loadInplayFixtures(): Promise<Result<SportsFixturePage, ApiError>> {
    return ok({ rows: [], totalCount: 0 });
  }
  async loadSportsMenu() {
    return ok([]);
  }
  async loadPopularFixtures() {
    return ok([]);
  }
  async loadLeagues() {
    return ok([]);
  }
}

/** A real pre-match list marking the picks of `betSlip`. */
export function prematchSetup(betSlip: BetSlipViewModel) {
  const gateway = new ScreenSportsGateway();
  const viewModel = new PrematchListViewModel({
    gateway,
    sse: silentSse,
    clock: standingClock,
    selectedOddsIds$: sportsSelectedOddsIds(betSlip.state$),
  });
  return { gateway, viewModel };
}

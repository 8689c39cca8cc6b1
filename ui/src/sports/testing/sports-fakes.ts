import { NEVER } from 'rxjs';
import {
  PrematchListViewModel,
  sportsSelectedOddsIds,
  type SportsFixturePageRequest,
  type SportsFixtureRecord,
  type SportsMarketRecord,
} from '@bet/core/sports';
import type { BetSlipViewModel } from '@bet/core/bet-slip';
import type { SsePort } from '@bet/core/shared';
import { FakeSportsGateway, fixtureRecord } from '../../../../core/src/sports/testing/sports-test-kit.js';
import { standingClock } from '../../charge/testing/charge-fakes.js';

/** No live frames: the list shows what the gateway served. */
export const silentSse: SsePort = { source: () => NEVER, stream: () => NEVER };

/** core's `fixtureRecord` (1X2 odds ids id*10+1..3, Under/Over id*10+4..5), `marketOver` on its 1X2 market. */
export function fixtureRow(
  id: number,
  over: Partial<SportsFixtureRecord> = {},
  marketOver: Partial<SportsMarketRecord> = {},
): SportsFixtureRecord {
  const fixture = fixtureRecord(id, over);
  const [oneXTwo, ...rest] = fixture.markets;
  return oneXTwo ? { ...fixture, markets: [{ ...oneXTwo, ...marketOver }, ...rest] } : fixture;
}

/** The pre-match page requests `gateway` received, oldest first. */
export function prematchRequests(gateway: FakeSportsGateway): SportsFixturePageRequest[] {
  return gateway.calls.filter((c) => c.method === 'loadPrematchFixtures').map((c) => c.arg as SportsFixturePageRequest);
}

/** A real pre-match list on core's fake gateway (fixtures 1 and 2), marking the picks of `betSlip`. */
export function prematchSetup(betSlip: BetSlipViewModel) {
  const gateway = new FakeSportsGateway();
  const viewModel = new PrematchListViewModel({
    gateway,
    sse: silentSse,
    clock: standingClock,
    selectedOddsIds$: sportsSelectedOddsIds(betSlip.state$),
  });
  return { gateway, viewModel };
}

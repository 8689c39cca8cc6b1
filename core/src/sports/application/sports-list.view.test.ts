import { sportsFixtureFromRecord } from '../domain/sports-fixture.js';
import { fixtureRecord } from '../testing/sports-test-kit.js';
import { SportsGateway } from './sports-gateway.js';
import { formatSportsStartText, toSportsFixtureView } from './sports-list.view.js';

describe('sports list view', () => {
  it('writes the start time as MM/DD HH:mm in Korea time, empty when unknown', () => {
    expect(formatSportsStartText(Date.UTC(2026, 0, 5, 15, 7))).toBe('01/06 00:07');
    expect(toSportsFixtureView(sportsFixtureFromRecord(fixtureRecord(1, { startDate: 'soon' })), new Set(), 'prematch').startText).toBe('');
  });

  it('shows prices with two decimals and marks which picks are open', () => {
    const view = toSportsFixtureView(sportsFixtureFromRecord(fixtureRecord(1, { status: 'inPlay' })), new Set([13]), 'prematch');
    expect(view.markets[0]?.odds.map((o) => [o.priceText, o.selected, o.selectable])).toEqual([
      ['1.85', false, false],
      ['3.20', false, false],
      ['4.10', true, false],
    ]);
    expect(view.status).toBe('inPlay');
  });

  it('has its own injection token', () => {
    expect(SportsGateway.description).toBe('SportsGateway');
  });
});

import { sportsFixtureFromRecord } from '../domain/sports-fixture.js';
import { fixtureRecord } from '../testing/sports-test-kit.js';
import { SportsGateway } from './sports-gateway.js';
import { formatSportsStartText, sportsFixtureViews, toSportsFixtureView } from './sports-list.view.js';

describe('sports list view', () => {
  it('writes the start time as MM/DD HH:mm in Korea time, empty when unknown', () => {
    expect(formatSportsStartText(Date.UTC(2026, 0, 5, 15, 7))).toBe('01/06 00:07');
    expect(toSportsFixtureView(sportsFixtureFromRecord(fixtureRecord(1, { startDate: 'soon' }))).startText).toBe('');
  });

  it('names the picks and leaves their prices to the price cells', () => {
    const view = toSportsFixtureView(sportsFixtureFromRecord(fixtureRecord(1, { status: 'inPlay' })));
    expect(view.markets[0]?.odds).toEqual([
      { id: 11, name: '1', nameKorean: '승', line: null, baseline: null },
      { id: 12, name: 'X', nameKorean: '무', line: null, baseline: null },
      { id: 13, name: '2', nameKorean: '패', line: null, baseline: null },
    ]);
    expect(view.status).toBe('inPlay');
  });

  it('answers the same view for the same fixture (a card left alone need not re-render)', () => {
    const viewOf = sportsFixtureViews();
    const fixture = sportsFixtureFromRecord(fixtureRecord(1));
    expect(viewOf(fixture)).toBe(viewOf(fixture));
    const other = sportsFixtureFromRecord(fixtureRecord(1));
    expect(viewOf(other)).not.toBe(viewOf(fixture));
    const sameMarkets = { ...other, markets: fixture.markets };
    expect(viewOf(sameMarkets).markets[1]).toBe(viewOf(fixture).markets[1]);
  });

  it('has its own injection token', () => {
    expect(SportsGateway.description).toBe('SportsGateway');
  });
});

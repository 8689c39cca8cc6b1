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
    const changed = { ...fixture, leagueNameKorean: '다른 리그' };
    expect(viewOf(changed)).not.toBe(viewOf(fixture));
    expect(viewOf(changed).markets[1]).toBe(viewOf(fixture).markets[1]);
  });

  it('answers the view last drawn for a refetched fixture with the same content, and a new one when it changed', () => {
    const viewOf = sportsFixtureViews();
    const first = viewOf(sportsFixtureFromRecord(fixtureRecord(1, { status: 'inPlay' })));
    // A refetch: new objects for the fixture and every market, prices aside the same content.
    const refetched = viewOf(sportsFixtureFromRecord(fixtureRecord(1, { status: 'inPlay' })));
    expect(refetched).toBe(first);
    const renamed = sportsFixtureFromRecord(fixtureRecord(1, { status: 'inPlay' }));
    const later = viewOf({ ...renamed, markets: [{ ...renamed.markets[0]!, suspended: true }, ...renamed.markets.slice(1)] });
    expect(later).not.toBe(first);
    expect(later.markets[0]).not.toBe(first.markets[0]);
    expect(later.markets[0]?.suspended).toBe(true);
    expect(later.markets[1]).toBe(first.markets[1]);
  });

  it('has its own injection token', () => {
    expect(SportsGateway.description).toBe('SportsGateway');
  });
});

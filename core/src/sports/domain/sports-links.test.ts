import { sportsLeagueHref, sportsListHref, sportsListPathOf, sportsPopularHref, sportsSearchHref } from './sports-links.js';

describe('sports links', () => {
  it('keeps /korea for a league click made on /korea', () => {
    expect(sportsLeagueHref('/korea', 6046, 5, 77)).toBe('/korea?game_type=1&sportId=6046&location=5&league=77');
    expect(sportsLeagueHref('/korea/?sportId=1', 6046, 5, 77)).toBe('/korea?game_type=1&sportId=6046&location=5&league=77');
  });

  it('opens /europe for a league click made anywhere else', () => {
    expect(sportsLeagueHref('/europe', 48242, 9, 3)).toBe('/europe?game_type=1&sportId=48242&location=9&league=3');
    expect(sportsLeagueHref('/casino', 48242, 9, 3)).toBe('/europe?game_type=1&sportId=48242&location=9&league=3');
    expect(sportsListPathOf('/')).toBe('europe');
    expect(sportsListPathOf('')).toBe('europe');
  });

  it('links a popular game to /europe?game_type=1&fixtureId={id}', () => {
    expect(sportsPopularHref(123)).toBe('/europe?game_type=1&fixtureId=123');
  });

  it('builds the search link with the unix seconds of the clock', () => {
    expect(sportsSearchHref(' 토트넘 ', Date.UTC(2026, 10, 22, 3, 0, 0, 999))).toBe(
      `/europe?time=${Date.UTC(2026, 10, 22, 3, 0, 0) / 1000}&search=${encodeURIComponent('토트넘')}`,
    );
  });

  it('gives no search link for a blank text', () => {
    expect(sportsSearchHref('   ', 0)).toBeNull();
  });

  it('writes the bare path for an empty query', () => {
    expect(sportsListHref('korea', {})).toBe('/korea');
  });
});

import { isTabActive, leagueLocation, popularGameLocation, prematchListOf, searchLocation, shellVisibility } from './visibility.js';

describe('shell visibility', () => {
  it('hides side bars and slip on the top page, login and partner pages only', () => {
    expect(shellVisibility('/')).toEqual({ sidebars: false, betSlip: false });
    expect(shellVisibility('/login')).toEqual({ sidebars: false, betSlip: false });
    expect(shellVisibility('/partner/calc')).toEqual({ sidebars: false, betSlip: false });
    expect(shellVisibility('/europe')).toEqual({ sidebars: true, betSlip: true });
    expect(shellVisibility('/mypage/recommender')).toEqual({ sidebars: true, betSlip: true });
  });
});

describe('sidebar locations', () => {
  it('searches on /europe with the unix time in seconds and the text', () => {
    expect(searchLocation(' 맨유 ', Date.UTC(2026, 0, 1) + 999)).toBe(
      `/europe?time=${Date.UTC(2026, 0, 1) / 1000}&search=%EB%A7%A8%EC%9C%A0`,
    );
  });

  it('opens a league on the list the member is on (korea stays korea, anything else europe)', () => {
    expect(leagueLocation('/korea', 6046, 243, 8)).toBe('/korea?game_type=1&sportId=6046&location=243&league=8');
    expect(leagueLocation('/inplay', 6046, 243, 8)).toBe('/europe?game_type=1&sportId=6046&location=243&league=8');
    expect(prematchListOf('/korea/x')).toBe('/korea');
  });

  it('opens a popular game by fixture id', () => {
    expect(popularGameLocation(77)).toBe('/europe?game_type=1&fixtureId=77');
  });

  it('marks the sports tab for both pre-match lists and other tabs for their sub-pages', () => {
    expect(isTabActive('/europe', '/korea')).toBe(true);
    expect(isTabActive('/bet_result', '/bet_result/sports')).toBe(true);
    expect(isTabActive('/casino', '/casinox')).toBe(false);
  });
});

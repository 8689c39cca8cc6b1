import { buildLocation, normalizePath, parseSessionLocation, queryValue } from './route-location.js';

describe('route locations', () => {
  it('splits a location into a normalised path and first query values', () => {
    expect(parseSessionLocation('/partner/?joinCd=A1&joinCd=B2&x=%ED%95%9C#top')).toEqual({
      path: '/partner',
      query: { joinCd: 'A1', x: '한' },
    });
    expect(parseSessionLocation('')).toEqual({ path: '/', query: {} });
  });

  it('normalises slashes', () => {
    expect(normalizePath('mypage//recommender/')).toBe('/mypage/recommender');
  });

  it('reads the first trimmed query value, empty when absent', () => {
    expect(queryValue({ joinCd: ['  X ', 'Y'] }, 'joinCd')).toBe('X');
    expect(queryValue({ joinCd: null }, 'joinCd')).toBe('');
    expect(queryValue({}, 'joinCd')).toBe('');
  });

  it('builds a location with an encoded query', () => {
    expect(buildLocation('/login', { title: 'deposit' })).toBe('/login?title=deposit');
    expect(buildLocation('/')).toBe('/');
  });
});

import { betHistoryCall } from '../contracts/sports.js';
import { inplayBetCall, inplayTokenCall } from '../contracts/sports-betting.js';
import type { Won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { sampleHistorySlipJson } from '../testing/api-fixtures.js';
import { describeCalls } from '../testing/api-test-kit.js';

const leg = { betPrice: odds(185), fixtureId: 100, oddsId: 9001, sportId: 6046, marketId: 1, version: 3, betNameKorean: '홈승' };
const legWire = { ...leg, betPrice: 1.85 };
const historyQuery = { page: 1, perpage: 10, gameType: 1, memberUserId: 'player01', gameDetailTypes: [91, 92] };
const historyQueryWire = { ...historyQuery, user: 1 };

describe('API client: sports', () => {
  const location = { location_id: 1, sport_id: 6046, name_korean: '잉글랜드', image_path: '/flags/en.png', cnt: 12 };
  const league = { league_id: 8, name_korean: 'EPL', cnt: 10 };
  const slip = sampleHistorySlipJson();
  const slipDecoded = { ...slip, total_ratio: 342, legs: [{ ...(slip['legs'] as object[])[0], sports_betting_bet_price: 185 }] };
  describeCalls([
    {
      name: 'sports.topSports',
      invoke: (api) => api.sports.topSports(),
      request: { method: 'GET', path: '/sportsLeague/topSport' },
      response: [{ sportsEventId: 6046, sportsEventKorean: '축구', leagueCount: 3, locations: [location] }],
      decoded: [{ sportsEventId: 6046, sportsEventKorean: '축구', leagueCount: 3, locations: [location], leagues: [] }],
      bad: {
        body: [{ sportsEventId: 6046, sportsEventKorean: '축구', locations: [{ ...location, cnt: 'x' }] }],
        path: '$[0].locations[0].cnt',
      },
    },
    {
      name: 'sports.popularFixtures',
      invoke: (api) => api.sports.popularFixtures(),
      request: { method: 'GET', path: '/sports-prematch/event/top' },
      response: [{ id: 100, sportId: 6046, sportName: '축구', homeParticipantsNameKorean: '아스날', awayParticipantsNameKorean: '첼시' }],
      decoded: [
        {
          id: 100,
          sportId: 6046,
          sportName: '축구',
          locationImagePath: null,
          homeParticipantsNameKorean: '아스날',
          awayParticipantsNameKorean: '첼시',
        },
      ],
    },
    {
      name: 'sports.locations',
      invoke: (api) => api.sports.locations(6046),
      request: { method: 'GET', path: '/sports-prematch/location', query: { sportId: 6046 } },
      response: [location],
      decoded: [location],
    },
    {
      name: 'sports.leagues',
      invoke: (api) => api.sports.leagues(6046, 1),
      request: { method: 'GET', path: '/sports-prematch/league', query: { sportId: 6046, locationId: 1 } },
      response: [league],
      decoded: [league],
      bad: { body: [{ ...league, league_id: 1.5 }], path: '$[0].league_id' },
    },
    {
      name: 'sports.historyCount',
      invoke: (api) => api.sports.historyCount(historyQuery),
      request: { method: 'GET', path: '/sports-prematch/count', query: historyQueryWire },
      response: { count: 21 },
      decoded: { count: 21 },
    },
    {
      name: 'sports.history',
      invoke: (api) => api.sports.history({ ...historyQuery, startDate: '2024-05-01', endDate: '2024-05-07', result: 'won' }),
      request: {
        method: 'GET',
        path: '/sports-prematch/bettings',
        query: { ...historyQueryWire, startDate: '2024-05-01', endDate: '2024-05-07', result: 'won' },
      },
      response: [slip],
      decoded: [slipDecoded],
      bad: {
        body: [sampleHistorySlipJson({ legs: [{ ...(slip['legs'] as object[])[0], sports_betting_bet_price: '1.85' }] })],
        path: '$[0].legs[0].sports_betting_bet_price',
      },
    },
    {
      name: 'sports.deleteHistory',
      invoke: (api) => api.sports.deleteHistory([{ id: 501 }, { id: 502 }]),
      request: { method: 'POST', path: '/sports-prematch/user-delete', body: [{ id: 501 }, { id: 502 }] },
    },
    {
      name: 'sports.cancelBet',
      invoke: (api) => api.sports.cancelBet(501),
      request: { method: 'POST', path: '/sports-prematch/user/cancelAll/501', moneyMoving: true },
    },
    {
      name: 'sports.virtualBoard',
      invoke: (api) => api.sports.virtualBoard(),
      request: { method: 'GET', path: '/vet3/Soccer' },
      response: { streams: [{ name: 'Premiership', url: 'https://v.example/1' }], leagues: [{ id: 1, name: 'Premiership' }] },
      decoded: { streams: [{ name: 'Premiership', url: 'https://v.example/1' }], leagues: [{ id: '1', name: 'Premiership' }] },
      bad: { body: { streams: [{ name: 'x' }] }, path: '$.streams[0].url' },
    },
  ]);
});

describe('API client: betting', () => {
  const common = { memberId: 12, totalRatio: odds(342), amounts: 10_000 as Won };
  const commonWire = { memberId: 12, totalRatio: 3.42, amounts: 10_000 };
  describeCalls([
    {
      name: 'betting.prematch',
      invoke: (api) => api.betting.prematch({ ...common, bettings: [leg], gameDetailType: 92, gameStyle: 'EU', changeFlag: false }),
      request: {
        method: 'POST',
        path: '/sports-prematch/betting',
        body: { ...commonWire, bettings: [legWire], gameDetailType: 92, gameStyle: 'EU', changeFlag: false },
        moneyMoving: true,
      },
      response: { id: 501 },
      decoded: { id: 501 },
      bad: { body: { id: '501' }, path: '$.id' },
    },
    {
      name: 'betting.virtual',
      invoke: (api) =>
        api.betting.virtual({
          ...common,
          gameDetailType: 60,
          bettings: [{ betPrice: odds(250), fixtureId: 7, oddsId: 70, marketId: 2, betNameKorean: '1번' }],
        }),
      request: {
        method: 'POST',
        path: '/virtureBetting/soccer',
        body: {
          ...commonWire,
          gameDetailType: 60,
          bettings: [{ betPrice: 2.5, fixtureId: 7, oddsId: 70, marketId: 2, betNameKorean: '1번' }],
        },
        moneyMoving: true,
      },
      response: { id: 502 },
      decoded: { id: 502 },
    },
    {
      name: 'betting.inplayToken',
      invoke: (api) => api.betting.inplayToken('player01', 48242),
      request: { method: 'GET', path: '/sports-inplay/get-betting-token/player01', query: { sports: 48242 } },
      response: { token: 'tok-1' },
      decoded: 'tok-1',
    },
    {
      name: 'betting.inplay placed',
      invoke: (api) =>
        api.betting.inplay(
          { ...common, bettings: [leg], gameDetailType: 97, changeFlag: true, liveBetTime: 6, sportIdForLiveBetTime: 6046 },
          'tok-1',
        ),
      request: {
        method: 'POST',
        path: '/sports-inplay/betting',
        body: {
          ...commonWire,
          bettings: [legWire],
          gameDetailType: 97,
          gameStyle: 'IN',
          changeFlag: true,
          liveBetTime: 6,
          sportIdForLiveBetTime: 6046,
        },
        headers: { 'X-Betting-Token': 'tok-1' },
        moneyMoving: true,
      },
      response: { id: 503, result: '1' },
      decoded: { status: 'placed', id: 503 },
      bad: { body: { result: '1' }, path: '$.result' },
    },
    {
      name: "betting.inplay with result '10' (odds changed)",
      invoke: (api) =>
        api.betting.inplay(
          { ...common, bettings: [leg], gameDetailType: 97, changeFlag: false, liveBetTime: 3, sportIdForLiveBetTime: 0 },
          'tok-2',
        ),
      request: {
        method: 'POST',
        path: '/sports-inplay/betting',
        body: {
          ...commonWire,
          bettings: [legWire],
          gameDetailType: 97,
          gameStyle: 'IN',
          changeFlag: false,
          liveBetTime: 3,
          sportIdForLiveBetTime: 0,
        },
        headers: { 'X-Betting-Token': 'tok-2' },
        moneyMoving: true,
      },
      response: { result: 10 },
      decoded: { status: 'oddsChanged' },
    },
  ]);
});

describe('API client: minigame', () => {
  const setting = { id: 301, providerName: 'lotus', minigameNameKorean: '로투스 홀짝', systemMaintenanceFlg: 0 };
  describeCalls([
    {
      name: 'minigame.settings',
      invoke: (api) => api.minigame.settings(),
      request: { method: 'GET', path: '/settingMinigame' },
      response: [setting],
      decoded: [{ ...setting, systemMaintenanceFlg: false }],
      bad: { body: [{ ...setting, providerName: null }], path: '$[0].providerName' },
    },
    {
      name: 'minigame.setting',
      invoke: (api) => api.minigame.setting(301),
      request: { method: 'GET', path: '/settingMinigame/301' },
      response: { ...setting, systemMaintenanceFlg: true },
      decoded: { ...setting, systemMaintenanceFlg: true },
    },
    {
      name: 'minigame.bettingSettings',
      invoke: (api) => api.minigame.bettingSettings(),
      request: { method: 'GET', path: '/settingMinigameBetting' },
      response: [{ gameDetailType: 301, minBetAmount: 5_000, maxBetAmount: 1_000_000, maxWinAmount: 3_000_000 }],
      decoded: [{ gameDetailType: 301, minBetAmount: 5_000, maxBetAmount: 1_000_000, maxWinAmount: 3_000_000 }],
      bad: { body: [{ gameDetailType: 301, minBetAmount: 5_000, maxBetAmount: 1_000_000 }], path: '$[0].maxWinAmount' },
    },
    {
      name: 'minigame.bet',
      invoke: (api) =>
        api.minigame.bet({
          memberId: 12,
          amounts: 5_000 as Won,
          totalRatio: odds(195),
          gameDetailType: 301,
          bettings: [{ oddsId: 30101, betPrice: odds(195), name: '홀', round: 120, gameId: 301 }],
        }),
      request: {
        method: 'POST',
        path: '/minigame/betting',
        body: {
          memberId: 12,
          amounts: 5_000,
          totalRatio: 1.95,
          gameDetailType: 301,
          bettings: [{ oddsId: 30101, betPrice: 1.95, name: '홀', round: 120, gameId: 301 }],
        },
        moneyMoving: true,
      },
      response: { id: 504 },
      decoded: { id: 504 },
    },
  ]);
});

describe('answers of several forms', () => {
  it('encode to their canonical form (what the server sends)', () => {
    expect(inplayTokenCall.response.encode('tok-1')).toBe('tok-1');
    expect(inplayBetCall.response.encode({ status: 'placed', id: 503 })).toEqual({ id: 503 });
    expect(inplayBetCall.response.encode({ status: 'oddsChanged' })).toEqual({ result: '10' });
  });

  it('a history row survives the trip through the contract, odds and line texts included', () => {
    const row = sampleHistorySlipJson();
    const legs = [{ ...(row['legs'] as object[])[0], sports_betting_bet_baseline: '1.5', sports_betting_score: 2 }];
    const decoded = betHistoryCall.response.decode([{ ...row, legs }]);
    if (!decoded.ok) throw new Error(decoded.error.message);
    expect(decoded.value[0]?.legs[0]).toMatchObject({ sports_betting_bet_baseline: '1.5', sports_betting_score: '2' });
    expect(betHistoryCall.response.decode(betHistoryCall.response.encode(decoded.value))).toEqual(decoded);
  });
});

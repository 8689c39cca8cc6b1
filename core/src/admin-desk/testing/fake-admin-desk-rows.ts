import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import type {
  AdminBet,
  AdminBettingFixture,
  AdminCharge,
  AdminFixture,
  AdminMember,
  AdminResponsiblePlayMember,
} from '../application/admin-desk.gateway.js';

// Sample rows of the admin API for the back office's view-model tests (FakeAdminDeskGateway
// holds them; the tests build them with these).

/** A member of the responsible-play list with nothing set; `extra` adds limits, an exclusion... */
export const fakeResponsiblePlayMember = (id: number, extra: Partial<AdminResponsiblePlayMember> = {}): AdminResponsiblePlayMember => ({
  id,
  userId: `member${String(id).padStart(2, '0')}`,
  nickname: `회원${id}`,
  limits: [],
  exclusion: null,
  realityCheck: null,
  stops: 0,
  lastStopAt: null,
  ...extra,
});

export const fakeMember = (id: number, status = 'active', role = 1): AdminMember => ({
  id,
  userId: `member${String(id).padStart(2, '0')}`,
  nickname: `회원${id}`,
  role,
  type: 0,
  status,
  createdAt: '2026-11-20 10:00:00',
});

export const fakeCharge = (id: number, memberId: number, amount: number, depositMode = 0): AdminCharge => ({
  id,
  memberId,
  userId: `member${String(memberId).padStart(2, '0')}`,
  depositMode,
  wallet: 'cash',
  amount,
  depositName: '홍길동',
  requestedAt: '2026-11-25 12:00:00',
  status: 0,
});

/** A football fixture with a 1X2 market and two Under/Over lines; no score from the feed unless given. */
export const fakeFixture = (id: number, home = '서울', away = '부산', score: AdminFixture['score'] = null): AdminFixture => ({
  id,
  startDate: '2026-11-25 19:00:00',
  league: 'K리그1',
  home,
  away,
  score,
  markets: [
    {
      key: `1||${id}1`,
      typeId: 1,
      name: '승무패',
      baseline: null,
      odds: [
        { id: id * 10 + 1, name: '홈승', line: null },
        { id: id * 10 + 2, name: '무', line: null },
        { id: id * 10 + 3, name: '원정승', line: null },
      ],
    },
    {
      key: `2|2.5|${id}2`,
      typeId: 2,
      name: '언더오버',
      baseline: '2.5',
      odds: [
        { id: id * 10 + 4, name: '오버', line: '2.5' },
        { id: id * 10 + 5, name: '언더', line: '2.5' },
      ],
    },
    {
      key: `2|3.5|${id}3`,
      typeId: 2,
      name: '언더오버',
      baseline: '3.5',
      odds: [
        { id: id * 10 + 6, name: '오버', line: '3.5' },
        { id: id * 10 + 7, name: '언더', line: '3.5' },
      ],
    },
  ],
});

/** A fixture of the betting desk: one 1X2 market with stakes on the home win (`held`: the operator suspended it). */
export const fakeBettingFixture = (id: number, held = false): AdminBettingFixture => ({
  id,
  startDate: '2026-11-25 19:00:00',
  status: 1,
  sport: '축구',
  league: 'K리그1',
  home: '서울',
  away: '부산',
  markets: [
    {
      id: id * 10,
      typeId: 1,
      name: '승무패',
      baseline: null,
      feedSuspended: false,
      held,
      slips: 2,
      stakes: won(30_000),
      odds: [
        {
          id: id * 100 + 1,
          name: '홈승',
          line: null,
          price: odds(185),
          suspended: held,
          stakes: won(20_000),
          payout: won(37_000),
          liability: won(7_000),
        },
        {
          id: id * 100 + 2,
          name: '무',
          line: null,
          price: odds(320),
          suspended: held,
          stakes: won(10_000),
          payout: won(32_000),
          liability: won(2_000),
        },
        {
          id: id * 100 + 3,
          name: '원정승',
          line: null,
          price: odds(410),
          suspended: held,
          stakes: won(0),
          payout: won(0),
          liability: won(-30_000),
        },
      ],
    },
  ],
});

/** A waiting single of a member on the betting desk's list. */
export const fakeBet = (id: number, userId = 'member01'): AdminBet => ({
  id,
  memberId: 1,
  userId,
  nickname: '회원1',
  gameType: 1,
  gameDetailType: 91,
  amount: won(10_000),
  totalOdds: odds(185),
  expectAmount: won(18_500),
  winAmount: won(0),
  settlementFlag: 0,
  voided: false,
  createdAt: '2026-11-25 12:00:00',
  legs: [{ event: '서울 vs 부산', market: '승무패', pick: '홈승', price: odds(185), outcome: 'pending', outcomeLabel: '대기' }],
});

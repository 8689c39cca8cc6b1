import { createApiClient } from '../api-client.js';
import { describeCalls } from '../testing/api-test-kit.js';

describe('API client: roulette', () => {
  describeCalls([
    {
      name: 'roulette.claimCoupons',
      invoke: (api) => api.roulette.claimCoupons(12),
      request: { method: 'POST', path: '/card/roulleteCount/12' },
      response: { message: '쿠폰 2장이 지급되었습니다.' },
      decoded: { message: '쿠폰 2장이 지급되었습니다.' },
      bad: { body: { message: 2 }, path: '$.message' },
    },
    {
      name: 'roulette.claimCouponsByAmount',
      invoke: (api) => api.roulette.claimCouponsByAmount(12),
      request: { method: 'POST', path: '/card/roulleteCountAndAmount', body: { memberId: 12 } },
      decoded: { message: null },
    },
    {
      name: 'roulette.spin',
      invoke: (api) => api.roulette.spin(12, 2),
      request: { method: 'POST', path: '/card/choice', body: { memberId: 12, couponType: 2 }, moneyMoving: true },
      response: { value: 20_000, name: '20,000 포인트' },
      decoded: { value: 20_000, name: '20,000 포인트' },
      bad: { body: { name: '꽝' }, path: '$.value' },
    },
    {
      name: 'roulette.couponCount',
      invoke: (api) => api.roulette.couponCount(12),
      request: { method: 'GET', path: '/card/user/count', query: { memberId: 12 } },
      response: { normal: 3, vip: 0 },
      decoded: { normal: 3, vip: 0 },
      bad: { body: { normal: 3, vip: null }, path: '$.vip' },
    },
  ]);
});

describe('API client: boards', () => {
  const post = { id: 1, title: '공지', contents: '<p>점검</p>', category: 'notice', createTimestamp: '2024-05-01 12:00:00' };
  const popup = {
    id: 2,
    popupStatus: 0,
    popupFlg: 1,
    contents: '<img src="/api/file/download/p.png">',
    link: null,
    popupSize: 500,
    pcLeftLocation: '100px',
    pcRightLocation: null,
    popupLeftLocation: 10,
    popupRightLocation: 20,
    notShowingexpireTime: 12,
  };
  describeCalls([
    {
      name: 'boards.notices',
      invoke: (api) => api.boards.notices(),
      request: { method: 'GET', path: '/boardNotice', query: { noticeType: 0 } },
      response: [post],
      decoded: [post],
      bad: { body: [post, { ...post, title: undefined }], path: '$[1].title' },
    },
    {
      name: 'boards.rules',
      invoke: (api) => api.boards.rules(),
      request: { method: 'GET', path: '/boardRule' },
      response: [],
      decoded: [],
    },
    {
      name: 'boards.events',
      invoke: (api) => api.boards.events(),
      request: { method: 'GET', path: '/boardEvent' },
      response: [{ id: 7, title: '첫충 이벤트', contents: '<p>10%</p>', category: 1 }],
      decoded: [{ id: 7, title: '첫충 이벤트', contents: '<p>10%</p>', category: '1', createTimestamp: null }],
    },
    {
      name: 'boards.board',
      invoke: (api) => api.boards.board({ category: 'notice', page: 1, perpage: 15 }),
      request: { method: 'GET', path: '/board', query: { category: 'notice', page: 1, perpage: 15 } },
      response: [post],
      decoded: [post],
    },
    {
      name: 'boards.popups',
      invoke: (api) => api.boards.popups(),
      request: { method: 'GET', path: '/boardPopup' },
      response: [popup],
      decoded: [popup],
      bad: { body: [{ ...popup, popupSize: true }], path: '$[0].popupSize' },
    },
  ]);
});

describe('API client: games', () => {
  describeCalls([
    {
      name: 'games.createRealpokerUser',
      invoke: (api) => api.games.createRealpokerUser('player01', '행운이'),
      request: { method: 'GET', path: '/realpoker/user/create', query: { userId: 'player01', nickname: '행운이' } },
      response: { code: '1' },
      decoded: { code: 1 },
      bad: { body: { code: 'ok' }, path: '$.code' },
    },
    {
      name: 'games.realpokerLink',
      invoke: (api) => api.games.realpokerLink('player01'),
      request: { method: 'GET', path: '/realpoker/game/link', query: { userId: 'player01' } },
      response: { url: 'https://poker.example/play' },
      decoded: 'https://poker.example/play',
      bad: { body: { link: 'x' }, path: '$.url' },
    },
    {
      name: 'games.createRevolutionUser',
      invoke: (api) => api.games.createRevolutionUser(),
      request: { method: 'GET', path: '/revolution/user/create' },
      response: { code: 1 },
      decoded: { code: 1 },
    },
    {
      name: 'games.revolutionLink with an agent code',
      invoke: (api) => api.games.revolutionLink('player01', 'agent7'),
      request: { method: 'GET', path: '/revolution/game/link', query: { userId: 'player01', agentCode: 'agent7' } },
      response: 'https://holdem.example/play',
      decoded: 'https://holdem.example/play',
    },
    {
      name: 'games.revolutionLink without an agent code',
      invoke: (api) => api.games.revolutionLink('player01', null),
      request: { method: 'GET', path: '/revolution/game/link', query: { userId: 'player01' } },
      response: 'https://holdem.example/play',
      decoded: 'https://holdem.example/play',
    },
  ]);
});

describe('API client: files', () => {
  describeCalls([
    {
      name: 'files.download',
      invoke: (api) => api.files.download('notice/2024/공지 1.json'),
      request: { method: 'GET', path: '/file/download/notice/2024/%EA%B3%B5%EC%A7%80%201.json' },
      response: { any: ['thing'] },
      decoded: { any: ['thing'] },
    },
  ]);

  it('files.pathOf encodes each segment and drops dot segments', () => {
    const http = { request: () => Promise.reject(new Error('unused')) };
    expect(createApiClient(http).files.pathOf('/../a b/./c%.png')).toBe('/file/download/a%20b/c%25.png');
  });
});

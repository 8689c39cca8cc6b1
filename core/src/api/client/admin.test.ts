import { describeCalls } from '../testing/api-test-kit.js';

describe('API client: admin (for end-to-end tests)', () => {
  describeCalls([
    {
      name: 'admin.approveMember',
      invoke: (api) => api.admin.approveMember(12),
      request: { method: 'POST', path: '/admin/members/12/approve' },
    },
    {
      name: 'admin.approveCharge',
      invoke: (api) => api.admin.approveCharge(40),
      request: { method: 'POST', path: '/admin/charges/40/approve', moneyMoving: true },
    },
    {
      name: 'admin.rejectCharge',
      invoke: (api) => api.admin.rejectCharge(40),
      request: { method: 'POST', path: '/admin/charges/40/reject', moneyMoving: true },
    },
    {
      name: 'admin.settleFixture',
      invoke: (api) =>
        api.admin.settleFixture(100, {
          markets: [{ marketId: 1, winningOddsIds: [9001], voidOddsIds: [9002] }],
          homeScore: 2,
          awayScore: 0,
        }),
      request: {
        method: 'POST',
        path: '/admin/fixtures/100/result',
        body: { markets: [{ marketId: 1, winningOddsIds: [9001], voidOddsIds: [9002] }], homeScore: 2, awayScore: 0 },
        moneyMoving: true,
      },
    },
    {
      name: 'admin.answerInquiry',
      invoke: (api) => api.admin.answerInquiry(5, '확인되었습니다'),
      request: { method: 'POST', path: '/admin/inquiries/5/answer', body: { answerContents: '확인되었습니다' } },
    },
    {
      name: 'admin.sendMessage',
      invoke: (api) => api.admin.sendMessage({ memberId: 12, title: '안내', contents: '<p>점검</p>' }),
      request: { method: 'POST', path: '/admin/messages', body: { memberId: 12, title: '안내', contents: '<p>점검</p>' } },
    },
    {
      name: 'admin.writeBoard',
      invoke: (api) => api.admin.writeBoard({ board: 'event', title: '첫충', contents: '<p>10%</p>', category: '1' }),
      request: { method: 'POST', path: '/admin/boards', body: { board: 'event', title: '첫충', contents: '<p>10%</p>', category: '1' } },
    },
    {
      name: 'admin.changeSettings',
      invoke: (api) => api.admin.changeSettings({ siteNoticeFlg: true }),
      request: { method: 'PUT', path: '/admin/settings', body: { siteNoticeFlg: true } },
    },
  ]);
});

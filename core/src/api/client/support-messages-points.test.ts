import { messageHideCall } from '../contracts/messages.js';
import { describeCalls } from '../testing/api-test-kit.js';

const inquiry = {
  id: 5,
  title: '입금 문의',
  questionContents: '입금 확인 부탁드립니다',
  createdAt: '2024-05-01 12:00:00',
  template: null,
  memberId: 12,
  customerAnswer: [{ answerContents: '확인되었습니다' }],
};

const message = { id: 9, createdAt: '2024-05-01 12:00:00', title: '공지', contents: '<p>안내</p>', confirmStatus: 0 };

describe('API client: support', () => {
  describeCalls([
    {
      name: 'support.sendNonMemberInquiry',
      invoke: (api) => api.support.sendNonMemberInquiry({ name: '홍길동', phoneNumber: '01012345678', question: '가입 문의' }),
      request: { method: 'POST', path: '/supportNonMember', body: { name: '홍길동', phoneNumber: '01012345678', question: '가입 문의' } },
    },
    {
      name: 'support.list',
      invoke: (api) => api.support.list('player01'),
      request: { method: 'GET', path: '/customer/user/player01' },
      response: [inquiry, { ...inquiry, id: 6, customerAnswer: undefined }],
      decoded: [inquiry, { ...inquiry, id: 6, customerAnswer: [] }],
      bad: { body: [{ ...inquiry, customerAnswer: [{ answerContents: null }] }], path: '$[0].customerAnswer[0].answerContents' },
    },
    {
      name: 'support.create',
      invoke: (api) => api.support.create({ memberId: 12, title: '계좌문의', questionContents: '계좌 안내 부탁드립니다', template: 'A3' }),
      request: {
        method: 'POST',
        path: '/customer/',
        body: { memberId: 12, title: '계좌문의', questionContents: '계좌 안내 부탁드립니다', template: 'A3' },
      },
    },
    {
      name: 'support.deleteOne',
      invoke: (api) => api.support.deleteOne(5),
      request: { method: 'DELETE', path: '/customer/delete/user/5' },
    },
    {
      name: 'support.deleteAll',
      invoke: (api) => api.support.deleteAll('player01'),
      request: { method: 'DELETE', path: '/customer/deleteAll/player01' },
    },
  ]);
});

describe('API client: messages', () => {
  describeCalls([
    {
      name: 'messages.unreadCount',
      invoke: (api) => api.messages.unreadCount('player01'),
      request: { method: 'GET', path: '/message/unread/player01' },
      response: { count: 2 },
      decoded: { count: 2 },
      bad: { body: { count: -1 }, path: '$.count' },
    },
    {
      name: 'messages.count',
      invoke: (api) => api.messages.count(12),
      request: { method: 'GET', path: '/message/user/count', query: { memberId: 12 } },
      response: { count: 31 },
      decoded: { count: 31 },
      bad: { body: 31, path: '$' },
    },
    {
      name: 'messages.list',
      invoke: (api) => api.messages.list({ memberId: 12, page: 2, perpage: 10 }),
      request: { method: 'GET', path: '/message/user/', query: { memberId: 12, page: 2, perpage: 10 } },
      response: [message],
      decoded: [{ ...message, userDeleteFlg: 0, visibility: 1 }],
      bad: { body: [message, { ...message, confirmStatus: 2 }], path: '$[1].confirmStatus' },
    },
    {
      name: 'messages.listAll',
      invoke: (api) => api.messages.listAll('player01'),
      request: { method: 'GET', path: '/message/user/player01' },
      response: [{ ...message, confirmStatus: 1, userDeleteFlg: 0, visibility: 0 }],
      decoded: [{ ...message, confirmStatus: 1, userDeleteFlg: 0, visibility: 0 }],
    },
    {
      name: 'messages.setStatus',
      invoke: (api) => api.messages.setStatus({ id: 9, confirmStatus: 1 }),
      request: { method: 'PUT', path: '/message/', body: { id: 9, confirmStatus: 1 } },
    },
    {
      name: 'messages.readAll',
      invoke: (api) => api.messages.readAll('player01'),
      request: { method: 'PUT', path: '/message/user/readAll/player01' },
    },
    {
      name: 'messages.deleteAll',
      invoke: (api) => api.messages.deleteAll('player01'),
      request: { method: 'DELETE', path: '/message/user/deleteAll/player01' },
    },
    {
      name: 'messages.deleteOne',
      invoke: (api) => api.messages.deleteOne(9),
      request: { method: 'DELETE', path: '/message/user/delete/9' },
    },
    {
      name: 'messages.hide',
      invoke: (api) =>
        api.messages.hide([
          { id: 9, userDeleteFlg: 1 },
          { id: 10, userDeleteFlg: 1 },
        ]),
      request: {
        method: 'PUT',
        path: '/message/delete',
        body: [
          { id: 9, userDeleteFlg: 1 },
          { id: 10, userDeleteFlg: 1 },
        ],
      },
    },
  ]);
});

describe('API client: points', () => {
  const row = {
    id: 3,
    point: -500,
    pointMemo: '포인트 전환',
    createdAt: '2024-05-01 12:00:00',
    updatedAt: '2024-05-01 12:00:00',
    status: 1,
    pointToCashFlg: 1,
  };
  describeCalls([
    {
      name: 'points.count',
      invoke: (api) => api.points.count(12),
      request: { method: 'GET', path: '/point/count', query: { memberId: 12, pointToCashFlg: 1 } },
      response: { count: 4 },
      decoded: { count: 4 },
    },
    {
      name: 'points.list',
      invoke: (api) => api.points.list({ memberId: 12, page: 1, perpage: 10 }),
      request: { method: 'GET', path: '/point', query: { memberId: 12, page: 1, perpage: 10, pointToCashFlg: 1 } },
      response: [row],
      decoded: [row],
      bad: { body: [{ ...row, point: '500' }], path: '$[0].point' },
    },
    { name: 'points.deleteOne', invoke: (api) => api.points.deleteOne(3), request: { method: 'DELETE', path: '/point/3' } },
    {
      name: 'points.deleteAll',
      invoke: (api) => api.points.deleteAll('player01'),
      request: { method: 'DELETE', path: '/point/allPoinToCash/player01' },
    },
  ]);
});

describe('ignored answers', () => {
  it('list the fields the server sends but are never encoded by the client', () => {
    expect(messageHideCall.response.schema).toMatchObject({ required: ['message', 'count'] });
    expect(messageHideCall.response.decode('anything')).toEqual({ ok: true, value: undefined });
    expect(() => messageHideCall.response.encode(undefined)).toThrow('an ignored answer has no wire form');
  });
});

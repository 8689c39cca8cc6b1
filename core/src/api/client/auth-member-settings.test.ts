import { describeCalls } from '../testing/api-test-kit.js';
import { sampleMemberDecoded, sampleMemberJson } from '../testing/api-fixtures.js';
import { someSessionSettings } from '../../session/testing/session-fixtures.js';
import { JOIN_PAYLOAD_DEFAULTS } from '../../sign-up/domain/join-payload.js';

const joinForm = {
  userId: 'player01',
  password: 'pass1234',
  nickname: '행운이',
  phoneNumber: '01012345678',
  bankAccountPssword: '1234',
  accountHolder: '홍길동',
  bankAccountNumber: '1234567890',
  bankCode: 4,
  carrierCode: 2,
  birthDate: '19900101',
  sex: 0 as const,
};

describe('API client: auth', () => {
  describeCalls([
    {
      name: 'auth.login',
      invoke: (api) => api.auth.login({ userId: 'player01', password: 'pass1234' }),
      request: { method: 'POST', path: '/auth/login', body: { userId: 'player01', password: 'pass1234' } },
      response: { ...sampleMemberJson(), bankAccountPssword: '1234', extraField: true },
      decoded: sampleMemberDecoded(),
      bad: { body: sampleMemberJson({ emoney: 1.5 }), path: '$.emoney' },
    },
    { name: 'auth.logout', invoke: (api) => api.auth.logout(), request: { method: 'POST', path: '/auth/logout' } },
    {
      name: 'auth.me',
      invoke: (api) => api.auth.me(),
      request: { method: 'GET', path: '/auth/me' },
      response: sampleMemberJson({ isChargeData: true, managementLevel2Percent: 0.5 }),
      decoded: { ...sampleMemberDecoded(), isChargeData: true, managementLevel2Percent: 0.5 },
      bad: { body: { ...sampleMemberJson(), userId: undefined }, path: '$.userId' },
    },
    {
      name: 'auth.me (a guest)',
      invoke: (api) => api.auth.me(),
      request: { method: 'GET', path: '/auth/me' },
      response: { loggedIn: false },
      decoded: null,
      bad: { body: { loggedIn: true }, path: '$.id' },
    },
  ]);
});

describe('API client: member', () => {
  describeCalls([
    {
      name: 'member.get',
      invoke: (api) => api.member.get(12),
      request: { method: 'GET', path: '/member/12' },
      response: sampleMemberJson(),
      decoded: sampleMemberDecoded(),
      bad: { body: sampleMemberJson({ usdt: '12.5' }), path: '$.usdt' },
    },
    {
      name: 'member.changePassword',
      invoke: (api) => api.member.changePassword(12, { userId: 'player01', oldPassword: 'old1', password: 'new1' }),
      request: { method: 'PUT', path: '/member/change-password/12', body: { userId: 'player01', oldPassword: 'old1', password: 'new1' } },
    },
    {
      name: 'member.resetPassword',
      invoke: (api) => api.member.resetPassword({ userId: 'player01', newPassword: 'new1' }),
      request: { method: 'POST', path: '/member/change-password', body: { userId: 'player01', newPassword: 'new1' } },
    },
    {
      name: 'member.checkAvailability',
      invoke: (api) => api.member.checkAvailability({ nicknameEquals: '행운이' }),
      request: { method: 'GET', path: '/member/check', query: { nicknameEquals: '행운이' } },
      response: { available: false },
      decoded: { available: false },
      bad: { body: { available: 'yes' }, path: '$.available' },
    },
    {
      name: 'member.join',
      invoke: (api) => api.member.join({ ...joinForm, suggestionCode1: 'ABC1', recommenderId: 3 }),
      request: {
        method: 'POST',
        path: '/member/join',
        body: {
          ...joinForm,
          // The spec's defaults (sign-up-form.test.ts asserts them value by value).
          ...JOIN_PAYLOAD_DEFAULTS,
          suggestionCode1: 'ABC1',
          recommenderId: 3,
        },
      },
      response: { id: 77 },
      decoded: { id: 77 },
      bad: { body: { id: -1 }, path: '$.id' },
    },
    {
      name: 'member.suggestionCode',
      invoke: (api) => api.member.suggestionCode('ABC1'),
      request: { method: 'GET', path: '/suggestioncode', query: { codeEquals: 'ABC1' } },
      response: { type: 0, memberId: 3 },
      decoded: { type: 0, memberId: 3 },
      bad: { body: { type: 0 }, path: '$.memberId' },
    },
  ]);
});

describe('API client: settings', () => {
  describeCalls([
    {
      name: 'settings.site',
      invoke: (api) => api.settings.site(),
      request: { method: 'GET', path: '/setting/user' },
      response: { siteNoticeFlg: 1, joinStartEndFlg: false, fastAccountFlag: 1, idNiknameBan: ['admin'], chargePointFlag: true },
      decoded: someSessionSettings({
        siteNoticeFlg: true,
        fastAccountFlag: 1,
        idNiknameBan: ['admin'],
        chargePointFlag: true,
        // An answer without the switch (an older server) reads as off: the minimums only shown; likewise
        // the max-bet reading (off is the default 'exclusive') and the sign-up readings.
      }),
      bad: { body: { idNiknameBan: ['admin', 7] }, path: '$.idNiknameBan[1]' },
    },
    {
      name: 'settings.site with the conversion minimums enforced',
      invoke: (api) => api.settings.site(),
      request: { method: 'GET', path: '/setting/user' },
      response: { conversionMinimumEnforced: 1 },
      decoded: someSessionSettings({ conversionMinimumEnforced: true }),
      bad: { body: { conversionMinimumEnforced: 'yes' }, path: '$.conversionMinimumEnforced' },
    },
    {
      name: "settings.site with the max bet inclusive (spec 5's '≤ max' reading)",
      invoke: (api) => api.settings.site(),
      request: { method: 'GET', path: '/setting/user' },
      response: { maxBetInclusive: true },
      decoded: someSessionSettings({ maxBetInclusive: true }),
      bad: { body: { maxBetInclusive: 'yes' }, path: '$.maxBetInclusive' },
    },
    {
      name: 'settings.signUp',
      invoke: (api) => api.settings.signUp(),
      request: { method: 'GET', path: '/settingSignUp' },
      response: { joinStartEndFlg: 1 },
      decoded: {
        joinStartEndFlg: true,
        idNiknameBan: [],
        signUpUserIdMax14: false,
        signUpPasswordMax255: false,
        signUpNicknameWeighted: false,
      },
      bad: { body: { joinStartEndFlg: 2 }, path: '$.joinStartEndFlg' },
    },
    {
      name: 'settings.bankNames',
      invoke: (api) => api.settings.bankNames(),
      request: { method: 'GET', path: '/settingbankname' },
      response: [{ useFlag: true, bankCode: 4, bankName: '국민은행', codeId: 4, codeName: '국민' }],
      decoded: [{ useFlag: true, bankCode: 4, bankName: '국민은행', codeId: '4', codeName: '국민' }],
      bad: { body: [{ useFlag: true, bankCode: '4', bankName: 'x', codeId: '4', codeName: 'x' }], path: '$[0].bankCode' },
    },
    {
      name: 'settings.codes',
      invoke: (api) => api.settings.codes(),
      request: { method: 'GET', path: '/code', query: { type: 'BANK' } },
      response: [{ codeId: '004', codeName: '국민은행' }],
      decoded: [{ codeId: '004', codeName: '국민은행' }],
    },
    {
      name: 'settings.bankingLevels',
      invoke: (api) => api.settings.bankingLevels('A'),
      request: { method: 'GET', path: '/settingBanking/level/A' },
      response: [{ level: 1, bankName: '국민은행', bankAccountNumber: '111', accountHolder: '운영' }],
      decoded: [{ level: 1, bankName: '국민은행', bankAccountNumber: '111', accountHolder: '운영' }],
      bad: { body: { level: 1 }, path: '$' },
    },
    {
      name: 'settings.labels',
      invoke: (api) => api.settings.labels(),
      request: { method: 'GET', path: '/labelSetting', query: { kbn: 'charge' } },
      response: [{ id: 1, kbn: 'charge', contents: '<p>입금 안내</p>' }],
      decoded: [{ id: 1, kbn: 'charge', title: '', contents: '<p>입금 안내</p>' }],
    },
    {
      name: 'settings.memberBetting',
      invoke: (api) => api.settings.memberBetting('player 01'),
      request: { method: 'GET', path: '/settingMemberBetting/player%2001' },
      response: {
        role: 2,
        limits: [{ gameType: 1, maxBetAmount: 3_000_000, maxWinAmount: 10_000_000 }],
        liveBetTimes: [{ sportId: 6046, seconds: 6 }],
      },
      decoded: {
        role: 2,
        limits: [{ gameType: 1, minBetAmount: 5_000, maxBetAmount: 3_000_000, maxWinAmount: 10_000_000 }],
        liveBetTimes: [{ sportId: 6046, seconds: 6 }],
      },
      bad: { body: { role: 2, limits: [{ gameType: 1, maxBetAmount: 3_000_000.5, maxWinAmount: 1 }] }, path: '$.limits[0].maxBetAmount' },
    },
  ]);
});

describe('API client: the login anti-automation code', () => {
  describeCalls([
    {
      name: 'auth.captcha',
      invoke: (api) => api.auth.captcha(),
      request: { method: 'GET', path: '/auth/captcha' },
      response: { id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zz4=' },
      decoded: { id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zz4=' },
      bad: { body: { id: 'c1', image: 'javascript:alert(1)' }, path: '$.image' },
    },
  ]);
});

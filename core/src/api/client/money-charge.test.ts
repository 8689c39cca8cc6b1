import type { MicroUsdt, Points, Won } from '../../shared/domain/money.js';
import { describeCalls } from '../testing/api-test-kit.js';

const w = (n: number) => n as Won;
const usd = (n: number) => n as MicroUsdt;

describe('API client: money', () => {
  describeCalls([
    {
      name: 'money.pointToCash',
      invoke: (api) => api.money.pointToCash({ memberId: 12, point: 500 as Points, userUpdatedAt: '2024-05-01 12:00:00' }),
      request: {
        method: 'POST',
        path: '/emoney/pointToEmoney',
        body: { memberId: 12, point: 500, userUpdatedAt: '2024-05-01 12:00:00' },
        moneyMoving: true,
      },
    },
    {
      name: 'money.cashToCasino',
      invoke: (api) => api.money.cashToCasino({ memberId: 12, emoney: w(30_000), totalEmoney: w(150_000) }),
      request: {
        method: 'POST',
        path: '/emoney/emoney-to-opera',
        body: { memberId: 12, emoney: 30_000, totalEmoney: 150_000, code: 4 },
        moneyMoving: true,
      },
    },
    {
      name: 'money.casinoToCash',
      invoke: (api) => api.money.casinoToCash({ memberId: 12, emoney: w(1), totalEmoney: w(30_000) }),
      request: {
        method: 'POST',
        path: '/emoney/opera-to-emoney',
        body: { memberId: 12, emoney: 1, totalEmoney: 30_000, code: 3 },
        moneyMoving: true,
      },
    },
    {
      name: 'money.usdToCash',
      invoke: (api) => api.money.usdToCash({ amount: usd(1_000_000) }),
      request: { method: 'POST', path: '/dewit/decrease', body: { amount: 1_000_000 }, moneyMoving: true },
    },
    {
      name: 'money.cashToUsd',
      invoke: (api) => api.money.cashToUsd({ amount: w(10_000) }),
      request: { method: 'POST', path: '/dewit/increase', body: { amount: 10_000 }, moneyMoving: true },
    },
    {
      name: 'money.exchangeRate',
      invoke: (api) => api.money.exchangeRate(),
      request: { method: 'GET', path: '/charge/exchangeRates' },
      response: 1387.5,
      decoded: 1387.5,
      bad: { body: 0, path: '$' },
    },
  ]);
});

const record = {
  id: 40,
  depositDate: '2024-05-01 12:00:00',
  chargeType: 0,
  depositAmount: 50_000,
  krwAmount: 50_000,
  status: 1,
  statusNm: '완료',
  userDisplayFlag: 1,
};

describe('API client: charge', () => {
  describeCalls([
    {
      name: 'charge.count',
      invoke: (api) => api.charge.count(12, 1),
      request: { method: 'GET', path: '/charge/count', query: { memberId: 12, depositMode: 1, userDisplayFlag: 1 } },
      response: { count: 3 },
      decoded: { count: 3 },
    },
    {
      name: 'charge.history',
      invoke: (api) => api.charge.history({ memberId: 12, depositMode: 0, page: 1, perpage: 7 }),
      request: {
        method: 'GET',
        path: '/charge/userHistory',
        query: { memberId: 12, depositMode: 0, page: 1, perpage: 7, userDisplayFlag: 1 },
      },
      response: [
        record,
        { ...record, id: 41, chargeType: 1, depositAmount: 25_000_000, krwAmount: null, status: 'SUCCESS', statusNm: undefined },
      ],
      decoded: [record, { ...record, id: 41, chargeType: 1, depositAmount: 25_000_000, krwAmount: null, status: 'SUCCESS', statusNm: '' }],
      bad: { body: [{ ...record, chargeType: 2 }], path: '$[0].chargeType' },
    },
    {
      name: 'charge.hide',
      invoke: (api) => api.charge.hide(40),
      request: { method: 'PUT', path: '/charge/40', body: { id: 40, userDisplayFlag: 0 } },
    },
    {
      name: 'charge.hideUsdt',
      invoke: (api) => api.charge.hideUsdt(41),
      request: { method: 'PUT', path: '/chargeUsdt/41', body: { id: 41, userDisplayFlag: 0 } },
    },
    {
      name: 'charge.requestDeposit',
      invoke: (api) => api.charge.requestDeposit({ memberId: 12, depositAmount: w(50_000), depositName: '홍길동', type: 0, pointType: 3 }),
      request: {
        method: 'POST',
        path: '/charge',
        body: { memberId: 12, depositMode: 0, depositAmount: 50_000, depositName: '홍길동', userDisplayFlag: 1, type: 0, pointType: 3 },
        moneyMoving: true,
      },
      response: { id: 88 },
      decoded: { id: 88 },
      bad: { body: {}, path: '$.id' },
    },
    {
      name: 'charge.requestWithdrawal',
      invoke: (api) =>
        api.charge.requestWithdrawal({ memberId: 12, depositAmount: w(20_000), depositName: '홍길동', requestedAt: '2024-05-01 12:00:00' }),
      request: {
        method: 'POST',
        path: '/charge',
        body: {
          memberId: 12,
          depositMode: 1,
          depositAmount: 20_000,
          depositName: '홍길동',
          userDisplayFlag: 1,
          duplicate: 0,
          status: 0,
          type: 0,
          depositDate: '2024-05-01 12:00:00',
          confirmFlag: 0,
          createdAt: '2024-05-01 12:00:00',
          updatedAt: '2024-05-01 12:00:00',
        },
        moneyMoving: true,
      },
      response: { id: 89 },
      decoded: { id: 89 },
    },
    {
      name: 'charge.checkDepositPassword',
      invoke: (api) => api.charge.checkDepositPassword({ userId: 'player01', bankAccountPssword: '1234' }),
      request: { method: 'POST', path: '/member/check-deposit-pw', body: { userId: 'player01', bankAccountPssword: '1234' } },
      response: { account: '국민은행 123-456 운영' },
      decoded: '국민은행 123-456 운영',
      bad: { body: { account: 123 }, path: '$.account' },
    },
    {
      name: 'charge.requestDepositAccount',
      invoke: (api) => api.charge.requestDepositAccount(12),
      request: { method: 'POST', path: '/deposot-account-confirm', body: { memberId: 12 } },
    },
    {
      name: 'charge.tetherDepositUrl',
      invoke: (api) => api.charge.tetherDepositUrl({ memberId: 12 }),
      request: { method: 'GET', path: '/charge/tetherDepositUrl', query: { memberId: 12 } },
      response: 'https://pay.example/t/12',
      decoded: 'https://pay.example/t/12',
    },
    {
      name: 'charge.cryptoDeposit',
      invoke: (api) => api.charge.cryptoDeposit({ memberId: 12, depositAmount: usd(5_000_000), network: 'trx', token: 'USDT' }),
      request: {
        method: 'POST',
        path: '/charge/cryptoDeposit',
        body: { memberId: 12, depositAmount: 5_000_000, network: 'trx', token: 'USDT' },
        moneyMoving: true,
      },
      response: { id: 90 },
      decoded: { id: 90 },
    },
    {
      name: 'charge.usdWithdrawal',
      invoke: (api) =>
        api.charge.usdWithdrawal({ amount: usd(2_500_000), withdrawalAddress: `0x${'a'.repeat(40)}`, token: 'USDC', network: 'eth' }),
      request: {
        method: 'POST',
        path: '/dewit/withdrawalRequest',
        body: { amount: 2_500_000, withdrawalAddress: `0x${'a'.repeat(40)}`, token: 'USDC', network: 'eth' },
        moneyMoving: true,
      },
    },
    {
      name: 'charge.usdDeposit on trx (amount in the query)',
      invoke: (api) => api.charge.usdDeposit({ network: 'trx', token: 'USDT', depositAmount: usd(10_000_000) }),
      request: {
        method: 'POST',
        path: '/dewit/deposit',
        query: { network: 'trx', token: 'USDT', amount: 10_000_000 },
        body: { depositAmount: 10_000_000 },
        moneyMoving: true,
      },
    },
    {
      name: 'charge.usdDeposit on eth (no amount in the query)',
      invoke: (api) => api.charge.usdDeposit({ network: 'eth', token: 'USDC', depositAmount: usd(0) }),
      request: {
        method: 'POST',
        path: '/dewit/deposit',
        query: { network: 'eth', token: 'USDC' },
        body: { depositAmount: 0 },
        moneyMoving: true,
      },
    },
    {
      name: 'charge.cancelLatestDeposit',
      invoke: (api) => api.charge.cancelLatestDeposit(),
      // A GET that cancels: it carries the CSRF header like a POST (issue 29, defect 6).
      request: { method: 'GET', path: '/charge/depositCancel', stateChanging: true },
      response: { message: '입금 신청이 취소되었습니다.' },
      decoded: '입금 신청이 취소되었습니다.',
      bad: { body: { message: false }, path: '$.message' },
    },
  ]);
});

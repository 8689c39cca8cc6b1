import { createApiClient } from '../../api/api-client.js';
import { microUsdt, points, won } from '../../shared/domain/money.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { buildDepositPayload } from '../domain/deposit.js';
import { buildWithdrawalPayload } from '../domain/withdrawal.js';
import { createApiChargeGateway } from './api-charge-gateway.js';

function setup() {
  const http = new FakeHttp()
    .on('GET', '/charge/count', { status: 200, body: { count: 12 } })
    .on('GET', '/charge/userHistory', {
      status: 200,
      body: [
        {
          id: 1,
          depositDate: '2026-11-22 09:00:00',
          chargeType: 0,
          depositAmount: 10000,
          krwAmount: null,
          status: 1,
          statusNm: '완료',
          userDisplayFlag: 1,
        },
      ],
    })
    .on('POST', '/charge', { status: 200, body: { id: 55 } })
    .on('PUT', '/charge/:id', { status: 200, body: null })
    .on('PUT', '/chargeUsdt/:id', { status: 200, body: null })
    .on('POST', '/member/check-deposit-pw', { status: 200, body: { account: '국민은행 123' } })
    .on('GET', '/charge/exchangeRates', { status: 200, body: 1385.5 })
    .on('POST', '/emoney/emoney-to-opera', { status: 200, body: null })
    .on('POST', '/emoney/opera-to-emoney', { status: 200, body: null })
    .on('POST', '/emoney/pointToEmoney', { status: 200, body: null })
    .on('POST', '/dewit/decrease', { status: 200, body: null })
    .on('POST', '/dewit/increase', { status: 200, body: null })
    .on('POST', '/dewit/withdrawalRequest', { status: 200, body: null })
    .on('POST', '/dewit/deposit', { status: 200, body: null })
    .on('GET', '/charge/depositCancel', { status: 200, body: { message: '취소되었습니다.' } })
    .on('GET', '/charge/tetherDepositUrl', { status: 200, body: { url: 'https://pay.example.com/tether?member=7' } });
  return { http, gateway: createApiChargeGateway(createApiClient(http)) };
}

describe('createApiChargeGateway', () => {
  it('reads a history page and its total from the two history calls', async () => {
    const { http, gateway } = setup();
    const page = await gateway.loadHistory({ memberId: 7, depositMode: 1, page: 2, perpage: 10 });
    expect(page).toEqual({ ok: true, value: { totalCount: 12, rows: [expect.objectContaining({ id: 1, status: 1 })] } });
    expect(http.last('GET', '/charge/userHistory')?.query).toEqual({
      memberId: 7,
      depositMode: 1,
      page: 2,
      perpage: 10,
      userDisplayFlag: 1,
    });
  });

  it("sends the polls' history and rate reads with X-Background-Poll, the member's without", async () => {
    const { http, gateway } = setup();
    const query = { memberId: 7, depositMode: 0, page: 1, perpage: 7 } as const;
    await gateway.loadHistory(query);
    await gateway.loadExchangeRate();
    await gateway.loadHistory(query, true);
    await gateway.loadExchangeRate(true);
    expect(http.requests.map((r) => `${r.path} ${r.headers?.['x-background-poll'] ?? '-'}`)).toEqual([
      '/charge/count -',
      '/charge/userHistory -',
      '/charge/exchangeRates -',
      '/charge/count 1',
      '/charge/userHistory 1',
      '/charge/exchangeRates 1',
    ]);
  });

  it('fails the history when either call fails', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/charge/count', { status: 400, body: { message: '조회 실패' } });
    expect(await gateway.loadHistory({ memberId: 7, depositMode: 0, page: 1, perpage: 7 })).toMatchObject({
      ok: false,
      error: { message: '조회 실패' },
    });
    http
      .on('GET', '/charge/count', { status: 200, body: { count: 1 } })
      .on('GET', '/charge/userHistory', { status: 400, body: { message: '목록 실패' } });
    expect(await gateway.loadHistory({ memberId: 7, depositMode: 0, page: 1, perpage: 7 })).toMatchObject({
      ok: false,
      error: { message: '목록 실패' },
    });
  });

  it('sends the deposit and withdrawal bodies the domain built, unchanged', async () => {
    const { http, gateway } = setup();
    const deposit = buildDepositPayload({
      memberId: 7,
      depositName: '홍길동',
      accountType: 'virtual',
      accepted: { amount: won(30_000), pointType: 2 },
    });
    expect(await gateway.requestDeposit(deposit)).toEqual({ ok: true, value: { id: 55 } });
    expect(http.requests.at(-1)).toMatchObject({ body: deposit, moneyMoving: true });
    const withdrawal = buildWithdrawalPayload({
      memberId: 7,
      depositName: '홍길동',
      amount: won(20_000),
      now: Date.UTC(2026, 10, 22, 3, 0),
    });
    await gateway.requestWithdrawal(withdrawal);
    expect(http.requests.at(-1)?.body).toEqual(withdrawal);
  });

  it('hides a record on its own table', async () => {
    const { http, gateway } = setup();
    await gateway.hideRecord({ target: 'charge', id: 3, userDisplayFlag: 0 });
    await gateway.hideRecord({ target: 'chargeUsdt', id: 4, userDisplayFlag: 0 });
    expect(http.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/charge/3', { id: 3, userDisplayFlag: 0 }],
      ['PUT', '/chargeUsdt/4', { id: 4, userDisplayFlag: 0 }],
    ]);
  });

  it('maps the password check, the rate and the conversions', async () => {
    const { http, gateway } = setup();
    expect(await gateway.checkAccountPassword({ userId: 'u', bankAccountPssword: '1234' })).toEqual({ ok: true, value: '국민은행 123' });
    expect(await gateway.loadExchangeRate()).toEqual({ ok: true, value: 1385.5 });
    await gateway.convertUsdToWon({ amount: microUsdt(1_000_000) });
    await gateway.convertWonToUsd({ amount: won(10_000) });
    await gateway.convertPointsToCash({ memberId: 7, point: points(5), userUpdatedAt: 't' });
    await gateway.transferCasinoMoney({ memberId: 7, emoney: won(30_000), totalEmoney: won(50_000), code: 4 });
    await gateway.transferCasinoMoney({ memberId: 7, emoney: won(1), totalEmoney: won(9), code: 3 });
    expect(http.requests.slice(2).map((r) => [r.path, r.body])).toEqual([
      ['/dewit/decrease', { amount: 1_000_000 }],
      ['/dewit/increase', { amount: 10_000 }],
      ['/emoney/pointToEmoney', { memberId: 7, point: 5, userUpdatedAt: 't' }],
      ['/emoney/emoney-to-opera', { memberId: 7, emoney: 30_000, totalEmoney: 50_000, code: 4 }],
      ['/emoney/opera-to-emoney', { memberId: 7, emoney: 1, totalEmoney: 9, code: 3 }],
    ]);
  });

  it('maps the USD calls', async () => {
    const { http, gateway } = setup();
    await gateway.requestUsdWithdrawal({ amount: microUsdt(5), withdrawalAddress: 'T', token: 'USDT', network: 'trx' });
    await gateway.requestUsdDeposit({ network: 'trx', token: 'USDT', depositAmount: microUsdt(100_000_000) });
    expect(await gateway.cancelLatestUsdDeposit()).toEqual({ ok: true, value: '취소되었습니다.' });
    expect(await gateway.loadTetherDepositUrl(7)).toEqual({ ok: true, value: 'https://pay.example.com/tether?member=7' });
    expect(http.requests.map((r) => [r.path, r.query, r.body])).toEqual([
      ['/dewit/withdrawalRequest', undefined, { amount: 5, withdrawalAddress: 'T', token: 'USDT', network: 'trx' }],
      ['/dewit/deposit', { network: 'trx', token: 'USDT', amount: 100_000_000 }, { depositAmount: 100_000_000 }],
      ['/charge/depositCancel', undefined, undefined],
      ['/charge/tetherDepositUrl', { memberId: 7 }, undefined],
    ]);
  });
});

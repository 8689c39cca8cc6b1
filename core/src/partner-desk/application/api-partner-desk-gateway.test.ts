import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { FAKE_PARTNER_BETS, FAKE_PARTNER_CALC, FAKE_PARTNER_CODES, FAKE_PARTNER_MEMBERS } from '../testing/fake-partner-desk-gateway.js';
import { createApiPartnerDeskGateway } from './api-partner-desk-gateway.js';
import { PartnerDeskGateway } from './partner-desk.gateway.js';

const range = { from: '2026-11-15', to: '2026-11-22' };
const wireBets = { ...FAKE_PARTNER_BETS, list: FAKE_PARTNER_BETS.list.map((b) => ({ ...b, totalOdds: 1.85 })) };

describe('createApiPartnerDeskGateway', () => {
  it('has one container token', () => {
    expect(PartnerDeskGateway).toBe(Symbol.for('PartnerDeskGateway'));
  });

  it('sends every partner call with its query and decodes the answers', async () => {
    const http = new FakeHttp()
      .on('GET', '/partner/summary', { status: 200, body: { members: 2, depositTotal: 0, withdrawalTotal: 0 } })
      .on('GET', '/partner/member-list', { status: 200, body: FAKE_PARTNER_MEMBERS })
      .on('GET', '/partner/deposits', { status: 200, body: { total: 0, doneTotal: 0, list: [] } })
      .on('GET', '/partner/withdrawals', { status: 200, body: { total: 0, doneTotal: 0, list: [] } })
      .on('GET', '/partner/bets', { status: 200, body: wireBets })
      .on('GET', '/partner/casino-bets', { status: 200, body: { total: 0, stakeTotal: 0, winTotal: 0, list: [] } })
      .on('GET', '/partner/calc', { status: 200, body: FAKE_PARTNER_CALC })
      .on('GET', '/partner/analysis', { status: 200, body: { days: [] } })
      .on('GET', '/partner/codes', { status: 200, body: FAKE_PARTNER_CODES })
      .on('POST', '/partner/codes', { status: 200, body: FAKE_PARTNER_CODES[0] });
    const g = createApiPartnerDeskGateway(createApiClient(http));
    expect((await g.summary()).ok).toBe(true);
    expect(await g.members({ page: 1, perpage: 15 })).toEqual({ ok: true, value: FAKE_PARTNER_MEMBERS });
    await g.members({ page: 2, perpage: 15, search: 'mem', partnersOnly: true });
    await g.deposits({ ...range, page: 1, perpage: 15 });
    await g.withdrawals({ ...range, page: 1, perpage: 15, memberId: 11 });
    expect(await g.bets({ ...range, page: 1, perpage: 15 })).toEqual({ ok: true, value: FAKE_PARTNER_BETS });
    await g.casinoBets({ ...range, page: 1, perpage: 15 });
    expect(await g.calc(range)).toEqual({ ok: true, value: FAKE_PARTNER_CALC });
    await g.analysis(range);
    expect(await g.codes()).toEqual({ ok: true, value: FAKE_PARTNER_CODES });
    await g.createCode('VIP777');
    expect(http.requests.map((r) => [r.method, r.path, r.query ?? null, r.body ?? null])).toEqual([
      ['GET', '/partner/summary', null, null],
      ['GET', '/partner/member-list', { page: 1, perpage: 15 }, null],
      ['GET', '/partner/member-list', { page: 2, perpage: 15, search: 'mem', partnersOnly: 1 }, null],
      ['GET', '/partner/deposits', { page: 1, perpage: 15, ...range }, null],
      ['GET', '/partner/withdrawals', { page: 1, perpage: 15, ...range, memberId: 11 }, null],
      ['GET', '/partner/bets', { page: 1, perpage: 15, ...range }, null],
      ['GET', '/partner/casino-bets', { page: 1, perpage: 15, ...range }, null],
      ['GET', '/partner/calc', range, null],
      ['GET', '/partner/analysis', range, null],
      ['GET', '/partner/codes', null, null],
      ['POST', '/partner/codes', null, { code: 'VIP777' }],
    ]);
  });
});

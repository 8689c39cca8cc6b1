import fc from 'fast-check';
import { createApiClient } from '../../api/api-client.js';
import { sampleHistorySlipJson } from '../../api/testing/api-fixtures.js';
import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { DAY_MS, parseKstDateTime } from '../../shared/domain/kst.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { betHistoryCustomRange, betHistoryPresetRange } from '../domain/date-range.js';
import { betHistoryDetailTypes, GAME_TYPE_MINIGAME, GAME_TYPE_SPORTS } from '../domain/history-tabs.js';
import { createApiBetHistoryGateway } from './api-bet-history-gateway.js';
import type { BetHistoryFilter } from './bet-history.gateway.js';

/** 2026-11-22 12:00 KST. */
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);

function setup(member: { userId: string } | null = { userId: 'player01' }) {
  const http = new FakeHttp()
    .on('GET', '/sports-prematch/count', { status: 200, body: { count: 31 } })
    .on('GET', '/sports-prematch/bettings', { status: 200, body: [sampleHistorySlipJson()] })
    .on('POST', '/sports-prematch/user/cancelAll/:slipId', { status: 200, body: null })
    .on('POST', '/sports-prematch/user-delete', { status: 200, body: null });
  return { http, gateway: createApiBetHistoryGateway(createApiClient(http), () => member) };
}

const sportsWeek: BetHistoryFilter = {
  gameType: GAME_TYPE_SPORTS,
  gameDetailTypes: [],
  range: betHistoryPresetRange('week', NOW),
  result: 'all',
};

describe('createApiBetHistoryGateway', () => {
  it('counts with the login id, the KST days of the range and no result filter for all', async () => {
    const { http, gateway } = setup();
    expect(await gateway.count(sportsWeek)).toEqual({ ok: true, value: 31 });
    expect(http.requests[0]).toEqual({
      method: 'GET',
      path: '/sports-prematch/count',
      query: { page: 1, perpage: 10, gameType: 1, memberUserId: 'player01', startDate: '2026-11-15', endDate: '2026-11-22', user: 1 },
    });
  });

  it("sends a mini-game provider's text codes as numbers, and the chosen result", async () => {
    const { http, gateway } = setup();
    const custom = betHistoryCustomRange('2026-10-01', '2026-10-31');
    if (!custom.ok) throw new Error('fixture refused');
    const codes = betHistoryDetailTypes({ tab: 'minigame', provider: 'ntry' });
    const r = await gateway.list({
      gameType: GAME_TYPE_MINIGAME,
      gameDetailTypes: codes,
      range: custom.value,
      result: 'won',
      page: 2,
      perPage: 10,
    });
    // The slip's status code is named at this edge (the fixture sends 0: open).
    expect(r).toMatchObject({
      ok: true,
      value: [{ id: 501, status: 'open', total_ratio: 342, legs: [{ sports_betting_bet_price: 185 }] }],
    });
    expect(http.requests[0]?.query).toEqual({
      page: 2,
      perpage: 10,
      gameType: 3,
      memberUserId: 'player01',
      gameDetailTypes: [8, 9, 10, 11, 215],
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      result: 'won',
      user: 1,
    });
  });

  it('sends nothing for a code that is not all digits', async () => {
    const { http, gateway } = setup();
    const r = await gateway.count({ ...sportsWeek, gameDetailTypes: ['301', 'lotus'] });
    expect(r).toEqual({
      ok: false,
      error: { kind: 'decode', message: DEFAULT_PROBLEM_MESSAGE, path: '$.gameDetailTypes[1]', detail: '"lotus" is not a code' },
    });
    expect(http.requests).toEqual([]);
  });

  it('cancels a waiting slip as a money-moving call and hides settled slips by id', async () => {
    const { http, gateway } = setup();
    const rows = await gateway.list({ ...sportsWeek, page: 1, perPage: 10 });
    if (!rows.ok) throw new Error('fixture refused');
    expect(await gateway.cancel(501)).toEqual({ ok: true, value: undefined });
    expect(await gateway.delete(rows.value)).toEqual({ ok: true, value: undefined });
    expect(http.requests.slice(1)).toEqual([
      { method: 'POST', path: '/sports-prematch/user/cancelAll/501', moneyMoving: true },
      { method: 'POST', path: '/sports-prematch/user-delete', body: [{ id: 501 }] },
    ]);
  });

  it('passes failures through with the server text', async () => {
    const { http, gateway } = setup();
    http.on('POST', '/sports-prematch/user/cancelAll/:slipId', { status: 409, body: { message: '이미 정산된 베팅입니다.' } });
    expect(await gateway.cancel(1)).toMatchObject({ ok: false, error: { status: 409, message: '이미 정산된 베팅입니다.' } });
    http.on('GET', '/sports-prematch/count', { status: 403, body: { message: '본인 계정이 아닙니다.' } });
    expect(await gateway.count(sportsWeek)).toMatchObject({ ok: false, error: { status: 403 } });
  });

  it('sends nothing while nobody is logged in', async () => {
    const { http, gateway } = setup(null);
    const refused = { ok: false, error: { kind: 'http', status: 401, code: 'notLoggedIn', message: DEFAULT_PROBLEM_MESSAGE } };
    expect(await gateway.count(sportsWeek)).toEqual(refused);
    expect(await gateway.list({ ...sportsWeek, page: 1, perPage: 10 })).toEqual(refused);
    expect(http.requests).toEqual([]);
  });

  it('sends KST days that cover the whole range and no more than its first and last day (property)', async () => {
    const { http, gateway } = setup();
    const day = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
    await fc.assert(
      fc.asyncProperty(day, fc.integer({ min: 0, max: 120 * DAY_MS }), async (start, length) => {
        await gateway.count({ ...sportsWeek, range: { start, end: start + length } });
        const q = http.requests.at(-1)?.query as { startDate: string; endDate: string };
        const first = parseKstDateTime(q.startDate);
        const last = parseKstDateTime(q.endDate);
        expect(first).toBeLessThanOrEqual(start);
        expect(start - first).toBeLessThan(DAY_MS);
        expect(last + DAY_MS).toBeGreaterThan(start + length);
        expect(last).toBeLessThanOrEqual(start + length);
      }),
      { numRuns: 200 },
    );
  });
});

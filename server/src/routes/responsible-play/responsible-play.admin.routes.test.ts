import { DAY_MS } from '@bet/core/shared';
import { foundationModules } from '../../modules.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

/**
 * The operator's side of responsible play (issue 13): the back office lists members with limits,
 * exclusions, reality-check settings and stops; a plain member is refused; and every change a
 * member makes to them is in the audit log, written in the change's own transaction.
 */
let h: Harness;
let adminId: number;
/** A fresh operator session (the tests move the clock past the 24-hour idle end of an older one). */
const admin = (): Promise<Caller> => h.as(adminId);

interface Row {
  id: number;
  userId: string;
  limits: { kind: string; period: string; amount: number | null; pending: { amount: number | null } | null }[];
  exclusion: { kind: string; duration: string; endsAt: number | null } | null;
  realityCheck: { intervalMinutes: number; sessionLimitMinutes: number | null } | null;
  stops: number;
  lastStopAt: number | null;
}

beforeAll(async () => {
  h = await createHarness({ modules: foundationModules() });
  adminId = await h.createMember('rpadmin01', { isAdmin: true, role: 10 });
});
afterAll(() => h.close());

const list = async (query = '') =>
  json<Row[]>(await (await admin()).inject({ method: 'GET', url: `/api/admin/responsible-play?page=1&perpage=20${query}` }));
const auditOf = async (memberId: number) =>
  (
    await h.db.query<{ action: string; target: string; detail: Record<string, unknown>; actor_member_id: number }>(
      'SELECT action, target, detail, actor_member_id FROM audit_log WHERE target = $1 ORDER BY id',
      [String(memberId)],
    )
  ).rows.map((r) => ({ action: r.action, detail: r.detail, actor: Number(r.actor_member_id) }));

describe('the operator’s responsible-play list', () => {
  it('lists only members with a limit, an exclusion, reality-check settings or stops, with what is in force, searched and paged', async () => {
    const limited = await h.as(await h.createMember('rplimit01'));
    const excluded = await h.as(await h.createMember('rpexcl01'));
    const checker = await h.as(await h.createMember('rpcheck01'));
    await h.createMember('rpplain01');
    await limited.inject({
      method: 'PUT',
      url: '/api/responsible-play/limits',
      payload: { kind: 'deposit', period: 'day', amount: 100_000 },
    });
    await limited.inject({
      method: 'PUT',
      url: '/api/responsible-play/limits',
      payload: { kind: 'deposit', period: 'day', amount: 300_000 },
    });
    await excluded.inject({ method: 'POST', url: '/api/responsible-play/exclusion', payload: { duration: '7d' } });
    await checker.inject({ method: 'PUT', url: '/api/mypage/reality-check', payload: { intervalMinutes: 15, sessionLimitMinutes: 120 } });
    const stop = await checker.inject({ method: 'POST', url: '/api/mypage/reality-check/stop', payload: { reason: 'stop' } });
    expect(json(stop)).toEqual({ stops: 1 });
    h.clock.advance(60_000);
    await checker.inject({ method: 'POST', url: '/api/mypage/reality-check/stop', payload: { reason: 'sessionLimit' } });

    const rows = await list('&q=rp');
    expect(rows.map((r) => r.userId)).toEqual(['rpcheck01', 'rpexcl01', 'rplimit01']);
    const [check, excl, limit] = rows as [Row, Row, Row];
    expect(limit).toMatchObject({
      limits: [{ kind: 'deposit', period: 'day', amount: 100_000, pending: { amount: 300_000 } }],
      exclusion: null,
    });
    expect(excl.exclusion).toMatchObject({ kind: 'coolOff', duration: '7d', endsAt: h.clock.now() - 60_000 + 7 * DAY_MS });
    expect(check).toMatchObject({ realityCheck: { intervalMinutes: 15, sessionLimitMinutes: 120 }, stops: 2, lastStopAt: h.clock.now() });
    expect((await list('&q=excl')).map((r) => r.userId)).toEqual(['rpexcl01']);
    expect((await list('&q=plain')).map((r) => r.userId)).toEqual([]);
    expect(
      json<Row[]>(await (await admin()).inject({ method: 'GET', url: '/api/admin/responsible-play?q=rp&page=2&perpage=2' })).map(
        (r) => r.userId,
      ),
    ).toEqual(['rplimit01']);
    // Once the cool-off has ended, nothing keeps that member on the list.
    h.clock.advance(8 * DAY_MS);
    expect((await list('&q=rp')).map((r) => r.userId)).toEqual(['rpcheck01', 'rplimit01']);
  });

  it('refuses a plain member (403) and a visitor (401), and a stop reason that is not offered (400)', async () => {
    const member = await h.as(await h.createMember('rpnosy01'));
    const refused = await member.inject({ method: 'GET', url: '/api/admin/responsible-play?page=1&perpage=20' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toMatch(/[가-힣]/);
    expect((await h.inject({ method: 'GET', url: '/api/admin/responsible-play?page=1&perpage=20' })).statusCode).toBe(401);
    expect((await member.inject({ method: 'POST', url: '/api/mypage/reality-check/stop', payload: { reason: 'bored' } })).statusCode).toBe(
      400,
    );
  });
});

describe('the audit log of responsible play', () => {
  it('holds every change a member makes to limits, exclusions and reality checks, and none for a refused change', async () => {
    const id = await h.createMember('rpaudit01');
    const m = await h.as(id);
    const put = (amount: number | null) =>
      m.inject({ method: 'PUT', url: '/api/responsible-play/limits', payload: { kind: 'wager', period: 'week', amount } });
    await put(50_000);
    await put(80_000);
    await m.inject({ method: 'POST', url: '/api/responsible-play/limits/cancel', payload: { kind: 'wager', period: 'week' } });
    await put(null);
    expect(
      (await m.inject({ method: 'POST', url: '/api/responsible-play/limits/confirm', payload: { kind: 'wager', period: 'week' } }))
        .statusCode,
    ).toBe(409);
    h.clock.advance(DAY_MS);
    await m.inject({ method: 'POST', url: '/api/responsible-play/limits/confirm', payload: { kind: 'wager', period: 'week' } });
    await m.inject({ method: 'PUT', url: '/api/mypage/reality-check', payload: { intervalMinutes: 30, sessionLimitMinutes: null } });
    await m.inject({ method: 'POST', url: '/api/responsible-play/exclusion', payload: { duration: '24h' } });
    expect((await m.inject({ method: 'POST', url: '/api/responsible-play/exclusion', payload: { duration: '24h' } })).statusCode).toBe(409);
    expect((await (await admin()).inject({ method: 'DELETE', url: `/api/admin/members/${id}/exclusion` })).statusCode).toBe(403);

    expect(await auditOf(id)).toEqual([
      { action: 'responsible-play limit', actor: id, detail: { kind: 'wager', period: 'week', amount: 50_000, applied: true } },
      { action: 'responsible-play limit', actor: id, detail: { kind: 'wager', period: 'week', amount: 80_000, applied: false } },
      { action: 'responsible-play limit cancel', actor: id, detail: { kind: 'wager', period: 'week', dropped: 80_000 } },
      { action: 'responsible-play limit', actor: id, detail: { kind: 'wager', period: 'week', amount: null, applied: false } },
      { action: 'responsible-play limit confirm', actor: id, detail: { kind: 'wager', period: 'week', amount: null } },
      { action: 'reality-check settings', actor: id, detail: { intervalMinutes: 30, sessionLimitMinutes: null } },
      { action: 'responsible-play exclusion', actor: id, detail: { duration: '24h', endsAt: h.clock.now() + DAY_MS } },
      { action: 'admin responsible-play lift refused', actor: adminId, detail: { kind: 'exclusionLocked' } },
    ]);
  });
});

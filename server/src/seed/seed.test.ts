import { createPasswordHasher } from '../auth/password.js';
import { checkLedger } from '../ledger/balances.js';
import { createHarness, json, type Harness } from '../testing/harness.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from './demo-accounts.js';
import { DEMO_HASHES } from './demo-hashes.js';
import { isEmpty, runSeed, seedIfEmpty } from './index.js';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('seed', () => {
  it('fills an empty database once, with members at levels 1-5, a partner and recommenders, banks 1-39', async () => {
    expect(await isEmpty(h.app.deps)).toBe(true);
    expect(await seedIfEmpty(h.app.deps, h.app.modules)).toBe(true);
    expect(await seedIfEmpty(h.app.deps, h.app.modules)).toBe(false);
    await expect(runSeed(h.app.deps, h.app.modules)).rejects.toThrow(/already has members/);
    const { rows } = await h.db.query<{ user_id: string; role: number; type: number; status: string; recommender: string | null }>(
      'SELECT m.user_id, m.role, m.type, m.status, r.user_id AS recommender FROM members m LEFT JOIN members r ON r.id = m.recommender_id ORDER BY m.id',
    );
    expect(rows.filter((r) => r.user_id.startsWith('member')).map((r) => Number(r.role))).toEqual([1, 2, 3, 4, 5]);
    expect(rows.find((r) => r.user_id === 'recomm01')).toMatchObject({ type: 2, recommender: 'partner01' });
    // Every member is in a downline: the partner's desk and the recommender page have members to show.
    expect(rows.filter((r) => r.user_id.startsWith('member')).map((r) => r.recommender)).toEqual([
      'recomm01',
      'partner01',
      'recomm01',
      'partner01',
      'recomm01',
    ]);
    expect(rows.find((r) => r.user_id === 'pending01')?.status).toBe('pending');
    expect((await h.db.query('SELECT code FROM banks')).rows).toHaveLength(39);
    expect(
      json<{ memberId: number }>(await h.inject({ method: 'GET', url: '/api/suggestioncode?codeEquals=1212' })).memberId,
    ).toBeGreaterThan(0);
    expect(await checkLedger(h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
  });

  it("counts on each referral code the demo members who signed up with it: the codes' counts add up to the direct referrals", async () => {
    for (const owner of ['partner01', 'recomm01']) {
      const { rows: codes } = await h.db.query<{ code: string; members: number }>(
        `SELECT c.code, (SELECT count(*)::int FROM members m WHERE m.suggestion_code = c.code) AS members
           FROM suggestion_codes c JOIN members o ON o.id = c.member_id WHERE o.user_id = $1`,
        [owner],
      );
      const { rows: direct } = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM members m JOIN members o ON o.id = m.recommender_id WHERE o.user_id = $1',
        [owner],
      );
      expect(direct[0]!.n).toBeGreaterThan(0);
      expect(codes.reduce((sum, c) => sum + c.members, 0)).toBe(direct[0]!.n);
    }
  });

  it('lets the demo logins in (and keeps the pending one out)', async () => {
    const admin = await h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId: 'admin', password: DEMO_ADMIN_PASSWORD } });
    // The demo operator is not enrolled: the right password asks to enrol a second factor (issue 11).
    expect(admin.statusCode).toBe(401);
    expect(json(admin)).toMatchObject({ code: 'secondFactorRequired', secondFactor: { enrolment: { secret: expect.any(String) } } });
    const { rows } = await h.db.query("SELECT type, role, withdrawal_type, is_admin FROM members WHERE user_id = 'admin'");
    expect(rows).toEqual([{ type: 1, role: 10, withdrawal_type: 0, is_admin: true }]);
    const member = await h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId: 'member03', password: DEMO_PASSWORD } });
    expect(json(member)).toMatchObject({ userId: 'member03', role: 3, emoney: 1_000_000, point: 5_000, usdt: 100_000_000 });
    expect(
      (await h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId: 'pending01', password: DEMO_PASSWORD } })).statusCode,
    ).toBe(404);
  });

  it('keeps the precomputed demo hashes in step with the demo passwords', async () => {
    const hasher = createPasswordHasher();
    const checks = DEMO_ACCOUNTS.flatMap((a) => [
      hasher.verify(a.password, DEMO_HASHES[a.userId]!.password),
      hasher.verify(a.depositPassword, DEMO_HASHES[a.userId]!.pin),
    ]);
    expect(await Promise.all(checks)).toEqual(checks.map(() => true));
  });
});

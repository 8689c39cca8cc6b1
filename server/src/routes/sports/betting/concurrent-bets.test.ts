import { checkLedger, ledgerIsSound } from '../../../ledger/index.js';
import { fixtures, picksOf, prematchBody } from '../testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../testing/sports-test-app.js';

/**
 * The stake debit and the slip rows commit together under concurrency: on the real server
 * (DATABASE_URL, CI sets it) the 100 requests truly race; on PGlite they run one at a time.
 */
describe('100 concurrent bets from one member whose cash covers exactly 10', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('places exactly 10 slips, leaves zero cash and a ledger that sums to zero per currency', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
    const body = prematchBody(member.id, [picksOf(fixture!, 1)[0]!], 5_000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: body })),
    );
    const placed = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(placed).toHaveLength(10);
    expect(new Set(refused.map((a) => a.json().message))).toEqual(new Set(['보유 캐쉬가 부족합니다.']));
    expect(await t.cash(member.id)).toBe(0);
    const slips = await t.db.query<{ n: number; staked: number }>(
      'SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS staked FROM bet_slips WHERE member_id = $1',
      [member.id],
    );
    expect(slips.rows[0]).toEqual({ n: 10, staked: 50_000 });
    const legs = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bet_legs l JOIN bet_slips s ON s.id = l.slip_id WHERE s.member_id = $1',
      [member.id],
    );
    expect(legs.rows[0]?.n).toBe(10);
    const sums = await t.db.query<{ currency: string; total: number }>(
      'SELECT currency, sum(amount)::bigint AS total FROM ledger_entries GROUP BY currency',
    );
    for (const row of sums.rows) expect(Number(row.total)).toBe(0);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
  });
});

import { checkLedger, ledgerIsSound } from '../../ledger/index.js';
import { fixtures, picksOf, prematchBody } from '../sports/testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../sports/testing/sports-test-app.js';

/**
 * Issue 13: concurrent requests that together would cross a limit: none crosses it. Every guard
 * locks the member's row inside the bet's (or deposit's) own transaction before it reads the
 * period's sums, so on the real server (DATABASE_URL) the requests truly race and still run one
 * after another past that point; on PGlite they are serial anyway.
 */
describe('concurrent bets against a daily wager limit', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
  });
  afterAll(() => t.close());

  it('30 concurrent 5,000-won bets under a 20,000-won daily wager limit: exactly 4 are placed', async () => {
    const member = await t.addMember({ cash: 1_000_000 });
    const set = await t.call(member, {
      method: 'PUT',
      url: '/api/responsible-play/limits',
      payload: { kind: 'wager', period: 'day', amount: 20_000 },
    });
    expect(set.statusCode).toBe(200);
    const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
    const body = prematchBody(member.id, [picksOf(fixture!, 1)[0]!], 5_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: body })),
    );
    const placed = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(placed).toHaveLength(4);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().message}`))).toEqual(
      new Set(['403 베팅 한도를 초과했습니다. (일 한도 20,000원)']),
    );
    const slips = await t.db.query<{ staked: string | number }>(
      'SELECT coalesce(sum(amount), 0) AS staked FROM bet_slips WHERE member_id = $1',
      [member.id],
    );
    expect(Number(slips.rows[0]?.staked)).toBe(20_000);
    expect(await t.cash(member.id)).toBe(980_000);
    expect(ledgerIsSound(await checkLedger(t.db))).toBe(true);
  });

  it('concurrent bets under a net-loss limit: the open stakes never pass it', async () => {
    const member = await t.addMember({ cash: 1_000_000 });
    await t.call(member, { method: 'PUT', url: '/api/responsible-play/limits', payload: { kind: 'loss', period: 'week', amount: 33_000 } });
    const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
    const amounts = [5_000, 7_000, 10_000, 6_000, 9_000, 8_000, 5_000, 12_000, 5_000, 6_000];
    const answers = await Promise.all(
      amounts.map((amount) =>
        t.call(member, {
          method: 'POST',
          url: '/api/sports-prematch/betting',
          payload: prematchBody(member.id, [picksOf(fixture!, 1)[0]!], amount),
        }),
      ),
    );
    const staked = amounts.filter((_, i) => answers[i]!.statusCode === 200).reduce((a, b) => a + b, 0);
    expect(staked).toBeLessThanOrEqual(33_000);
    expect(staked).toBeGreaterThan(33_000 - 12_000); // it stopped only when the next bet would have crossed
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json().message).toBe('손실 한도를 초과했습니다. (주 한도 33,000원)');
    const slips = await t.db.query<{ staked: string | number }>(
      'SELECT coalesce(sum(amount), 0) AS staked FROM bet_slips WHERE member_id = $1',
      [member.id],
    );
    expect(Number(slips.rows[0]?.staked)).toBe(staked);
  });
});

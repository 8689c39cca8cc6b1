import { randomUUID } from 'node:crypto';
import { countRoundTrips } from '../../../db/round-trips.js';
import { SERVER_MESSAGES } from '../../../http/messages.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-db.js';
import { fixtures, picksOf, prematchBody } from '../testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../testing/sports-test-app.js';

/**
 * Issue 12: a bet's cost on a networked database is mostly its round trips, so their number is
 * pinned here (the bench prints the same figure under load). A single-leg pre-match bet with an
 * Idempotency-Key, counted from the request's first statement to its COMMIT:
 *   session + blocked address + session limit + stored answer of the key (1),
 *   BEGIN, picks + limits (1), responsible-play guard: the member's lock (1), then limits,
 *   exclusions and sums (1), ledger lock (1), ledger write (1), slip + legs (1), the key stored
 *   with its answer (1), COMMIT.
 * The guard's read needs a statement of its own after the lock (issue 29): a read in the locking
 * statement sees only what was committed before it waited, so a limit lowered meanwhile would
 * not bind the bet that waited for it.
 */
const STATEMENTS_PER_BET = 10;

describe('round trips of a sports bet', () => {
  let database: TestDatabase;
  let counted: ReturnType<typeof countRoundTrips>;
  let t: SportsTestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    counted = countRoundTrips(database.db);
    t = await buildSportsTestApp({ db: counted, rounds: false });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it(`places a single-leg pre-match bet in one transaction of ${STATEMENTS_PER_BET} statements`, async () => {
    const member = await t.addMember({ cash: 100_000 });
    const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
    const pick = picksOf(fixture!, 1)[0]!;
    const bet = () =>
      t.call(member, {
        method: 'POST',
        url: '/api/sports-prematch/betting',
        payload: prematchBody(member.id, [pick], 10_000),
        headers: { 'idempotency-key': randomUUID() },
      });
    // The site's very first bet also opens the house's sportsbook account: count a later one.
    expect((await bet()).statusCode).toBe(200);
    const before = counted.roundTrips();
    const res = await bet();
    const after = counted.roundTrips();
    expect(res.statusCode).toBe(200);
    expect(await t.cash(member.id)).toBe(80_000);
    expect(after.transactions - before.transactions).toBe(1);
    expect(after.statements - before.statements).toBe(STATEMENTS_PER_BET);
  });

  it('answers a retry of a committed bet from the row read with the session: one statement, no transaction', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
    const pick = picksOf(fixture!, 1)[0]!;
    const key = randomUUID();
    const send = (amount: number) =>
      t.call(member, {
        method: 'POST',
        url: '/api/sports-prematch/betting',
        payload: prematchBody(member.id, [pick], amount),
        headers: { 'idempotency-key': key },
      });
    const first = await send(10_000);
    expect(first.statusCode).toBe(200);
    const before = counted.roundTrips();
    const retry = await send(10_000);
    const after = counted.roundTrips();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(after.statements - before.statements).toBe(1);
    expect(after.transactions - before.transactions).toBe(0);
    // The same key with another request is refused, and nothing moves.
    const other = await send(20_000);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: SERVER_MESSAGES.idempotencyMismatch });
    expect(await t.cash(member.id)).toBe(90_000);
  });
});

import { checkFairRound, ROULETTE_FAIR_GAME_IDS, sha256Hex } from '@bet/core/fairness';
import { seededRandom } from '../../ports/random.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

interface SpinAnswer {
  value: number;
  name: string;
  roundKey: string;
  seed: string;
  seedHash: string;
  nextSeedHash: string;
}
interface FairRound {
  id: number;
  dayRound: number;
  roundKey: string;
  seed: string;
  seedHash: string;
  result: { roll: number; value: number; name: string };
  winBetName: string;
}

let h: Harness;
let me: Caller;
let other: Caller;

const commitment = async (c: Caller) =>
  json<{ seedHash: string }>(await c.inject({ method: 'GET', url: '/api/card/seed-commitment' })).seedHash;
const spin = async (c: Caller, couponType: 1 | 2) =>
  json<SpinAnswer>(await c.inject({ method: 'POST', url: '/api/card/choice', payload: { memberId: c.memberId, couponType } }));
const fairRounds = (c: Caller | Harness, gameId: number, query = '') =>
  c.inject({ method: 'GET', url: `/api/fairness/rounds?gameId=${gameId}${query}` });

beforeAll(async () => {
  h = await createHarness({ build: { random: seededRandom(13) } });
  me = await h.as(await h.createMember('fairspin1'));
  other = await h.as(await h.createMember('fairspin2'));
  for (const c of [me, other]) await h.db.query('INSERT INTO roulette_coupons (member_id, normal, vip) VALUES ($1, 3, 1)', [c.memberId]);
});
afterAll(() => h.close());

describe('provably fair roulette', () => {
  it('commits to the seed before the spin, draws with it, reveals it after and commits the next one', async () => {
    const before = await commitment(me);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(await commitment(me)).toBe(before);
    const answer = await spin(me, 1);
    expect(answer.seedHash).toBe(before);
    expect(sha256Hex(answer.seed)).toBe(before);
    expect(answer.roundKey).toMatch(new RegExp(`^${ROULETTE_FAIR_GAME_IDS.normal}:\\d+$`));
    expect(answer.nextSeedHash).not.toBe(before);
    expect(await commitment(me)).toBe(answer.nextSeedHash);
    const [, spinNo] = answer.roundKey.split(':').map(Number);
    const check = checkFairRound({
      kind: 'rouletteNormal',
      gameId: ROULETTE_FAIR_GAME_IDS.normal,
      roundNo: spinNo!,
      seed: answer.seed,
      seedHash: before,
      publishedResult: null,
    });
    expect(check).toMatchObject({ hashMatches: true, result: { value: answer.value, name: answer.name } });
  });

  it("lists a member's own spins per wheel on the fairness calls, each verifying in core; a changed seed does not", async () => {
    const vip = await spin(me, 2);
    await spin(other, 1);
    const games = json<Array<{ id: number; drawKind: string; nameKorean: string }>>(
      await h.inject({ method: 'GET', url: '/api/fairness/games' }),
    );
    expect(games).toEqual(
      expect.arrayContaining([
        { id: 9001, providerName: 'roulette', nameKorean: '일반 룰렛', drawKind: 'rouletteNormal' },
        { id: 9002, providerName: 'roulette', nameKorean: 'VIP 룰렛', drawKind: 'rouletteVip' },
      ]),
    );
    const vipPage = json<{ total: number; list: FairRound[] }>(await fairRounds(me, ROULETTE_FAIR_GAME_IDS.vip));
    expect(vipPage.total).toBe(1);
    expect(vipPage.list[0]).toMatchObject({ roundKey: vip.roundKey, seed: vip.seed, seedHash: vip.seedHash, dayRound: 1 });
    expect(vipPage.list[0]!.result).toMatchObject({ value: vip.value, name: vip.name });
    expect(vipPage.list[0]!.winBetName).toMatch(/^숫자 \d+ · /);

    await spin(me, 1);
    const normal = json<{ total: number; list: FairRound[] }>(await fairRounds(me, ROULETTE_FAIR_GAME_IDS.normal, '&perpage=1'));
    expect(normal.total).toBe(2);
    expect(normal.list).toHaveLength(1);
    expect(normal.list[0]!.dayRound).toBe(2);
    for (const [page, r] of [[vipPage.list[0]!, 'rouletteVip'] as const, [normal.list[0]!, 'rouletteNormal'] as const]) {
      const [gameId, roundNo] = page.roundKey.split(':').map(Number);
      const input = { kind: r, gameId: gameId!, roundNo: roundNo!, seed: page.seed, seedHash: page.seedHash, publishedResult: page.result };
      expect(checkFairRound(input)).toMatchObject({ hashMatches: true, resultMatches: true, verified: true });
      const tampered = `${page.seed.slice(0, -1)}${page.seed.endsWith('0') ? '1' : '0'}`;
      expect(checkFairRound({ ...input, seed: tampered })).toMatchObject({ hashMatches: false, verified: false });
    }
    const others = json<{ total: number; list: FairRound[] }>(await fairRounds(other, ROULETTE_FAIR_GAME_IDS.normal));
    expect(others.total).toBe(1);
    expect(others.list.some((r) => normal.list.some((mine) => mine.id === r.id))).toBe(false);
  });

  it('refuses a guest the spins of a wheel and the commitment', async () => {
    const guest = await fairRounds(h, ROULETTE_FAIR_GAME_IDS.normal);
    expect(guest.statusCode).toBe(401);
    expect(json(guest).message).toBe('로그인 후 이용해주세요.');
    expect((await h.inject({ method: 'GET', url: '/api/card/seed-commitment' })).statusCode).toBe(401);
  });
});

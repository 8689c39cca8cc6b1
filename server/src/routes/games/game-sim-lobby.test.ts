import { runSeed } from '../../seed/index.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let me: Caller;
let other: Caller;
let ids: Record<string, number>;

beforeAll(async () => {
  h = await createHarness();
  ids = await runSeed(h.app.deps, h.app.modules);
  me = await h.as(ids.member01!);
  other = await h.as(ids.member02!);
});
afterAll(() => h.close());

describe("the hold'em and real-poker simulator's lobby page", () => {
  it("opens from the launch link: the game's name, the member's game account and cash balance in won, in Korean", async () => {
    await me.inject({ method: 'GET', url: '/api/revolution/user/create' });
    const { url } = json<{ url: string }>(
      await me.inject({ method: 'GET', url: '/api/revolution/game/link?userId=member01&agentCode=partner01' }),
    );
    expect(url).toMatch(/^\/api\/game-sim\/revolution\/lobby\?uid=RV[0-9a-f]{12}&agent=partner01$/);
    const { rows } = await h.db.query<{ uid: string }>('SELECT revolution_uid AS uid FROM members WHERE id = $1', [ids.member01]);
    const { rows: cash } = await h.db.query<{ balance: number }>(
      "SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'cash'",
      [ids.member01],
    );
    const page = await me.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('홀덤 로비');
    expect(page.body).toContain(`data-testid="sim-lobby-account">${rows[0]!.uid}<`);
    expect(page.body).toContain(`data-testid="sim-lobby-balance">${Number(cash[0]?.balance ?? 0).toLocaleString('en-US')}원<`);
    expect(page.body).toContain('partner01');
  });

  it("names real-poker on its lobby, and shows another member's account to nobody", async () => {
    await me.inject({ method: 'GET', url: '/api/realpoker/user/create?userId=member01' });
    const { url } = json<{ url: string }>(await me.inject({ method: 'GET', url: '/api/realpoker/game/link?userId=member01' }));
    expect((await me.inject({ method: 'GET', url })).body).toContain('리얼포커 로비');
    const stranger = await other.inject({ method: 'GET', url });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toContain('게임 계정을 찾을 수 없습니다.');
    expect(stranger.body).not.toContain('sim-lobby-balance');
  });

  it('answers a visitor with a Korean page that asks to log in (never a JSON error or a dead page)', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/game-sim/revolution/lobby?uid=RV000000000000' });
    expect(res.statusCode).toBe(401);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.body).toContain('로그인 후 이용해주세요.');
  });
});

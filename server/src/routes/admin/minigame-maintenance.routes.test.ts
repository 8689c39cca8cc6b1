import { ALL_GAMES } from '../rounds/games.js';
import { upsertGameDefinitions } from '../rounds/round-store.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

/** 엔트리 파워볼 (ntry), a mini-game of the catalogue; 50 is a virtual sport (soccer), not a mini-game. */
const GAME = 8;
const VIRTUAL_SOCCER = 50;

let h: Harness;
let admin: Caller;
let member: Caller;

beforeAll(async () => {
  h = await createHarness();
  await upsertGameDefinitions(h.db, ALL_GAMES);
  admin = await h.as(await h.createMember('mgadmin01', { isAdmin: true, role: 10, type: 1 }));
  member = await h.as(await h.createMember('mgmember1'));
});
afterAll(() => h.close());

const flip = (caller: Caller, id: number | string, payload: unknown) =>
  caller.inject({ method: 'PUT', url: `/api/admin/minigames/${id}/maintenance`, payload });

const publicSetting = async (id: number) =>
  json<{ id: number; systemMaintenanceFlg: boolean }>(await h.inject({ method: 'GET', url: `/api/settingMinigame/${id}` }));

async function auditLines(): Promise<{ actor_member_id: number; target: string; detail: { before: unknown; after: unknown } }[]> {
  const { rows } = await h.db.query<{ actor_member_id: number; target: string; detail: { before: unknown; after: unknown } }>(
    "SELECT actor_member_id, target, detail FROM audit_log WHERE action = 'admin.minigame.maintenance' ORDER BY id",
  );
  return rows;
}

describe('PUT /admin/minigames/{id}/maintenance', () => {
  it('turns a mini-game to maintenance and back; the public setting shows it and each flip is audited with before and after', async () => {
    expect((await publicSetting(GAME)).systemMaintenanceFlg).toBe(false);
    const on = await flip(admin, GAME, { maintenance: true });
    expect(on.statusCode).toBe(200);
    expect(json(on).message).toBe('점검 중으로 변경되었습니다.');
    expect((await publicSetting(GAME)).systemMaintenanceFlg).toBe(true);
    const listed = json<{ id: number; systemMaintenanceFlg: boolean }[]>(await h.inject({ method: 'GET', url: '/api/settingMinigame' }));
    expect(listed.find((g) => g.id === GAME)?.systemMaintenanceFlg).toBe(true);

    const off = await flip(admin, GAME, { maintenance: false });
    expect(json(off).message).toBe('점검이 해제되었습니다.');
    expect((await publicSetting(GAME)).systemMaintenanceFlg).toBe(false);

    const lines = await auditLines();
    expect(lines.map((l) => [Number(l.actor_member_id), l.target, l.detail.before, l.detail.after])).toEqual([
      [admin.memberId, `minigame:${GAME}`, { maintenance: false }, { maintenance: true }],
      [admin.memberId, `minigame:${GAME}`, { maintenance: true }, { maintenance: false }],
    ]);
  });

  it('is refused to members (403) and visitors (401), changing nothing', async () => {
    const denied = await flip(member, GAME, { maintenance: true });
    expect(denied.statusCode).toBe(403);
    expect(json(denied).message).toBe('관리자만 이용할 수 있습니다.');
    expect(
      (await h.inject({ method: 'PUT', url: `/api/admin/minigames/${GAME}/maintenance`, payload: { maintenance: true } })).statusCode,
    ).toBe(401);
    expect((await publicSetting(GAME)).systemMaintenanceFlg).toBe(false);
  });

  it('answers 404 for an unknown game or a virtual sport, and 400 in Korean for a bad body or id, changing nothing', async () => {
    const before = (await auditLines()).length;
    for (const id of [999_999, VIRTUAL_SOCCER]) {
      const missing = await flip(admin, id, { maintenance: true });
      expect(missing.statusCode).toBe(404);
      expect(json(missing).message).toBe('존재하지 않는 게임입니다.');
    }
    for (const [id, body] of [
      [GAME, { maintenance: 'yes' }],
      [GAME, {}],
      [GAME, { maintenance: 1 }],
      ['abc', { maintenance: true }],
    ] as const) {
      const bad = await flip(admin, id, body);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toMatch(/[가-힣]/);
    }
    expect((await publicSetting(GAME)).systemMaintenanceFlg).toBe(false);
    const { rows } = await h.db.query<{ system_maintenance_flg: boolean }>(
      'SELECT system_maintenance_flg FROM game_definitions WHERE id = $1',
      [VIRTUAL_SOCCER],
    );
    expect(rows[0]?.system_maintenance_flg).toBe(false);
    expect((await auditLines()).length).toBe(before);
  });
});

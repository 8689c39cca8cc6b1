import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { S } from '../../http/schema.js';
import type { GameProvider } from '../../ports/game-provider.js';
import { readSettings } from '../settings/site-settings.js';
import { assertSelfUserId, memberOf } from '../route-kit.js';

export const GAME_TEXTS = {
  maintenance: (name: string) => `${name} 점검중입니다.`,
  unknownError: '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.',
  notAllowed: '게임 이용이 제한된 계정입니다. 관리자에게 문의해주세요.',
  noAccount: '게임 계정이 없습니다. 계정을 먼저 생성해주세요.',
} as const;

const NAMES: Record<GameProvider, string> = { realpoker: '리얼포커', revolution: '홀덤' };
const COLUMNS: Record<GameProvider, { uid: string; flag: string; maintenance: 'realpokerMaintenanceFlag' | 'revolutionMaintenanceFlag' }> =
  {
    realpoker: { uid: 'realpoker_uid', flag: 'realpoker_use_flag', maintenance: 'realpokerMaintenanceFlag' },
    revolution: { uid: 'revolution_uid', flag: 'revolution_use_flag', maintenance: 'revolutionMaintenanceFlag' },
  };

/**
 * Spec 7 "Games": real-poker and hold'em (revolution) accounts and lobby links from the game
 * provider port. Spec 5: login, no maintenance, and use flag 0 (read: 0 = not restricted).
 */
export async function gamesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, games } = deps;

  async function gate(provider: GameProvider, memberId: number): Promise<{ uid: string | null }> {
    const settings = await readSettings(db);
    if (settings[COLUMNS[provider].maintenance]) throw forbidden(GAME_TEXTS.maintenance(NAMES[provider]), 'maintenance');
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT ${COLUMNS[provider].uid} AS uid, ${COLUMNS[provider].flag} AS flag FROM members WHERE id = $1`,
      [memberId],
    );
    if (Number(rows[0]?.flag ?? 0) !== 0) throw forbidden(GAME_TEXTS.notAllowed, 'gameRestricted');
    return { uid: (rows[0]?.uid as string | null) ?? null };
  }

  async function create(provider: GameProvider, request: Parameters<typeof memberOf>[0]): Promise<{ code: number; message?: string }> {
    const me = memberOf(request);
    const { uid } = await gate(provider, me.id);
    if (uid) return { code: 1 };
    const made = await games.createAccount(provider, me);
    if (made.code !== 1 || !made.uid) return { code: made.code, message: GAME_TEXTS.unknownError };
    await db.query(`UPDATE members SET ${COLUMNS[provider].uid} = $2 WHERE id = $1 AND ${COLUMNS[provider].uid} IS NULL`, [
      me.id,
      made.uid,
    ]);
    return { code: 1 };
  }

  async function link(provider: GameProvider, request: Parameters<typeof memberOf>[0], agentCode: string | null): Promise<{ url: string }> {
    const me = memberOf(request);
    const { uid } = await gate(provider, me.id);
    if (!uid) throw badRequest(GAME_TEXTS.noAccount, 'noGameAccount');
    return { url: await games.lobbyLink(provider, uid, agentCode) };
  }

  const guarded = { crossSiteGuard: true };
  api.get<{ Querystring: { userId?: string; nickname?: string } }>(
    '/realpoker/user/create',
    { config: guarded, schema: { querystring: S.obj({ userId: S.text(64), nickname: S.text(32) }, ['userId', 'nickname']) } },
    async (request) => {
      assertSelfUserId(request, request.query.userId);
      return create('realpoker', request);
    },
  );
  api.get<{ Querystring: { userId?: string } }>(
    '/realpoker/game/link',
    { schema: { querystring: S.obj({ userId: S.text(64) }, ['userId']) } },
    async (request) => {
      assertSelfUserId(request, request.query.userId);
      return link('realpoker', request, null);
    },
  );
  api.get('/revolution/user/create', { config: guarded }, async (request) => create('revolution', request));
  api.get<{ Querystring: { userId?: string; agentCode?: string } }>(
    '/revolution/game/link',
    { schema: { querystring: S.obj({ userId: S.text(64), agentCode: S.pattern('^[A-Za-z0-9_-]{1,64}$', 64) }, ['userId', 'agentCode']) } },
    async (request) => {
      assertSelfUserId(request, request.query.userId);
      return link('revolution', request, request.query.agentCode ?? null);
    },
  );
}

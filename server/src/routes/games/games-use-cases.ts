import type { SessionMember } from '../../auth/session-member.js';
import type { Db } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import type { GameProvider, GameProviderPort } from '../../ports/game-provider.js';
import { readSettings } from '../settings/site-settings.js';
import { gameAccountOf, saveGameAccount } from './games-store.js';

export const GAME_TEXTS = {
  maintenance: (name: string) => `${name} 점검중입니다.`,
  unknownError: '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.',
  notAllowed: '게임 이용이 제한된 계정입니다. 관리자에게 문의해주세요.',
  noAccount: '게임 계정이 없습니다. 계정을 먼저 생성해주세요.',
} as const;

/** The games' Korean names (the maintenance text and the simulator's lobby). */
export const GAME_NAMES: Record<GameProvider, string> = { realpoker: '리얼포커', revolution: '홀덤' };
const MAINTENANCE: Record<GameProvider, 'realpokerMaintenanceFlag' | 'revolutionMaintenanceFlag'> = {
  realpoker: 'realpokerMaintenanceFlag',
  revolution: 'revolutionMaintenanceFlag',
};

/** Spec 5: no maintenance, and use flag 0 (read: 0 = not restricted). The member's account id, if any. */
async function gate(db: Db, provider: GameProvider, memberId: number): Promise<Outcome<string | null>> {
  const settings = await readSettings(db);
  if (settings[MAINTENANCE[provider]]) return refuse('maintenance', GAME_TEXTS.maintenance(GAME_NAMES[provider]));
  const account = await gameAccountOf(db, provider, memberId);
  if (account.useFlag !== 0) return refuse('gameRestricted', GAME_TEXTS.notAllowed);
  return done(account.uid);
}

/** Creates the member's account at the provider once; a provider failure is an answer (code), not an error. */
export async function createGameAccount(
  db: Db,
  games: GameProviderPort,
  provider: GameProvider,
  member: SessionMember,
): Promise<Outcome<{ code: number; message?: string }>> {
  const uid = await gate(db, provider, member.id);
  if (!uid.ok) return uid;
  if (uid.value) return done({ code: 1 });
  const made = await games.createAccount(provider, member);
  if (made.code !== 1 || !made.uid) return done({ code: made.code, message: GAME_TEXTS.unknownError });
  await saveGameAccount(db, provider, member.id, made.uid);
  return done({ code: 1 });
}

/** The lobby link of the member's account. */
export async function gameLink(
  db: Db,
  games: GameProviderPort,
  provider: GameProvider,
  memberId: number,
  agentCode: string | null,
): Promise<Outcome<{ url: string }>> {
  const uid = await gate(db, provider, memberId);
  if (!uid.ok) return uid;
  if (!uid.value) return refuse('noGameAccount', GAME_TEXTS.noAccount);
  return done({ url: await games.lobbyLink(provider, uid.value, agentCode) });
}

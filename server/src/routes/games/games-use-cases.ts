import { HOLDEM_GAME_NAMES, HOLDEM_MESSAGES } from '@bet/core/holdem';
import type { SessionMember } from '../../auth/session-member.js';
import type { Db } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import type { GameProvider, GameProviderPort } from '../../ports/game-provider.js';
import { readSettings } from '../settings/site-settings.js';
import { gameAccountOf, saveGameAccount } from './games-store.js';

/** The hold'em page's texts, which the games routes send (core's, so both ends say the same). */
export const GAME_TEXTS = HOLDEM_MESSAGES;

/** The games' Korean names (the maintenance text and the simulator's lobby). */
export const GAME_NAMES: Readonly<Record<GameProvider, string>> = HOLDEM_GAME_NAMES;
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

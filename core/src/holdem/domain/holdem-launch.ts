import { fail, ok, type Result } from '../../shared/domain/result.js';
import { HOLDEM_GAME_NAMES, HOLDEM_MESSAGES as M } from './holdem.messages.js';

/** The two games of /holdem: hold'em (revolution) and real-poker. */
export type HoldemGame = 'revolution' | 'realpoker';
export const HOLDEM_GAMES: readonly HoldemGame[] = ['revolution', 'realpoker'];

/** The logged-in member as the hold'em page reads it (the app maps the session to this). */
export interface HoldemMember {
  readonly userId: string;
  readonly nickname: string;
  readonly realpokerUid: string | null;
  readonly realpokerUseFlag: number;
  readonly revolutionUid: string | null;
  readonly revolutionUseFlag: number;
  /** The first non-null management target (the revolution link's agentCode), or null. */
  readonly agentCode: string | null;
}

/** The operator's maintenance flags (settings realpokerMaintenanceFlag, revolutionMaintenanceFlag). */
export type HoldemMaintenance = Readonly<Record<HoldemGame, boolean>>;

/** What a launch does once allowed: create the account first when the member has none. */
export interface HoldemLaunchPlan {
  readonly game: HoldemGame;
  readonly createAccount: boolean;
}

/** Spec 5: login, no maintenance, use flag 0. The refusal is the Korean text to show. */
export function planHoldemLaunch(
  game: HoldemGame,
  member: HoldemMember | null,
  maintenance: HoldemMaintenance,
): Result<HoldemLaunchPlan, string> {
  if (!member) return fail(M.loginRequired);
  if (maintenance[game]) return fail(M.maintenance(HOLDEM_GAME_NAMES[game]));
  const useFlag = game === 'revolution' ? member.revolutionUseFlag : member.realpokerUseFlag;
  if (useFlag !== 0) return fail(M.notAllowed);
  const uid = game === 'revolution' ? member.revolutionUid : member.realpokerUid;
  return ok({ game, createAccount: !uid });
}

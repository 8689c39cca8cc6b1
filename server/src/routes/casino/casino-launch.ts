import { CASINO_MESSAGES as M } from '@bet/core/casino';
import type { Db } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import type { CasinoPlayer, CasinoProviderPort } from './casino-provider.port.js';
import { casinoUseFlagsOf, gameAccountOfMember, insertGameAccount } from './casino-store.js';

/**
 * The use-flag value that lets a member play a category. The spec gives only the sign-up default
 * (casinoUseFlag 1, slotUseFlag 1, so every new member may play): 1 is read as "may use".
 */
export const CASINO_USE_ALLOWED = 1;

export interface LaunchAnswer {
  readonly url: string;
  /** The game account was made by this launch. */
  readonly created: boolean;
}

/**
 * Opens a game for the member (spec 4: a user without a game account gets one created, then
 * the game link opens). The provider is called outside any database transaction (an outside
 * effect must not run twice on a retried transaction); two first launches at once both ask the
 * provider, and the account stored first is the one kept.
 */
export async function launchCasinoGame(
  db: Db,
  provider: CasinoProviderPort,
  args: { readonly player: CasinoPlayer; readonly gameId: string; readonly now: number },
): Promise<Outcome<LaunchAnswer, 'notFound' | 'gameRestricted' | 'gameAccountFailed'>> {
  const lobby = await provider.lobby();
  const game = lobby.games.find((g) => g.id === args.gameId);
  if (!game) return refuse('notFound', M.gameMissing);
  // The operator can close the casino or the slots to a member (casinoUseFlag, slotUseFlag).
  const flags = await casinoUseFlagsOf(db, args.player.id);
  if (flags[game.category] !== CASINO_USE_ALLOWED)
    return refuse('gameRestricted', game.category === 'slot' ? M.slotRestricted : M.casinoRestricted);
  let account = await gameAccountOfMember(db, args.player.id);
  let created = false;
  if (!account) {
    const answer = await provider.createAccount(args.player);
    if (answer.code !== 1 || answer.uid === null) return refuse('gameAccountFailed', M.launchFailed);
    created = await db.transaction((tx) => insertGameAccount(tx, { memberId: args.player.id, uid: answer.uid! }, new Date(args.now)));
    account = await gameAccountOfMember(db, args.player.id);
    if (!account) return refuse('gameAccountFailed', M.launchFailed);
  }
  return done({ url: await provider.launchUrl({ uid: account.uid, gameId: args.gameId }), created });
}

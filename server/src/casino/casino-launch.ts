import { CASINO_MESSAGES as M } from '@bet/core/casino/domain/casino.messages.js';
import type { Db } from '../db/db.js';
import { done, refuse, type Outcome } from '../http/refusals.js';
import type { CasinoPlayer, CasinoProviderPort } from './casino-provider.port.js';
import { gameAccountOfMember, insertGameAccount } from './casino-store.js';

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
): Promise<Outcome<LaunchAnswer, 'notFound' | 'gameAccountFailed'>> {
  const lobby = await provider.lobby();
  if (!lobby.games.some((g) => g.id === args.gameId)) return refuse('notFound', M.gameMissing);
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

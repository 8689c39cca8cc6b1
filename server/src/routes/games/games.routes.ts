import type { FastifyInstance } from 'fastify';
import { createRealpokerUserCall, createRevolutionUserCall, realpokerLinkCall, revolutionLinkCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { valueOf } from '../../http/refusals.js';
import { serve } from '../../http/contract-route.js';
import { isSimulatedGameProvider, type GameProvider } from '../../ports/game-provider.js';
import { assertSelfUserId, memberOf } from '../route-kit.js';
import { gameSimLobbyRoutes } from './game-sim-lobby.routes.js';
import { createGameAccount, gameLink } from './games-use-cases.js';

export { GAME_TEXTS } from './games-use-cases.js';

/**
 * Spec 7 "Games": real-poker and hold'em (revolution) accounts and lobby links from the game
 * provider port. Spec 5: login, no maintenance, and use flag 0 (read: 0 = not restricted).
 * HTTP only: the rules are in games-use-cases.ts, the SQL in games-store.ts.
 */
export async function gamesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, games } = deps;

  const create = async (provider: GameProvider, request: Parameters<typeof memberOf>[0]): Promise<{ code: number; message?: string }> =>
    valueOf(await createGameAccount(db, games, provider, memberOf(request)));

  const link = async (
    provider: GameProvider,
    request: Parameters<typeof memberOf>[0],
    agentCode: string | null,
  ): Promise<{ url: string }> => valueOf(await gameLink(db, games, provider, memberOf(request).id, agentCode));

  const guarded = { config: { crossSiteGuard: true } };
  serve(api, createRealpokerUserCall, guarded, async (request) => {
    assertSelfUserId(request, request.query.userId);
    return create('realpoker', request);
  });
  serve(api, realpokerLinkCall, {}, async (request) => {
    assertSelfUserId(request, request.query.userId);
    return link('realpoker', request, null);
  });
  serve(api, createRevolutionUserCall, guarded, async (request) => create('revolution', request));
  serve(api, revolutionLinkCall, {}, async (request) => {
    assertSelfUserId(request, request.query.userId);
    return link('revolution', request, request.query.agentCode ?? null);
  });
  // The built-in simulator's links point at its own lobby page on this site.
  if (isSimulatedGameProvider(games)) await gameSimLobbyRoutes(api, deps);
}

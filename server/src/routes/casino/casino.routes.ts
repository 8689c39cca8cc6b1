import type { FastifyInstance } from 'fastify';
import { casinoCallbackCall, casinoLaunchCall, casinoLobbyCall, jackpotCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { assertSelfId } from '../route-kit.js';
import { receiveCasinoCallback } from './casino-callbacks.js';
import { launchCasinoGame } from './casino-launch.js';
import type { CasinoProviderPort } from './casino-provider.port.js';
import type { CasinoSecret } from './casino-signature.js';
import { createJackpotReader } from './jackpot-pool.js';

export interface CasinoRouteDeps {
  readonly provider: CasinoProviderPort;
  readonly secret: CasinoSecret;
}

/** The provider calls this without a member session: its signature is its credential. */
const PROVIDER_CALL = { auth: 'public', csrf: false, sessionStatus: false } as const;

/**
 * /casino and /slot: the lobby, the launch (game account on first use), the provider's wallet
 * callbacks and the progressive jackpot's pool (public, read by the counter every 30 s). HTTP only.
 */
export async function casinoRoutes(api: FastifyInstance, deps: AppDeps, casino: CasinoRouteDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, casinoLobbyCall, { config: { auth: 'public' } }, async (request) => {
    const lobby = await casino.provider.lobby();
    const games = lobby.games.filter((g) => g.category === request.query.category);
    const used = new Set(games.map((g) => g.provider));
    return { providers: lobby.providers.filter((p) => used.has(p.code)), games };
  });

  serve(api, casinoLaunchCall, {}, async (request) => {
    const me = assertSelfId(request, request.body.memberId);
    // A provider that cannot make the account (spec 8: a code other than 1) answers 502: its failure, not the member's.
    return valueOf(
      await launchCasinoGame(db, casino.provider, {
        player: { id: me.id, userId: me.userId, nickname: me.nickname },
        gameId: request.body.gameId,
        now: clock.now(),
      }),
    );
  });

  serve(api, casinoCallbackCall, { config: PROVIDER_CALL }, async (request) => {
    // A bad signature answers 403 (the refusal table); every other refusal is the callback's own.
    return valueOf(
      await receiveCasinoCallback(db, casino.secret, request.body, { now: clock.now(), lobby: await casino.provider.lobby() }),
    );
  });

  const readJackpot = createJackpotReader({ db, clock });
  serve(api, jackpotCall, { config: { auth: 'public' } }, () => readJackpot());
}

import type { FastifyInstance } from 'fastify';
import { casinoCallbackCall, casinoLaunchCall, casinoLobbyCall, jackpotCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { forbidden, HttpError } from '../../http/errors.js';
import { valueOf } from '../../http/refusals.js';
import { assertSelfId } from '../../routes/route-kit.js';
import { receiveCasinoCallback } from '../casino-callbacks.js';
import { launchCasinoGame } from '../casino-launch.js';
import type { CasinoProviderPort } from '../casino-provider.port.js';
import type { CasinoSecret } from '../casino-signature.js';
import { createJackpotReader } from '../jackpot-pool.js';

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
    const outcome = await launchCasinoGame(db, casino.provider, {
      player: { id: me.id, userId: me.userId, nickname: me.nickname },
      gameId: request.body.gameId,
      now: clock.now(),
    });
    // The provider refused to make the account (spec 8: a code other than 1): its failure, not the member's.
    if (!outcome.ok && outcome.kind === 'gameAccountFailed') throw new HttpError(502, outcome.message, outcome.kind);
    return valueOf(outcome);
  });

  serve(api, casinoCallbackCall, { config: PROVIDER_CALL }, async (request) => {
    const outcome = await receiveCasinoCallback(db, casino.secret, request.body, {
      now: clock.now(),
      lobby: await casino.provider.lobby(),
    });
    if (!outcome.ok && outcome.kind === 'badSignature') throw forbidden(outcome.message, outcome.kind);
    return valueOf(outcome);
  });

  const readJackpot = createJackpotReader({ db, clock });
  serve(api, jackpotCall, { config: { auth: 'public' } }, () => readJackpot());
}

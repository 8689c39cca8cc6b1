import type { FastifyInstance } from 'fastify';
import { casinoSimBalanceCall, casinoSimSpinCall } from '@bet/core/api';
import { CASINO_MESSAGES as M } from '@bet/core/casino';
import { serve } from '../../../http/contract-route.js';
import { notFound } from '../../../http/errors.js';
import { valueOf } from '../../../http/refusals.js';
import type { CasinoSimulator } from './casino-simulator.js';
import { gamePageHtml } from './sim-page.js';
import { thumbnailSvg } from './sim-lobby.js';

/** The provider's side, public: the game page carries its launch token, never the member's session. */
const SIM_CALL = { auth: 'public', csrf: false, sessionStatus: false } as const;

/** The page may run its own inline script and call back home only. */
const PAGE_POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'";

/** The simulator's pages, tile images and the two calls its game page makes (spin, balance). */
export async function casinoSimRoutes(api: FastifyInstance, sim: CasinoSimulator): Promise<void> {
  api.get<{ Querystring: { token: string } }>(
    '/casino-sim/play',
    {
      config: SIM_CALL,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 400 } },
        },
      },
    },
    async (request, reply) => {
      const claims = sim.session(request.query.token);
      const game = claims ? sim.games.get(claims.gameId) : undefined;
      if (!game) throw notFound(M.sessionExpired, 'sessionExpired');
      const lobby = await sim.lobby();
      const providerName = lobby.providers.find((p) => p.code === game.provider)?.name ?? game.provider;
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGE_POLICY)
        .send(gamePageHtml(game, providerName, request.query.token));
    },
  );

  api.get<{ Params: { file: string } }>(
    '/casino-sim/thumbnails/:file',
    {
      config: SIM_CALL,
      schema: { params: { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,64}\\.svg$' } } } },
    },
    async (request, reply) => {
      const game = sim.games.get(request.params.file.replace(/\.svg$/, ''));
      if (!game) throw notFound(M.gameMissing);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(thumbnailSvg(game));
    },
  );

  serve(api, casinoSimSpinCall, { config: SIM_CALL }, async (request) => valueOf(await sim.play(request.body.token, request.body.stake)));
  serve(api, casinoSimBalanceCall, { config: SIM_CALL }, async (request) => valueOf(await sim.balance(request.query.token)));
}

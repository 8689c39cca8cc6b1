import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { memberBalances } from '../../ledger/balances.js';
import type { GameProvider } from '../../ports/game-provider.js';
import { GAME_SIM_LOBBY_TEXTS as T, gameSimErrorHtml, gameSimLobbyHtml } from './game-sim-lobby-page.js';
import { gameAccountOf } from './games-store.js';
import { GAME_NAMES } from './games-use-cases.js';

/** Only the simulator's own page and inline styles/script; nobody may frame it. */
const PAGE_POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The hold'em / real-poker simulator's lobby page (GET /api/game-sim/{provider}/lobby?uid[&agent]),
 * where the simulator's launch links point. It is opened in the member's browser on this site, so
 * it reads the member from the session cookie (auth 'public': a visitor gets a Korean page, not a
 * JSON error), and it shows only the member's own account: another uid is answered "not found".
 */
export async function gameSimLobbyRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.get<{ Params: { provider: GameProvider }; Querystring: { uid: string; agent?: string } }>(
    '/game-sim/:provider/lobby',
    {
      config: { auth: 'public', sessionStatus: false },
      schema: {
        params: {
          type: 'object',
          required: ['provider'],
          properties: { provider: { type: 'string', enum: ['realpoker', 'revolution'] } },
        },
        querystring: {
          type: 'object',
          required: ['uid'],
          properties: { uid: { type: 'string', maxLength: 64 }, agent: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      const page = reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGE_POLICY)
        .header('cache-control', 'no-store');
      const member = request.member;
      if (!member) return page.code(401).send(gameSimErrorHtml(T.loginRequired));
      const { provider } = request.params;
      const account = await gameAccountOf(deps.db, provider, member.id);
      if (!account.uid || account.uid !== request.query.uid) return page.code(404).send(gameSimErrorHtml(T.noAccount));
      const { cash } = await memberBalances(deps.db, member.id);
      return page.send(
        gameSimLobbyHtml({ gameName: GAME_NAMES[provider], uid: account.uid, agentCode: request.query.agent ?? null, balance: cash }),
      );
    },
  );
}

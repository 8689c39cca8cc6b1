import type { FastifyInstance, FastifyRequest } from 'fastify';
import { realityCheckCall, realityCheckStopCall, saveRealityCheckCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { refusal, valueOf } from '../../http/refusals.js';
import { actorOf, memberOf } from '../route-kit.js';
import {
  changeRealityCheckSettings,
  realityCheckSummary,
  recordRealityCheckStop,
  sessionLimitRefusalAt,
} from './reality-check-use-cases.js';

const sessionOf = (request: FastifyRequest): string => request.sessionIdHash ?? '';

/** Reality checks (issue 13 part B): the member's interval and session limit, and the login session's time and result. HTTP only. */
export async function realityCheckRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, realityCheckCall, {}, async (request) => realityCheckSummary(db, memberOf(request).id, sessionOf(request), clock.now()));

  serve(api, saveRealityCheckCall, {}, async (request) =>
    valueOf(
      await changeRealityCheckSettings(db, {
        memberId: memberOf(request).id,
        actor: actorOf(request),
        sessionIdHash: sessionOf(request),
        settings: request.body,
        now: clock.now(),
      }),
    ),
  );

  serve(api, realityCheckStopCall, {}, async (request) =>
    recordRealityCheckStop(db, { memberId: memberOf(request).id, actor: actorOf(request), reason: request.body.reason, now: clock.now() }),
  );
}

/**
 * The calls that stake money or move it into a game wallet: refused once the member's session
 * limit is reached (suffixes of the routes' URLs under the API prefix). Withdrawals and the way
 * back from the casino wallet stay open, so nothing is trapped.
 */
export const SESSION_LIMITED_CALLS: readonly string[] = [
  '/sports-prematch/betting',
  '/sports-inplay/betting',
  '/virtureBetting/soccer',
  '/minigame/betting',
  '/emoney/emoney-to-opera',
  '/casino/launch',
];

/**
 * The session-limit guard, a hook of the /api context (registered by app.ts beside the session
 * plugin, so it runs after the member is known and before every module's handler).
 */
export function registerSessionLimitGuard(api: FastifyInstance, deps: Pick<AppDeps, 'clock'>): void {
  api.addHook('preHandler', async (request) => {
    // The session hook read the login's start and the member's limit with the session itself
    // (plugins/session.ts): no statement of its own on a bet (issue 12).
    const limit = request.sessionLimit;
    if (request.method !== 'POST' || !limit) return;
    const url = request.routeOptions.url ?? '';
    if (!SESSION_LIMITED_CALLS.some((suffix) => url.endsWith(suffix))) return;
    const refused = sessionLimitRefusalAt(limit, deps.clock.now());
    if (refused) throw refusal(refused);
  });
}

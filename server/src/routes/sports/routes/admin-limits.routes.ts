import type { FastifyInstance } from 'fastify';
import {
  adminBettingLimitsCall,
  adminBonusOffersCall,
  adminSaveBonusOfferCall,
  adminLiveBetDelaysCall,
  adminSaveBettingLimitCall,
  adminSaveLiveBetDelayCall,
} from '@bet/core/api';
import { OPERATOR_LIMITS_MESSAGES as M } from '@bet/core/admin-desk';
import { serve } from '../../../http/contract-route.js';
import { valueOf } from '../../../http/refusals.js';
import { memberOf } from '../../route-kit.js';
import { changeBettingLimit, changeBonusOffer, changeLiveBetDelay } from '../desk/operator-limits.js';
import { allBonusOffers, allDelays, allLimits } from '../store/operator-limits-store.js';
import type { SportsRouteDeps } from './sports.ports.js';

const ADMIN = { auth: 'admin' } as const;

/**
 * The operator's sports limits (contracts in core/src/api/contracts/admin-limits.ts): max bet and
 * max winnings per game type and level, live-bet delays per sport. HTTP only: the rules are in
 * desk/operator-limits.ts, the SQL in store/operator-limits-store.ts.
 */
export async function adminLimitsRoutes(app: FastifyInstance, deps: SportsRouteDeps): Promise<void> {
  const actorOf = (request: Parameters<typeof memberOf>[0]) => ({ adminId: memberOf(request).id, ip: request.ip, now: deps.now() });

  serve(app, adminBettingLimitsCall, { config: ADMIN }, async () => allLimits(deps.db));
  serve(app, adminSaveBettingLimitCall, { config: ADMIN }, async (request) => {
    valueOf(await changeBettingLimit(deps.db, request.body, actorOf(request)));
    return { message: M.limitSaved };
  });

  serve(app, adminLiveBetDelaysCall, { config: ADMIN }, async () => allDelays(deps.db));
  serve(app, adminSaveLiveBetDelayCall, { config: ADMIN }, async (request) => {
    valueOf(await changeLiveBetDelay(deps.db, request.body, actorOf(request)));
    return { message: M.delaySaved };
  });

  serve(app, adminBonusOffersCall, { config: ADMIN }, async () => allBonusOffers(deps.db));
  serve(app, adminSaveBonusOfferCall, { config: ADMIN }, async (request) => {
    valueOf(await changeBonusOffer(deps.db, request.body, actorOf(request)));
    return { message: M.bonusSaved };
  });
}

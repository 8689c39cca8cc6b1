import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminBetsCall, adminBettingFixturesCall, adminMarketSuspensionCall, adminVoidBetCall } from '@bet/core/api';
import { odds, oddsToPrice } from '@bet/core/shared';
import { serve } from '../../../http/contract-route.js';
import { valueOf } from '../../../http/refusals.js';
import { offsetOf } from '../../../http/schema.js';
import { idempotentTransaction } from '../../../plugins/idempotent-transaction.js';
import { kstText, memberOf } from '../../route-kit.js';
import { bettingDeskPage, setMarketSuspension, type DeskActor } from '../desk/betting-desk.js';
import { bettingDeskSlips, voidBet } from '../desk/desk-slips.js';
import type { DeskGameType } from '../store/desk-slips-store.js';
import { DESK_MESSAGES as M } from '../desk/desk.messages.js';
import type { SportsRouteDeps } from './sports.ports.js';

const ADMIN = { auth: 'admin' } as const;
const ADMIN_MONEY = { auth: 'admin', idempotent: true } as const;
const price = (hundredths: number): number => oddsToPrice(odds(hundredths));

/**
 * The operator's betting desk (contracts in core/src/api/contracts/admin-betting.ts): fixtures
 * with markets and exposure, market suspension, the members' slips (sports, live, mini-game,
 * virtual) and their void. HTTP only: the rules are in desk/betting-desk.ts and desk/desk-slips.ts,
 * the SQL in store/betting-desk-store.ts and store/desk-slips-store.ts.
 */
export async function adminBettingRoutes(app: FastifyInstance, deps: SportsRouteDeps): Promise<void> {
  // auth 'admin': the foundation's session hook answers 401/403 before any handler runs.
  const actorOf = (request: FastifyRequest): DeskActor => ({ adminId: memberOf(request).id, ip: request.ip, now: deps.now() });

  serve(app, adminBettingFixturesCall, { config: ADMIN }, async (request) => {
    const { q, page, perpage } = request.query;
    const fixtures = await bettingDeskPage(deps.db, q?.trim() || null, perpage, offsetOf(page, perpage));
    return fixtures.map((f) => ({
      ...f,
      startDate: kstText(f.startDate),
      markets: f.markets.map((m) => ({ ...m, odds: m.odds.map((o) => ({ ...o, price: price(o.price) })) })),
    }));
  });

  serve(app, adminMarketSuspensionCall, { config: ADMIN }, async (request) => {
    const { suspended } = request.body;
    const frames = valueOf(await setMarketSuspension(deps.db, request.params.id, suspended, actorOf(request)));
    await deps.publisher.publish('event', 'market', frames.market);
    for (const frame of frames.odds) await deps.publisher.publish('odds', 'odds', frame);
    return { message: suspended ? M.suspended : M.unsuspended };
  });

  serve(app, adminBetsCall, { config: ADMIN }, async (request) => {
    const { q, open, gameType, page, perpage } = request.query;
    const filter = { search: q?.trim() || null, open: open ?? false, gameType: (gameType ?? null) as DeskGameType | null };
    const slips = await bettingDeskSlips(deps.db, filter, perpage, offsetOf(page, perpage));
    return slips.map(({ totalRatio, createdAt, gameType: type, legs, ...s }) => ({
      ...s,
      gameType: type as DeskGameType,
      totalOdds: price(totalRatio),
      createdAt: kstText(createdAt),
      legs: legs.map((l) => ({ ...l, price: price(l.price) })),
    }));
  });

  serve(app, adminVoidBetCall, { config: ADMIN_MONEY }, async (request) => {
    const actor = actorOf(request);
    let memberId = 0;
    // The stored answer is the notice: a retry with the same key replays it and runs nothing.
    const answer = await idempotentTransaction(request, deps.db, async (tx) => {
      const voided = valueOf(await voidBet(tx, deps.wallet, request.params.id, actor));
      memberId = voided.memberId;
      return { message: voided.message };
    });
    await deps.publisher.publish('bet', 'cancelled', { slipId: request.params.id }, memberId);
    return answer;
  });
}

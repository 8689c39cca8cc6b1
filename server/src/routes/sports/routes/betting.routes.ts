import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inplayBetCall, inplayTokenCall, prematchBetCall, type ServerTypes } from '@bet/core/api';
import type { SessionMember } from '../../../auth/session-member.js';
import { serve } from '../../../http/contract-route.js';
import { refusal, refuse, valueOf } from '../../../http/refusals.js';
import { idempotentTransaction } from '../../../plugins/idempotent-transaction.js';
import { memberOf } from '../../route-kit.js';
import { checkBettingToken, issueBettingToken, markBettingTokenUsed } from '../betting/betting-tokens.js';
import { ODDS_CHANGED_RESULT, placeSportsBet, precheckSportsBet, type SportsBetBody, type SportsBetMode } from '../betting/sports-bet.js';
import { SPORTS_MESSAGES } from '../messages.js';
import { MONEY, type SportsRouteDeps } from './sports.ports.js';

/** The answer of a bet call: the placed slip, or (in-play only) result '10' with the moved odds. */
type PlacedAnswer = ServerTypes<typeof prematchBetCall>['Reply'];
type BetAnswer = ServerTypes<typeof inplayBetCall>['Reply'];

/** POST /sports-prematch/betting, GET /sports-inplay/get-betting-token/{userId}, POST /sports-inplay/betting. */
export async function bettingRoutes(app: FastifyInstance, deps: SportsRouteDeps): Promise<void> {
  /**
   * One bet: the betting token, the stake, the slip and the idempotency record with the answer
   * commit together (idempotentTransaction), so a retried request replays this very answer.
   * A refusal (pre-match odds moved included) is thrown inside it and rolls everything back.
   */
  async function place(mode: 'prematch', request: FastifyRequest, body: SportsBetBody, token: undefined): Promise<PlacedAnswer>;
  async function place(mode: 'inplay', request: FastifyRequest, body: SportsBetBody, token: string | undefined): Promise<BetAnswer>;
  async function place(mode: SportsBetMode, request: FastifyRequest, body: SportsBetBody, token: string | undefined): Promise<BetAnswer> {
    const member: SessionMember = memberOf(request);
    valueOf(precheckSportsBet(member, body, mode));
    const now = deps.now();
    const answered = await idempotentTransaction(request, deps.db, async (tx): Promise<BetAnswer> => {
      const pickSports = body.bettings.filter((b) => b.marketId !== -1).map((b) => b.sportId);
      const checkedToken = mode === 'inplay' ? valueOf(await checkBettingToken(tx, token, member.id, now, pickSports)) : null;
      const context = { now, ip: request.ip, requestKey: request.idempotency?.key ?? null, offersNotAfter: checkedToken?.issuedAt };
      const outcome = valueOf(await placeSportsBet(tx, deps.wallet, member, body, mode, context));
      if (outcome.kind === 'oddsChanged') {
        // Spec 8: "prematch failure with object shows comment and new odds" beside the old ones.
        if (mode === 'prematch')
          throw refusal(refuse('oddsChanged', SPORTS_MESSAGES.oddsChanged), {
            comment: SPORTS_MESSAGES.oddsChanged,
            bettings: outcome.moved,
          });
        // The in-play client reads a 2xx body: result '10' = odds moved, retry with changeFlag.
        return { result: ODDS_CHANGED_RESULT, message: SPORTS_MESSAGES.oddsChanged, bettings: [...outcome.moved] };
      }
      if (checkedToken) await markBettingTokenUsed(tx, checkedToken.token, now);
      return { id: outcome.placed.slipId, emoney: outcome.placed.balance, message: SPORTS_MESSAGES.betDone };
    });
    if ('id' in answered) await deps.publisher.publish('bet', 'placed', { slipId: answered.id }, member.id);
    return answered;
  }

  serve(app, prematchBetCall, { config: { ...MONEY, betGame: 'prematch' } }, (request) =>
    place('prematch', request, request.body, undefined),
  );

  serve(app, inplayTokenCall, {}, async (request) => {
    const member = memberOf(request);
    if (request.params.userId !== member.userId) throw refusal(refuse('forbidden', SPORTS_MESSAGES.notYourAccount));
    return issueBettingToken(deps.db, member.id, request.query.sports, deps.now());
  });

  serve(app, inplayBetCall, { config: { ...MONEY, betGame: 'inplay' } }, (request) => {
    const header = request.headers['x-betting-token'];
    return place('inplay', request, request.body, Array.isArray(header) ? header[0] : header);
  });
}

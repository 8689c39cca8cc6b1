import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SportsMember } from '../ports.js';
import { refuse } from '../betting/bet-refusal.js';
import { checkBettingToken, issueBettingToken, markBettingTokenUsed } from '../betting/betting-tokens.js';
import {
  ODDS_CHANGED_RESULT,
  placeSportsBet,
  precheckSportsBet,
  type MovedOdds,
  type SportsBetBody,
  type SportsBetMode,
} from '../betting/sports-bet.js';
import { SPORTS_MESSAGES } from '../messages.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { answer, MONEY, requireMember, S, type RouteDeps } from './route-kit.js';

/** The answer of a bet call: the placed slip, or (in-play only) result '10' with the moved odds. */
type BetAnswer =
  | { readonly id: number; readonly emoney: number; readonly message: string }
  | { readonly result: typeof ODDS_CHANGED_RESULT; readonly message: string; readonly bettings: readonly MovedOdds[] };

const legSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['betPrice', 'fixtureId', 'oddsId', 'sportId', 'marketId', 'version', 'betNameKorean'],
  properties: {
    betPrice: S.price,
    fixtureId: { type: 'integer', minimum: -1, maximum: Number.MAX_SAFE_INTEGER },
    oddsId: S.id,
    sportId: { type: 'integer', minimum: -1, maximum: 10_000_000 },
    marketId: { type: 'integer', minimum: -1, maximum: 10_000_000 },
    version: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
    betNameKorean: S.shortText,
  },
} as const;

const commonBody = {
  memberId: S.id,
  totalRatio: S.price,
  amounts: S.amount,
  bettings: { type: 'array', maxItems: 20, items: legSchema },
  gameDetailType: { type: 'integer', minimum: 0, maximum: 100_000 },
  gameStyle: S.text(10),
  changeFlag: { type: 'boolean' },
} as const;
const commonRequired = ['memberId', 'totalRatio', 'amounts', 'bettings', 'gameDetailType', 'gameStyle', 'changeFlag'];

const prematchBodySchema = { type: 'object', additionalProperties: false, required: commonRequired, properties: commonBody } as const;
const inplayBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: [...commonRequired, 'liveBetTime', 'sportIdForLiveBetTime'],
  properties: {
    ...commonBody,
    gameStyle: { type: 'string', enum: ['IN'] },
    liveBetTime: { type: 'number', minimum: 0, maximum: 3_600 },
    sportIdForLiveBetTime: { type: 'integer', minimum: 0, maximum: 10_000_000 },
  },
} as const;

/** POST /sports-prematch/betting, GET /sports-inplay/get-betting-token/{userId}, POST /sports-inplay/betting. */
export async function bettingRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  /**
   * One bet: the betting token, the stake, the slip and the idempotency record with the answer
   * commit together (idempotentTransaction), so a retried request replays this very answer.
   * A refusal (pre-match odds moved included) rolls everything back.
   */
  const place = async (
    mode: SportsBetMode,
    request: FastifyRequest<{ Body: SportsBetBody }>,
    token: string | undefined,
    member: SportsMember,
  ): Promise<BetAnswer> => {
    const body = request.body;
    precheckSportsBet(member, body, mode);
    const now = deps.now();
    const context = { now, ip: request.ip, requestKey: request.idempotency?.key ?? null };
    const answered = await idempotentTransaction(request, deps.db, async (tx): Promise<BetAnswer> => {
      const checkedToken =
        mode === 'inplay'
          ? await checkBettingToken(
              tx,
              token,
              member.id,
              now,
              body.bettings.filter((b) => b.marketId !== -1).map((b) => b.sportId),
            )
          : null;
      const outcome = await placeSportsBet(tx, deps.wallet, member, body, mode, context);
      if (outcome.kind === 'oddsChanged') {
        // Spec 8: "prematch failure with object shows comment and new odds" beside the old ones.
        if (mode === 'prematch')
          throw refuse(409, 'oddsChanged', SPORTS_MESSAGES.oddsChanged, { comment: SPORTS_MESSAGES.oddsChanged, bettings: outcome.moved });
        // The in-play client reads a 2xx body: result '10' = odds moved, retry with changeFlag.
        return { result: ODDS_CHANGED_RESULT, message: SPORTS_MESSAGES.oddsChanged, bettings: outcome.moved };
      }
      if (checkedToken) await markBettingTokenUsed(tx, checkedToken, now);
      return { id: outcome.placed.slipId, emoney: outcome.placed.balance, message: SPORTS_MESSAGES.betDone };
    });
    if ('id' in answered) await deps.publisher.publish('bet', 'placed', { slipId: answered.id }, member.id);
    return answered;
  };

  app.post<{ Body: SportsBetBody }>(
    '/sports-prematch/betting',
    { config: MONEY, schema: { body: prematchBodySchema } },
    async (request, reply) => answer(reply, async () => place('prematch', request, undefined, await requireMember(deps, request))),
  );

  app.get<{ Params: { userId: string }; Querystring: { sports: number } }>(
    '/sports-inplay/get-betting-token/:userId',
    {
      schema: {
        params: { type: 'object', required: ['userId'], properties: { userId: { type: 'string', maxLength: 64 } } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['sports'],
          properties: { sports: { type: 'integer', minimum: 0, maximum: 10_000_000 } },
        },
      },
    },
    async (request, reply) =>
      answer(reply, async () => {
        const member = await requireMember(deps, request);
        if (request.params.userId !== member.userId) throw refuse(403, 'forbidden', SPORTS_MESSAGES.notYourAccount);
        return issueBettingToken(deps.db, member.id, request.query.sports, deps.now());
      }),
  );

  app.post<{ Body: SportsBetBody }>(
    '/sports-inplay/betting',
    { config: MONEY, schema: { body: inplayBodySchema } },
    async (request, reply) =>
      answer(reply, async () => {
        const member = await requireMember(deps, request);
        const header = request.headers['x-betting-token'];
        const token = Array.isArray(header) ? header[0] : header;
        return place('inplay', request, token, member);
      }),
  );
}

import type { ApiClient } from '../../api/api-client.js';
import * as D from '../../api/decode.js';
import { oddsDecoder } from '../../api/contracts/common.js';
import type { ApiDecodeError } from '../../api/client/call.js';
import type { MemberBettingSettingsDto } from '../../api/contracts/settings.js';
import type { BetLegInput, PrematchBetInput, VirtualBetInput, VirtualGameDetailType } from '../../api/contracts/sports-betting.js';
import type { MinigameBetInput } from '../../api/contracts/minigame.js';
import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { won, type Won } from '../../shared/domain/money.js';
import { oddsFromPrice, type Odds } from '../../shared/domain/odds.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import { BET_LIMIT_UNIT_WON } from '../domain/bet-slip.constants.js';
import { VIRTUAL_GAME_DETAIL_TYPE } from '../domain/game-detail-type.js';
import type { BetSlipBonusOffer } from '../domain/bonus-rules.js';
import { clampBetRole, type BetLimitSetting } from '../domain/limits.js';
import type { BetLegPayload, MiniGameBetPayload, PrematchBetPayload, VirtualBetPayload } from '../domain/payloads.js';
import type { BetSlipGateway, BetSlipPlaced } from './bet-slip.ports.js';

/**
 * The api's member-betting settings as the slip's limit rows. The api answers the limits of the
 * member's own (server-capped) role in won; the slip keeps rows per game type and role in units
 * of 10,000 won. So every row gets the answer's role, and each amount is divided by 10,000.
 * The server stores whole units, so the division is exact and `betLimitsFor` gives the server's
 * won amounts back; an amount that is not a multiple of 10,000 may read up to 1 won lower in the
 * slip (float division), never higher. Rows with a negative amount are skipped, as the slip's own
 * reader does. The api's `minBetAmount` (won) is the row's minimum stake (0: the spec's 5,000).
 */
export function betLimitSettingsFromApi(dto: MemberBettingSettingsDto): BetLimitSetting[] {
  const role = clampBetRole(dto.role);
  return dto.limits
    .filter((l) => l.maxBetAmount >= 0 && l.maxWinAmount >= 0)
    .map((l) => ({
      gameType: l.gameType,
      role,
      maxBet: l.maxBetAmount / BET_LIMIT_UNIT_WON,
      maxWin: l.maxWinAmount / BET_LIMIT_UNIT_WON,
      // 0 means "not set": the spec's minimum applies.
      ...(l.minBetAmount > 0 ? { minBet: l.minBetAmount } : {}),
    }));
}

/** A request the api contract cannot carry; nothing is sent. Named after the field, like a decode error. */
const betSlipRequestError = (path: string, detail: string): ApiDecodeError => ({
  kind: 'decode',
  message: DEFAULT_PROBLEM_MESSAGE,
  path,
  detail,
});

type Encoded<T> = Result<T, ApiDecodeError>;

function oddsOf(price: number, path: string): Encoded<Odds> {
  const o = oddsFromPrice(price);
  return o === null ? fail(betSlipRequestError(path, `price ${price} is not odds`)) : ok(o);
}

function wonOf(amount: number, path: string): Encoded<Won> {
  return Number.isSafeInteger(amount) && amount >= 0
    ? ok(won(amount))
    : fail(betSlipRequestError(path, `amount ${amount} is not whole won`));
}

/** The fields every slip body shares, with its decimal prices converted to core Odds. */
interface EncodedSlipBody<B> {
  readonly memberId: number;
  readonly totalRatio: Odds;
  readonly amounts: Won;
  readonly bettings: B[];
}

/**
 * Converts the parts every slip body shares: the total and each leg's decimal price to core Odds
 * (the first bad one fails), the amount to Won, each leg to the api's leg by `toLeg`.
 */
function encodeSlipBody<L extends BetLegPayload, B>(
  payload: { readonly memberId: number; readonly totalRatio: number; readonly amounts: number; readonly bettings: readonly L[] },
  toLeg: (leg: L, betPrice: Odds) => B,
): Encoded<EncodedSlipBody<B>> {
  const totalRatio = oddsOf(payload.totalRatio, '$.totalRatio');
  if (!totalRatio.ok) return totalRatio;
  const amounts = wonOf(payload.amounts, '$.amounts');
  if (!amounts.ok) return amounts;
  const bettings: B[] = [];
  for (const [i, leg] of payload.bettings.entries()) {
    const betPrice = oddsOf(leg.betPrice, `$.bettings[${i}].betPrice`);
    if (!betPrice.ok) return betPrice;
    bettings.push(toLeg(leg, betPrice.value));
  }
  return ok({ memberId: payload.memberId, totalRatio: totalRatio.value, amounts: amounts.value, bettings });
}

const apiLeg = (leg: BetLegPayload, betPrice: Odds): BetLegInput => ({
  betPrice,
  fixtureId: leg.fixtureId,
  oddsId: leg.oddsId,
  sportId: leg.sportId,
  marketId: leg.marketId,
  version: leg.version,
  betNameKorean: leg.betNameKorean,
});

/** A prematch (or in-play) slip body as the api's input: decimal prices become core Odds. */
export function betSlipPrematchApiInput(payload: PrematchBetPayload): Encoded<PrematchBetInput> {
  const body = encodeSlipBody(payload, apiLeg);
  if (!body.ok) return body;
  return ok({ ...body.value, gameDetailType: payload.gameDetailType, gameStyle: payload.gameStyle, changeFlag: payload.changeFlag });
}

const VIRTUAL_TYPES: readonly number[] = Object.values(VIRTUAL_GAME_DETAIL_TYPE);
const isVirtualType = (n: number): n is VirtualGameDetailType => VIRTUAL_TYPES.includes(n);

/** The virtual legs carry no sport id or version in the api contract: they are left out. */
function virtualApiInput(payload: VirtualBetPayload): Encoded<VirtualBetInput> {
  const body = encodeSlipBody(payload, (leg, betPrice) => ({
    betPrice,
    fixtureId: leg.fixtureId,
    oddsId: leg.oddsId,
    marketId: leg.marketId,
    betNameKorean: leg.betNameKorean,
  }));
  if (!body.ok) return body;
  const type = payload.gameDetailType;
  if (!isVirtualType(type)) return fail(betSlipRequestError('$.gameDetailType', `${type} is not a virtual game`));
  return ok({ ...body.value, gameDetailType: type });
}

/** Mini-game legs carry odds id, price, pick name, round and game id in the api contract. */
function miniGameApiInput(payload: MiniGameBetPayload): Encoded<MinigameBetInput> {
  const body = encodeSlipBody(payload, (leg, betPrice) => ({
    oddsId: leg.oddsId,
    betPrice,
    name: leg.name,
    round: leg.round,
    gameId: leg.gameId,
  }));
  if (!body.ok) return body;
  return ok({ ...body.value, gameDetailType: payload.gameDetailType });
}

const placed = (id: number): BetSlipPlaced => ({ slipId: id });

/** GET /sports-prematch/bonus (server/src/sports/CONTEXT.md): `{ id: folders, betPrice }` per offer. */
export const BET_SLIP_BONUS_PATH = '/sports-prematch/bonus';
const bonusOffersDecoder = D.array(
  D.map(D.object({ id: D.integer, betPrice: oddsDecoder }), (o): BetSlipBonusOffer => ({ folders: o.id, price: o.betPrice })),
);

/**
 * The BetSlipGateway over core's typed API client. Limits come from GET
 * /settingMemberBetting/{userId} (see `betLimitSettingsFromApi`); the three direct placements
 * convert the slip's decimal prices with `oddsFromPrice` and answer the new slip's id. A 409 with
 * new odds passes through untouched, so the slip's `decodeRejectedOdds` reads its body.
 * In-play needs the token and countdown of core/src/inplay: pass its `placeInplayBet` (the
 * bridge of core/src/inplay/application/inplay-bet-slip-bridge.ts) as `inplay`.
 */
export function createApiBetSlipGateway(
  api: Pick<ApiClient, 'settings' | 'betting' | 'minigame'> & Partial<Pick<ApiClient, 'call'>>,
  inplay: Pick<BetSlipGateway, 'placeInplayBet'>,
): BetSlipGateway {
  const { settings, betting, minigame, call } = api;
  return {
    ...(call ? { loadBonusOffers: () => call({ method: 'GET', path: BET_SLIP_BONUS_PATH, decoder: bonusOffersDecoder }) } : {}),
    async loadLimitSettings(userId) {
      const r = await settings.memberBetting(userId);
      return r.ok ? ok(betLimitSettingsFromApi(r.value)) : r;
    },
    async placePrematchBet(payload, intent) {
      const input = betSlipPrematchApiInput(payload);
      if (!input.ok) return input;
      const r = await betting.prematch(input.value, intent);
      return r.ok ? ok(placed(r.value.id)) : r;
    },
    async placeVirtualBet(payload, intent) {
      const input = virtualApiInput(payload);
      if (!input.ok) return input;
      const r = await betting.virtual(input.value, intent);
      return r.ok ? ok(placed(r.value.id)) : r;
    },
    async placeMiniGameBet(payload, intent) {
      const input = miniGameApiInput(payload);
      if (!input.ok) return input;
      const r = await minigame.bet(input.value, intent);
      return r.ok ? ok(placed(r.value.id)) : r;
    },
    placeInplayBet: (request) => inplay.placeInplayBet(request),
  };
}

import type { ApiClient } from '../../api/api-client.js';
import type { MemberBettingSettingsDto } from '../../api/contracts/settings.js';
import type { SportsBonusOfferDto } from '../../api/contracts/sports.js';
import {
  inplayBetCall,
  prematchBetCall,
  virtualBetCall,
  type InplayBetInput,
  type PrematchBetInput,
  type VirtualBetInput,
} from '../../api/contracts/sports-betting.js';
import { minigameBetCall, type MinigameBetInput } from '../../api/contracts/minigame.js';
import { ok } from '../../shared/domain/result.js';
import type { BetSlipBonusOffer } from '../domain/bonus-rules.js';
import { clampBetRole, type BetLimitSetting } from '../domain/limits.js';
import type { InplayBetPayload, MiniGameBetPayload, PrematchBetPayload, VirtualBetPayload } from '../domain/payloads.js';
import type { BetSlipGateway, BetSlipPlaced } from './bet-slip.ports.js';

/**
 * The api's member-betting settings as the slip's limit rows. The api answers the limits of the
 * member's own (server-capped) role in whole won (`W.won()` decodes them to `Won`), so every row
 * gets the answer's role and keeps the amounts as they came: no unit conversion, no division.
 * Rows with a negative amount are skipped. The api's `minBetAmount` (won) is the row's minimum
 * stake (0: the spec's 5,000).
 */
export function betLimitSettingsFromApi(dto: MemberBettingSettingsDto): BetLimitSetting[] {
  const role = clampBetRole(dto.role);
  return dto.limits
    .filter((l) => l.maxBetAmount >= 0 && l.maxWinAmount >= 0)
    .map((l) => ({
      gameType: l.gameType,
      role,
      maxBet: l.maxBetAmount,
      maxWinnings: l.maxWinAmount,
      // 0 means "not set": the spec's minimum applies.
      ...(l.minBetAmount > 0 ? { minBet: l.minBetAmount } : {}),
    }));
}

/*
 * The slip's bodies are the contracts' inputs field for field: `Odds` and `Won` in the domain,
 * turned into decimal prices and JSON numbers by the contracts' `W.odds()` / `W.won()` encoders
 * only. These functions copy the legs (the contracts' arrays are mutable) and make a field the
 * domain and the contract disagree on a compile error here.
 */

/** A prematch slip body as the api's input. */
export const betSlipPrematchApiInput = (payload: PrematchBetPayload): PrematchBetInput => ({ ...payload, bettings: [...payload.bettings] });

/** An in-play slip body as the api's input: `gameStyle` 'IN' is the client's to add. */
export function betSlipInplayApiInput(payload: InplayBetPayload): InplayBetInput {
  const { gameStyle: _in, ...input } = payload;
  return { ...input, bettings: [...input.bettings] };
}

export const betSlipVirtualApiInput = (payload: VirtualBetPayload): VirtualBetInput => ({ ...payload, bettings: [...payload.bettings] });

export const betSlipMiniGameApiInput = (payload: MiniGameBetPayload): MinigameBetInput => ({ ...payload, bettings: [...payload.bettings] });

/**
 * The JSON bodies the placements put on the wire, by the calls' own encoders (the same
 * `contract.body.encode` the client runs): what tests and fakes assert, e.g. `betPrice: 1.85`.
 */
export const betSlipWireBody = {
  prematch: (payload: PrematchBetPayload) => prematchBetCall.body.encode(betSlipPrematchApiInput(payload)),
  inplay: (payload: InplayBetPayload) => inplayBetCall.body.encode({ ...betSlipInplayApiInput(payload), gameStyle: 'IN' }),
  virtual: (payload: VirtualBetPayload) => virtualBetCall.body.encode(betSlipVirtualApiInput(payload)),
  miniGame: (payload: MiniGameBetPayload) => minigameBetCall.body.encode(betSlipMiniGameApiInput(payload)),
};

const placed = (id: number): BetSlipPlaced => ({ slipId: id });

/** A folder bonus of GET /sports-prematch/bonus as the slip's offer: its odds id is the folders it needs. */
const betSlipBonusOfferFromApi = (o: SportsBonusOfferDto): BetSlipBonusOffer => ({ folders: o.id, price: o.betPrice });

/**
 * The BetSlipGateway over core's typed API client. The folder bonuses come from GET
 * /sports-prematch/bonus (offers: folders and price). Limits come from GET
 * /settingMemberBetting/{userId} (see `betLimitSettingsFromApi`); the three direct placements
 * hand the slip's body (`Odds`, `Won`) to the call, whose contract encodes it, and answer the new
 * slip's id. A 409 with new odds passes through untouched, so the slip's `decodeRejectedOdds`
 * reads its body.
 * In-play needs the token and countdown of core/src/inplay: pass its `placeInplayBet` (the
 * bridge of core/src/inplay/application/inplay-bet-slip-bridge.ts) as `inplay`.
 */
export function createApiBetSlipGateway(
  api: Pick<ApiClient, 'settings' | 'betting' | 'minigame' | 'sports'>,
  inplay: Pick<BetSlipGateway, 'placeInplayBet'>,
): BetSlipGateway {
  const { settings, betting, minigame, sports } = api;
  return {
    async loadBonusOffers() {
      const r = await sports.bonusOffers();
      return r.ok ? ok(r.value.map(betSlipBonusOfferFromApi)) : r;
    },
    async loadLimitSettings(userId) {
      const r = await settings.memberBetting(userId);
      return r.ok ? ok(betLimitSettingsFromApi(r.value)) : r;
    },
    async placePrematchBet(payload, intent) {
      const r = await betting.prematch(betSlipPrematchApiInput(payload), intent);
      return r.ok ? ok(placed(r.value.id)) : r;
    },
    async placeVirtualBet(payload, intent) {
      const r = await betting.virtual(betSlipVirtualApiInput(payload), intent);
      return r.ok ? ok(placed(r.value.id)) : r;
    },
    async placeMiniGameBet(payload, intent) {
      const r = await minigame.bet(betSlipMiniGameApiInput(payload), intent);
      return r.ok ? ok(placed(r.value.id)) : r;
    },
    placeInplayBet: (request) => inplay.placeInplayBet(request),
  };
}

import type { ApiClient } from '../../api/api-client.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { LiveBetTimeDto } from '../../api/contracts/settings.js';
import type { InplayBetPayload } from '../../bet-slip/domain/payloads.js';
import { betSlipInplayApiInput } from '../../bet-slip/application/api-bet-slip-gateway.js';
import { FEED_SPORT_IDS } from '../../labels/domain/sport-ids.js';
import { ok, type Result } from '../../shared/domain/result.js';
import { INPLAY_ODDS_CHANGED_RESULT, MIN_LIVE_BET_DELAY_SECONDS } from '../domain/inplay.constants.js';
import type { InplayBetAnswer } from '../domain/inplay-flow-effect.js';
import type { LiveBetDelayPerSport, LiveBetDelaySettings } from '../domain/live-bet-delay.js';
import type { InplayGateway } from './inplay-gateway.js';

/**
 * A placed in-play bet as the flow reads it: any `result` but '10' is a success. The api answers
 * a placed bet with its id only, so the result is this fixed code and the id rides along as
 * `slipId` (the bet-slip bridge hands it to the slip).
 */
export const INPLAY_PLACED_RESULT = '0';

export interface InplayPlacedAnswer extends InplayBetAnswer {
  readonly slipId: number;
}

/**
 * The InplayGateway over core's typed API client, for the bet slip's in-play body.
 * - token: GET /sports-inplay/get-betting-token/{userId}?sports={sportId} (text or `{ token }`).
 * - bet: POST /sports-inplay/betting with the token in X-Betting-Token; the slip's body carries
 *   `Odds` and `Won`, which the call's contract encodes (decimal prices on the wire), and the
 *   client adds gameStyle 'IN'. The api reads a 2xx `{ result: '10' }` as "odds changed",
 *   answered here as result '10'; `{ id }` as placed.
 */
export function createApiInplayGateway(api: Pick<ApiClient, 'betting'>): InplayGateway<InplayBetPayload> {
  const { betting } = api;
  return {
    getBettingToken: (userId, sportId) => betting.inplayToken(userId, sportId),
    async placeInplayBet(payload, token): Promise<Result<InplayBetAnswer, ApiError>> {
      const r = await betting.inplay(betSlipInplayApiInput(payload), token);
      if (!r.ok) return r;
      if (r.value.status === 'oddsChanged') return ok({ result: INPLAY_ODDS_CHANGED_RESULT });
      const placed: InplayPlacedAnswer = { result: INPLAY_PLACED_RESULT, slipId: r.value.id };
      return ok(placed);
    },
  };
}

/**
 * The api's live-bet times (GET /settingMemberBetting/{userId}, `liveBetTimes`) as the in-play
 * delay settings: a row with `sportId` null is the basic delay; a sport without a row of its own
 * uses the basic delay; no basic row means the spec's minimum of 3 s. The api has no global
 * delay, so `liveBetDelay` is null and the per-sport values decide under either policy.
 */
export function liveBetDelaySettingsFromApi(rows: readonly LiveBetTimeDto[]): LiveBetDelaySettings {
  const secondsOf = (sportId: number | null): number | undefined => rows.find((r) => r.sportId === sportId)?.seconds;
  const basic = secondsOf(null) ?? MIN_LIVE_BET_DELAY_SECONDS;
  const sport = (sportId: number): number => secondsOf(sportId) ?? basic;
  const perSport: LiveBetDelayPerSport = {
    soccer: sport(FEED_SPORT_IDS.football),
    basketball: sport(FEED_SPORT_IDS.basketball),
    baseball: sport(FEED_SPORT_IDS.baseball),
    volleyball: sport(FEED_SPORT_IDS.volleyball),
    hockey: sport(FEED_SPORT_IDS.iceHockey),
    basic,
  };
  return { liveBetDelay: null, perSport };
}

/** Loads the member's live-bet delays (the same call as the slip's limits) for the in-play flow. */
export async function loadApiLiveBetDelaySettings(
  api: Pick<ApiClient, 'settings'>,
  userId: string,
): Promise<Result<LiveBetDelaySettings, ApiError>> {
  const r = await api.settings.memberBetting(userId);
  return r.ok ? ok(liveBetDelaySettingsFromApi(r.value.liveBetTimes)) : r;
}

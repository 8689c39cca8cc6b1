import { withThousands } from '../../shared/domain/money.js';
import { VIP_COUPON_PRIZE_CODE, type RouletteKind } from '../../roulette/domain/roulette-outcomes.js';
import { ROULETTE_MESSAGES } from '../../roulette/domain/roulette.messages.js';
import { ROULETTE_MISS_NAME, rouletteSpinOfRoll } from '../../roulette/domain/roulette-wheel.js';
import type { FairStream } from './fair-stream.js';

/**
 * Provably fair roulette spins (issue 13). Each spin uses a fresh server seed whose SHA-256 the
 * member could read before spinning; the roll 0..99 is the first draw of the spin's fair stream
 * (HMAC-SHA256(seed, "gameId:spinId")), read on the wheel by `rouletteSpinOfRoll`. The server
 * spins with this function and the fairness page recomputes a past spin with it.
 */
export type RouletteDrawKind = 'rouletteNormal' | 'rouletteVip';

/** A spin's published result: the roll and what the server answered for it. */
export interface RouletteDrawResult {
  readonly roll: number;
  readonly value: number;
  readonly name: string;
}

/** The fairness page's game ids of the two wheels (beside the mini-games' ids, never one of them). */
export const ROULETTE_FAIR_GAME_IDS: Readonly<Record<RouletteKind, number>> = { normal: 9001, vip: 9002 };

const DRAW_KIND_OF: Readonly<Record<RouletteKind, RouletteDrawKind>> = { normal: 'rouletteNormal', vip: 'rouletteVip' };

/** The wheels as the fairness page lists them. */
export const ROULETTE_FAIR_GAMES = (['normal', 'vip'] as const).map((kind) => ({
  id: ROULETTE_FAIR_GAME_IDS[kind],
  providerName: 'roulette',
  nameKorean: ROULETTE_MESSAGES.title(kind),
  drawKind: DRAW_KIND_OF[kind],
}));

export const isRouletteDrawKind = (kind: string): kind is RouletteDrawKind => kind === 'rouletteNormal' || kind === 'rouletteVip';

export const rouletteKindOfDraw = (kind: RouletteDrawKind): RouletteKind => (kind === 'rouletteVip' ? 'vip' : 'normal');

/** The wheel of a fairness game id, or null when the id is not a wheel's. */
export function rouletteKindOfGameId(gameId: number): RouletteKind | null {
  if (gameId === ROULETTE_FAIR_GAME_IDS.normal) return 'normal';
  return gameId === ROULETTE_FAIR_GAME_IDS.vip ? 'vip' : null;
}

/** A spin of the wheel from its fair stream. */
export function drawRoulette(kind: RouletteKind, stream: FairStream): RouletteDrawResult {
  const roll = stream.nextInt(100);
  const spin = rouletteSpinOfRoll(kind, roll);
  return { roll, value: spin.value, name: spin.name };
}

/** A spin's result in Korean, as the fairness page shows it. */
export function describeRouletteResult(result: RouletteDrawResult): string {
  const prize =
    result.name === VIP_COUPON_PRIZE_CODE
      ? ROULETTE_MESSAGES.vipCouponPrizeName
      : result.value > 0
        ? `${withThousands(result.value)} 포인트`
        : ROULETTE_MISS_NAME;
  return `숫자 ${result.roll} · ${prize}`;
}

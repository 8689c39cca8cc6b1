import type { RandomPort } from '../../../ports/random.js';
import type { SimGameKind } from './sim-lobby.js';

/** One play of a simulated game: what the page shows and what it pays (whole won). */
export interface SimOutcome {
  readonly symbols: readonly string[];
  readonly win: number;
}

export const SLOT_SYMBOLS = ['7', 'A', 'K', 'Q', 'J'] as const;
/** Pays in tenths of the stake: three sevens 20x, three of a kind 5x, the first two alike 1.5x. */
const SLOT_PAY_TENTHS = { sevens: 200, three: 50, pair: 15 } as const;

const CARD_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** Three reels; floors the payout to whole won. */
export function slotOutcome(random: RandomPort, stake: number): SimOutcome {
  const symbols = [0, 1, 2].map(() => SLOT_SYMBOLS[random.int(SLOT_SYMBOLS.length)]!);
  const [a, b, c] = symbols as [string, string, string];
  const tenths = a === b && b === c ? (a === '7' ? SLOT_PAY_TENTHS.sevens : SLOT_PAY_TENTHS.three) : a === b ? SLOT_PAY_TENTHS.pair : 0;
  return { symbols, win: Math.floor((stake * tenths) / 10) };
}

/** High card against the dealer: higher pays 2x, a tie returns the stake, lower loses. */
export function cardsOutcome(random: RandomPort, stake: number): SimOutcome {
  const player = random.int(CARD_NAMES.length);
  const dealer = random.int(CARD_NAMES.length);
  const win = player > dealer ? stake * 2 : player === dealer ? stake : 0;
  return { symbols: [CARD_NAMES[player]!, CARD_NAMES[dealer]!], win };
}

export const playOutcome = (kind: SimGameKind, random: RandomPort, stake: number): SimOutcome =>
  kind === 'slot' ? slotOutcome(random, stake) : cardsOutcome(random, stake);

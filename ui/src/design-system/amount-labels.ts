import { withThousands } from '@bet/core/shared';
import { DESIGN_SYSTEM_TEXTS as T } from './texts.js';

/** Quick-amount buttons read in units of 10,000 won, as Korean sites write them: 10000 -> '1만'. */
export function manLabel(amount: number): string {
  return amount % 10_000 === 0 ? `${withThousands(amount / 10_000)}${T.tenThousand}` : withThousands(amount);
}

/** '10,000원'. */
export const wonText = (amount: number): string => `${withThousands(amount)}${T.won}`;

import { won, type Won } from './money.js';

/**
 * The spec's minimum bet (spec 9: 5,000 won) where no setting gives another: the one source for
 * the slip, the API decoder's default, and the server's settings and game definitions.
 */
export const DEFAULT_MIN_BET: Won = won(5_000);

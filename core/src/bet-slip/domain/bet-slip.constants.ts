import { odds } from '../../shared/domain/odds.js';
import { DEFAULT_MIN_BET } from '../../shared/domain/betting-defaults.js';
import { won } from '../../shared/domain/money.js';

/** The special bonus entry: market name 'Bonus', market id -1 (spec sections 3 and 5). */
export const BONUS_MARKET_NAME = 'Bonus';
export const BONUS_MARKET_ID = -1;
/** While a bonus entry is in the slip no pick below 1.30 may be added or changed in. */
export const BONUS_MIN_ODDS = odds(130);

/** Sports whose fixtures may carry two picks in one slip (spec section 9). */
export const COMBINATION_ALLOWED_PREMATCH_SPORTS: readonly number[] = [48242, 154914, 35232, 154830, 131506, 687890];
export const COMBINATION_ALLOWED_INPLAY_SPORTS: readonly number[] = [48242, 687890];
/** Even where combination is allowed, one fixture holds at most this many picks. */
export const MAX_BETS_PER_FIXTURE = 2;

/** The slip's minimum stake when the member's settings give none (the spec's 5,000 won). */
export const BET_MIN_STAKE = DEFAULT_MIN_BET;
/** Stakes are whole multiples of 10 won (spec 9). */
export const BET_STAKE_STEP = 10;
/** Quick-add buttons; MAX is a separate intent. */
export const BET_QUICK_AMOUNTS = [won(10_000), won(50_000), won(100_000), won(500_000), won(1_000_000)] as const;
/** Settings give max bet and max winnings in units of 10,000 won. */
export const BET_LIMIT_UNIT_WON = 10_000;
export const BET_ROLE_MIN = 1;
export const BET_ROLE_MAX = 5;

/** Game types of the betting settings and history (spec section 9). */
export const BET_GAME_TYPE = { sports: 1, live: 2, miniGame: 3, virtual: 4 } as const;
export type BetGameType = (typeof BET_GAME_TYPE)[keyof typeof BET_GAME_TYPE];

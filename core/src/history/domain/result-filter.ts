import { HISTORY_MESSAGES } from './history.messages.js';
import { SETTLEMENT_LOST, SETTLEMENT_WAITING, SETTLEMENT_WON } from './slip-settlement.js';

export type BetResultFilter = 'all' | 'waiting' | 'won' | 'lost';
export const BET_RESULT_FILTERS: readonly BetResultFilter[] = ['all', 'waiting', 'won', 'lost'];

export const betResultFilterLabel = (f: BetResultFilter): string => HISTORY_MESSAGES.resultFilter[f];

/**
 * What each filter means in settlement_flag terms. The server filters (so paging stays right);
 * this is the shared definition it follows.
 */
export function matchesBetResultFilter(settlementFlag: number, filter: BetResultFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'waiting':
      return settlementFlag === SETTLEMENT_WAITING;
    case 'won':
      return settlementFlag === SETTLEMENT_WON;
    case 'lost':
      return settlementFlag === SETTLEMENT_LOST;
  }
}

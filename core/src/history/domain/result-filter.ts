import { HISTORY_MESSAGES } from './history.messages.js';
import type { SlipSettlement } from './slip-settlement.js';

export type BetResultFilter = 'all' | 'waiting' | 'won' | 'lost';
export const BET_RESULT_FILTERS: readonly BetResultFilter[] = ['all', 'waiting', 'won', 'lost'];

export const betResultFilterLabel = (f: BetResultFilter): string => HISTORY_MESSAGES.resultFilter[f];

/**
 * What each filter means in settlement terms. The server filters (so paging stays right);
 * this is the shared definition it follows.
 */
export function matchesBetResultFilter(settlement: SlipSettlement, filter: BetResultFilter): boolean {
  return filter === 'all' || settlement === filter;
}

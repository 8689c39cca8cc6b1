// Bet history: /bet_result, the member's slips with cancel and delete.
export { BetResult, betResultPath, type BetResultProps, type BetHistoryScreenModel } from './BetResult.js';
export { BetHistoryList, type BetHistoryActions, type BetHistoryListProps } from './BetHistoryList.js';

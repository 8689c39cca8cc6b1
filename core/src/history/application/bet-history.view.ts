// The bet history screen's state: the view screens read, the model behind it, its start and the filter a load sends.
import type { PendingConfirm } from '../../shared/application/confirm-intents.js';
import type { BetHistorySlip } from '../domain/bet-history-records.js';
import {
  DEFAULT_BET_HISTORY_RANGE,
  betHistoryPresetRange,
  type BetHistoryDateRange,
  type BetHistoryRangeChoice,
} from '../domain/date-range.js';
import { betHistoryDetailTypes, betHistoryGameType, type BetHistoryTab, type MinigameProviderChoice } from '../domain/history-tabs.js';
import type { BetResultFilter } from '../domain/result-filter.js';
import type { BetHistorySlipSummary } from '../domain/slip-summary.js';
import type { BetHistoryFilter } from './bet-history.gateway.js';

export type BetHistoryCommand = { readonly kind: 'cancel'; readonly slipId: number } | { readonly kind: 'delete'; readonly slipId: number };

export type BetHistoryConfirm = PendingConfirm<BetHistoryCommand>;

export interface BetHistoryView {
  readonly tab: BetHistoryTab;
  readonly provider: MinigameProviderChoice;
  readonly rangeChoice: BetHistoryRangeChoice;
  /** The range of the last load (presets are recomputed from the clock at every load). */
  readonly range: BetHistoryDateRange;
  readonly result: BetResultFilter;
  readonly page: number;
  readonly pageCount: number;
  readonly pageLinks: readonly number[];
  readonly totalCount: number;
  readonly slips: readonly BetHistorySlipSummary[];
  readonly loading: boolean;
  readonly busy: boolean;
  readonly confirm: BetHistoryConfirm | null;
  readonly alert: string | null;
}

/** The view plus what the screen holds beside it: the typed range and the loaded rows the commands read. */
export interface BetHistoryModel extends BetHistoryView {
  readonly customRange: BetHistoryDateRange | null;
  readonly rows: readonly BetHistorySlip[];
}

/** The screen before the first load: sports, the default range, every result, page 1. */
export const initialBetHistoryModel = (nowMs: number): BetHistoryModel => ({
  tab: 'sports',
  provider: 'all',
  rangeChoice: DEFAULT_BET_HISTORY_RANGE,
  range: betHistoryPresetRange(DEFAULT_BET_HISTORY_RANGE, nowMs),
  result: 'all',
  page: 1,
  pageCount: 0,
  pageLinks: [],
  totalCount: 0,
  slips: [],
  loading: false,
  busy: false,
  confirm: null,
  alert: null,
  customRange: null,
  rows: [],
});

/** What a load asks for; a preset range is recomputed from `nowMs` at every load. */
export function betHistoryFilterOf(v: BetHistoryModel, nowMs: number): BetHistoryFilter {
  const sel = { tab: v.tab, provider: v.provider };
  const range =
    v.rangeChoice === 'custom' && v.customRange
      ? v.customRange
      : betHistoryPresetRange(v.rangeChoice === 'custom' ? DEFAULT_BET_HISTORY_RANGE : v.rangeChoice, nowMs);
  return { gameType: betHistoryGameType(v.tab), gameDetailTypes: betHistoryDetailTypes(sel), range, result: v.result };
}

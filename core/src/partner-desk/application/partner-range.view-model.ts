import { map, type Observable } from 'rxjs';
import type { BetHistoryRangeChoice, BetHistoryRangePreset } from '../../history/domain/date-range.js';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import { PARTNER_DESK_MESSAGES as M, PARTNER_PER_PAGE } from '../domain/partner-desk.messages.js';
import { checkPartnerRange, partnerPresetRange, type PartnerDayRange } from '../domain/partner-range.js';

/** What a partner screen asks its loader for: the range, the page and the optional filters. */
export interface PartnerScreenQuery extends PartnerDayRange {
  readonly page: number;
  readonly perpage: number;
  readonly memberId?: number;
  readonly search?: string;
}

export interface PartnerRangeView<D> {
  readonly choice: BetHistoryRangeChoice;
  readonly range: PartnerDayRange;
  readonly page: number;
  readonly pageCount: number;
  readonly memberId: number | null;
  readonly search: string;
  readonly loading: boolean;
  /** The last answer (kept while the next one loads), null before the first. */
  readonly data: D | null;
  readonly alert: string | null;
}

type Model<D> = Omit<PartnerRangeView<D>, 'pageCount'>;

export interface PartnerRangeDeps<D> {
  readonly clock: Clock;
  readonly load: (query: PartnerScreenQuery) => Promise<Result<D, ApiError>>;
  /** The answer's row count, for the pager (screens without pages leave it out: one page). */
  readonly totalOf?: (data: D) => number;
  readonly perpage?: number;
  /** The preset the screen opens on (default: a week, like the bet history). */
  readonly initialPreset?: BetHistoryRangePreset;
  /** A downline member to show alone from the start (a link from the member list). */
  readonly memberId?: number | null;
}

/**
 * One partner screen over a range of KST days: the bet history's presets or typed days (checked
 * here with the server's own rule), paging, an optional member filter and search. Every change
 * loads page 1 again (the page stays on `goToPage`); only the newest answer lands.
 */
export class PartnerRangeViewModel<D> {
  private readonly store: ViewModelStore<Model<D>>;
  readonly state$: Observable<PartnerRangeView<D>>;
  private readonly perpage: number;
  /** Starts a load of `query`; an answer to an older query is dropped (store.latest). */
  private readonly loadLatest: (query: PartnerScreenQuery) => void;

  constructor(private readonly deps: PartnerRangeDeps<D>) {
    this.perpage = deps.perpage ?? PARTNER_PER_PAGE;
    const preset = deps.initialPreset ?? 'week';
    this.store = createViewModelStore<Model<D>>({
      choice: preset,
      range: partnerPresetRange(preset, deps.clock.now()),
      page: 1,
      memberId: deps.memberId ?? null,
      search: '',
      loading: true,
      data: null,
      alert: null,
    });
    const totalOf = deps.totalOf;
    this.state$ = this.store.state$.pipe(
      map((m) => ({
        ...m,
        pageCount: totalOf && m.data !== null ? Math.max(1, Math.ceil(totalOf(m.data) / this.perpage)) : 1,
      })),
    );
    this.loadLatest = this.store.latest(
      (query: PartnerScreenQuery) => deps.load(query),
      (result) =>
        this.store.set(
          result.ok ? { loading: false, data: result.value } : { loading: false, alert: failureMessage(result.error, M.loadFailed) },
        ),
    );
    this.reload();
  }

  choosePreset(preset: BetHistoryRangePreset): void {
    this.store.set({ choice: preset, range: partnerPresetRange(preset, this.deps.clock.now()), page: 1 });
    this.reload();
  }

  /** Typed days; a bad range is an alert and nothing loads. */
  setCustomRange(from: string, to: string): void {
    const checked = checkPartnerRange(from.trim(), to.trim());
    if (!checked.ok) return this.store.set({ alert: checked.error.message });
    this.store.set({ choice: 'custom', range: checked.value, page: 1 });
    this.reload();
  }

  goToPage(page: number): void {
    this.store.set({ page });
    this.reload();
  }

  /** One downline member only, or everyone again (null). */
  filterMember(memberId: number | null): void {
    this.store.set({ memberId, page: 1 });
    this.reload();
  }

  setSearch(search: string): void {
    this.store.set({ search: search.trim(), page: 1 });
    this.reload();
  }

  /** Loads the current range and page again. */
  reload(): void {
    const m = this.store.get();
    this.store.set({ loading: true });
    this.loadLatest({
      from: m.range.from,
      to: m.range.to,
      page: m.page,
      perpage: this.perpage,
      ...(m.memberId === null ? {} : { memberId: m.memberId }),
      ...(m.search === '' ? {} : { search: m.search }),
    });
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}

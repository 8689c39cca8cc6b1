import { map, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import { confirmIntents } from '../../shared/application/confirm-intents.js';
import { castDraft, produce, type Draft } from 'immer';
import { failureMessage } from '../../shared/domain/api-error.js';
import type { Clock } from '../../shared/ports/clock.js';
import { betHistoryCustomRange, type BetHistoryRangePreset } from '../domain/date-range.js';
import { HISTORY_MESSAGES } from '../domain/history.messages.js';
import {
  betHistoryMaxPages,
  betHistorySelectionOf,
  type BetHistorySelection,
  type BetHistoryTab,
  type MinigameProviderChoice,
} from '../domain/history-tabs.js';
import { DEFAULT_LEG_WIN_FLAG_POLICY, type LegWinFlagPolicy } from '../domain/leg-win-flag.js';
import { BET_HISTORY_PAGE_SIZE, betHistoryPageCount, pageLinks } from '../domain/page-links.js';
import type { BetResultFilter } from '../domain/result-filter.js';
import { checkCancelSlip, checkDeleteSlip } from '../domain/slip-settlement.js';
import { betHistorySlipSummary } from '../domain/slip-summary.js';
import type { BetHistoryGateway } from './bet-history.gateway.js';
import {
  betHistoryFilterOf,
  initialBetHistoryModel,
  type BetHistoryCommand,
  type BetHistoryModel,
  type BetHistoryView,
} from './bet-history.view.js';

export type { BetHistoryCommand, BetHistoryConfirm, BetHistoryView } from './bet-history.view.js';

export interface BetHistoryViewModelDeps {
  readonly gateway: BetHistoryGateway;
  readonly clock: Clock;
  /** Reading of the leg win flags; DEFAULT_LEG_WIN_FLAG_POLICY when omitted. */
  readonly winFlagPolicy?: LegWinFlagPolicy;
  /**
   * Emits when a slip of the member changed on the server (the 'bet' live source: placed,
   * cancelled, settled); the open page is read again, so a settlement shows without a reload.
   */
  readonly slipChanges$?: Observable<unknown>;
}

/** /bet_result: tabs, mini-game providers, date and result filters, paging, cancel and delete. */
export class BetHistoryViewModel {
  private readonly store: ViewModelStore<BetHistoryModel>;
  readonly state$: Observable<BetHistoryView>;
  /** A newer filter or page makes an older answer irrelevant. */
  private readonly load: () => void;
  /** A double click on cancel or delete never sends twice. */
  private readonly command: (command: BetHistoryCommand) => void;
  private readonly confirmation: ReturnType<typeof confirmIntents<BetHistoryCommand, BetHistoryModel>>;
  private readonly policy: LegWinFlagPolicy;
  /** The answers of the shell's confirm dialog and alert (lazy: the questions are set up in the constructor). */
  readonly acceptConfirm = (): void => this.confirmation.accept();
  readonly cancelConfirm = (): void => this.confirmation.cancel();
  readonly dismissAlert = (): void => this.confirmation.dismissAlert();

  constructor(private readonly deps: BetHistoryViewModelDeps) {
    this.policy = deps.winFlagPolicy ?? DEFAULT_LEG_WIN_FLAG_POLICY;
    this.store = createViewModelStore<BetHistoryModel>(initialBetHistoryModel(deps.clock.now()));
    this.state$ = this.store.state$.pipe(map(({ customRange: _range, rows: _rows, ...view }) => view));
    this.load = this.store.latest(
      () => this.loadPage(),
      (apply) => apply(),
    );
    this.command = this.store.exclusive((c: BetHistoryCommand) => this.execute(c));
    this.confirmation = confirmIntents(this.store, this.command);
    if (deps.slipChanges$) this.store.own(deps.slipChanges$.subscribe(() => this.load()));
  }

  /** Opens from the route: /bet_result/{tab} or /bet_result/minigame/provider/{provider}. */
  open(tab?: string, provider?: string): void {
    this.select(betHistorySelectionOf(tab, provider));
  }

  selectTab(tab: BetHistoryTab): void {
    this.select({ tab, provider: 'all' });
  }
  selectProvider(provider: MinigameProviderChoice): void {
    this.select({ tab: 'minigame', provider });
  }

  selectRange(preset: BetHistoryRangePreset): void {
    this.reset((d) => {
      d.customRange = null;
      d.rangeChoice = preset;
    });
  }

  /** A typed range 'YYYY-MM-DD' to 'YYYY-MM-DD'; a bad one is refused with a message and changes nothing. */
  setCustomRange(from: string, to: string): void {
    const r = betHistoryCustomRange(from, to);
    if (!r.ok)
      return this.update((d) => {
        d.alert = r.error.message;
      });
    this.reset((d) => {
      d.customRange = r.value;
      d.rangeChoice = 'custom';
    });
  }

  selectResult(result: BetResultFilter): void {
    this.reset((d) => {
      d.result = result;
    });
  }

  goToPage(page: number): void {
    const count = Math.max(1, this.store.get().pageCount);
    this.update((d) => {
      d.page = Math.min(Math.max(1, Math.floor(page) || 1), count);
    });
    this.load();
  }

  reload(): void {
    this.load();
  }

  requestCancel(slipId: number): void {
    const slip = this.store.get().rows.find((s) => s.id === slipId);
    if (!slip) return;
    const check = checkCancelSlip(slip.settlement);
    if (!check.ok) return this.confirmation.alert(check.error.message);
    this.confirmation.ask({ kind: 'cancel', slipId }, HISTORY_MESSAGES.confirmCancel);
  }

  requestDelete(slipId: number): void {
    const slip = this.store.get().rows.find((s) => s.id === slipId);
    if (!slip) return;
    const check = checkDeleteSlip(slip.settlement);
    if (!check.ok) return this.confirmation.alert(check.error.message);
    this.confirmation.ask({ kind: 'delete', slipId }, HISTORY_MESSAGES.confirmDelete);
  }

  /** Ends the loads and commands; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  private select(sel: BetHistorySelection): void {
    this.reset((d) => {
      d.tab = sel.tab;
      d.provider = sel.provider;
    });
  }

  /** Applies a filter change, goes back to page 1 and loads. */
  private reset(recipe: (d: Draft<BetHistoryModel>) => void): void {
    this.update((d) => {
      recipe(d);
      d.page = 1;
    });
    this.load();
  }

  private async loadPage(): Promise<() => void> {
    const v = this.store.get();
    const filter = betHistoryFilterOf(v, this.deps.clock.now());
    const maxPages = betHistoryMaxPages({ tab: v.tab, provider: v.provider });
    this.update((d) => {
      d.loading = true;
      d.range = filter.range;
    });
    const [count, list] = await Promise.all([
      this.deps.gateway.count(filter),
      this.deps.gateway.list({ ...filter, page: v.page, perPage: BET_HISTORY_PAGE_SIZE }),
    ]);
    return () => {
      this.update((d) => {
        if (list.ok) d.rows = castDraft(list.value);
        d.loading = false;
        if (count.ok) {
          d.totalCount = count.value;
          d.pageCount = betHistoryPageCount(count.value, maxPages);
          d.pageLinks = [...pageLinks(d.page, count.value, maxPages)];
        }
        if (list.ok) d.slips = castDraft(list.value.map((s) => betHistorySlipSummary(s, this.policy)));
        const failed = !count.ok ? count.error : !list.ok ? list.error : null;
        if (failed) d.alert = failureMessage(failed);
      });
    };
  }

  private async execute(command: BetHistoryCommand): Promise<void> {
    this.update((d) => {
      d.busy = true;
    });
    const g = this.deps.gateway;
    const slips = this.store.get().rows.filter((s) => s.id === command.slipId);
    const r = command.kind === 'cancel' ? await g.cancel(command.slipId) : await g.delete(slips);
    this.update((d) => {
      d.busy = false;
      if (r.ok) d.alert = command.kind === 'cancel' ? HISTORY_MESSAGES.cancelled : HISTORY_MESSAGES.deleted;
      // A failed cancel shows the server's reason; a failed delete always reads the spec's text.
      else d.alert = command.kind === 'cancel' ? failureMessage(r.error) : HISTORY_MESSAGES.deleteFailed;
    });
    if (r.ok) this.load();
  }

  private update(recipe: (draft: Draft<BetHistoryModel>) => void): void {
    this.store.set((model) => produce(model, recipe));
  }
}

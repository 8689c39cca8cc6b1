import type { Observable } from 'rxjs';
import { failureMessage } from '../../shared/domain/api-error.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import {
  DEFAULT_REALITY_CHECK_SETTINGS,
  playedText,
  REALITY_CHECK_MESSAGES,
  realityCheckMark,
  sessionLimitReached,
  validateRealityCheckSettings,
  type RealityCheckSettings,
} from '../domain/reality-check.js';
import type { RealityCheckGateway, RealityCheckSummary } from './reality-check.gateway.js';

/** How often the game pages look at the clock (the dialog shows within this of its minute). */
export const REALITY_CHECK_TICK_MS = 5_000;

export type RealityCheckDialog =
  | { readonly kind: 'check'; readonly played: string; readonly stakes: number; readonly wins: number; readonly net: number }
  | { readonly kind: 'limit'; readonly played: string; readonly net: number; readonly limitMinutes: number };

export interface RealityCheckView {
  /** The saved settings (defaults until loaded). */
  readonly settings: RealityCheckSettings;
  /** The settings form's choices. */
  readonly draft: RealityCheckSettings;
  readonly saving: boolean;
  readonly dialog: RealityCheckDialog | null;
  /** The member chose to stop (or the limit ended play): the screen goes to the top page, then calls `left()`. */
  readonly leave: boolean;
  readonly alert: string | null;
}

interface Model extends RealityCheckView {
  readonly summary: RealityCheckSummary | null;
  /** On a casino, slot or mini-game page. */
  readonly active: boolean;
  /** The check answered last: its login session and interval number. */
  readonly acknowledged: { readonly loginAt: string; readonly mark: number } | null;
}

/**
 * Reality checks: on the casino, slot and mini-game pages (`enterGamePage`/`leaveGamePage`) a
 * dialog every N minutes of the login session shows the time played and the net result since
 * login ('계속' / '중지'); at the member's session limit a dialog ends play. Time comes from the
 * Clock; the settings form of my page edits the interval and the limit.
 */
export class RealityCheckViewModel {
  private readonly store = createViewModelStore<Model>({
    settings: DEFAULT_REALITY_CHECK_SETTINGS,
    draft: DEFAULT_REALITY_CHECK_SETTINGS,
    saving: false,
    dialog: null,
    leave: false,
    alert: null,
    summary: null,
    active: false,
    acknowledged: null,
  });
  readonly state$: Observable<RealityCheckView> = this.store.state$;

  /** `byTimer`: the interval's check is due (a background poll); else a game page was opened. */
  private readonly refresh = this.store.latest(
    (byTimer: boolean) => this.deps.gateway.summary(byTimer),
    (result) => {
      if (!result.ok) return;
      const { intervalMinutes, sessionLimitMinutes } = result.value;
      this.store.set({ summary: result.value, settings: { intervalMinutes, sessionLimitMinutes } });
      this.check();
    },
  );

  constructor(private readonly deps: { readonly gateway: RealityCheckGateway; readonly clock: Clock }) {
    this.store.own(deps.clock.every(REALITY_CHECK_TICK_MS).subscribe(() => this.tick()));
  }

  /** A casino, slot or mini-game page opened: checks run while it shows. */
  enterGamePage(): void {
    this.store.set({ active: true });
    this.refresh(false);
  }

  leaveGamePage(): void {
    this.store.set({ active: false });
  }

  /** '계속': the dialog closes until the next interval. */
  continuePlaying(): void {
    this.acknowledge();
  }

  /**
   * '중지' (and the limit's '확인'): the dialog closes and the screen leaves for the top page. The
   * server records the stop for the operator's list; play ends whatever its answer.
   */
  stop(): void {
    const dialog = this.store.get().dialog;
    if (dialog) void this.deps.gateway.stopped(dialog.kind === 'limit' ? 'sessionLimit' : 'stop');
    this.acknowledge();
    this.store.set({ leave: true });
  }

  /** The screen has left the game page. */
  left(): void {
    this.store.set({ leave: false });
  }

  /** Loads the saved settings into the form (my page). */
  loadSettings(): void {
    this.refreshSettings();
  }

  setDraft(draft: Partial<RealityCheckSettings>): void {
    this.store.set((s) => ({ ...s, draft: { ...s.draft, ...draft } }));
  }

  readonly saveSettings = this.store.exclusive(async () => {
    const { draft } = this.store.get();
    const valid = validateRealityCheckSettings(draft);
    if (!valid.ok) {
      this.store.set({ alert: valid.message });
      return;
    }
    this.store.set({ saving: true });
    const result = await this.deps.gateway.save(draft);
    if (!result.ok) {
      this.store.set({ saving: false, alert: failureMessage(result.error) });
      return;
    }
    const settings = { intervalMinutes: result.value.intervalMinutes, sessionLimitMinutes: result.value.sessionLimitMinutes };
    this.store.set({ saving: false, summary: result.value, settings, draft: settings, alert: REALITY_CHECK_MESSAGES.saved });
  });

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  private readonly refreshSettings = this.store.latest(
    () => this.deps.gateway.summary(),
    (result) => {
      if (!result.ok) {
        this.store.set({ alert: failureMessage(result.error) });
        return;
      }
      const settings = { intervalMinutes: result.value.intervalMinutes, sessionLimitMinutes: result.value.sessionLimitMinutes };
      this.store.set({ summary: result.value, settings, draft: settings });
    },
  );

  private tick(): void {
    const s = this.store.get();
    if (!s.active || !s.summary || s.dialog) return;
    const { summary, acknowledged } = s;
    const loginAt = Date.parse(summary.loginAt);
    const now = this.deps.clock.now();
    const due =
      sessionLimitReached(loginAt, summary.sessionLimitMinutes, now) ||
      realityCheckMark(loginAt, summary.intervalMinutes, now) > (acknowledged?.loginAt === summary.loginAt ? acknowledged.mark : 0);
    // The net result is read fresh for the dialog.
    if (due) this.refresh(true);
  }

  /** Shows the dialog that is due, from the latest summary. */
  private check(): void {
    const s = this.store.get();
    if (!s.active || !s.summary || s.dialog) return;
    const summary = s.summary;
    const loginAt = Date.parse(summary.loginAt);
    const now = this.deps.clock.now();
    const played = playedText(now - loginAt);
    if (sessionLimitReached(loginAt, summary.sessionLimitMinutes, now)) {
      this.store.set({ dialog: { kind: 'limit', played, net: summary.net, limitMinutes: summary.sessionLimitMinutes as number } });
      return;
    }
    const mark = realityCheckMark(loginAt, summary.intervalMinutes, now);
    const done = s.acknowledged?.loginAt === summary.loginAt ? s.acknowledged.mark : 0;
    if (mark > done) this.store.set({ dialog: { kind: 'check', played, stakes: summary.stakes, wins: summary.wins, net: summary.net } });
  }

  private acknowledge(): void {
    const { summary } = this.store.get();
    const mark = summary ? realityCheckMark(Date.parse(summary.loginAt), summary.intervalMinutes, this.deps.clock.now()) : 0;
    this.store.set({ dialog: null, acknowledged: summary ? { loginAt: summary.loginAt, mark } : null });
  }
}

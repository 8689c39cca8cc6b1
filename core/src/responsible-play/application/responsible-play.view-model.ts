import { map, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import { formatKstDateTime } from '../../shared/domain/kst.js';
import { parseAmountText, withThousands, type Won } from '../../shared/domain/money.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import {
  COOL_OFF_DURATIONS,
  EXCLUSION_DURATION_LABEL,
  exclusionEnd,
  exclusionKindOf,
  SELF_EXCLUSION_DURATIONS,
  type ExclusionDuration,
} from '../domain/exclusions.js';
import { isValidLimitAmount, LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../domain/limits.js';
import {
  EXCLUSION_KIND_LABEL,
  LIMIT_KIND_LABEL,
  LIMIT_PERIOD_LABEL,
  RESPONSIBLE_PLAY_MESSAGES as M,
} from '../domain/responsible-play.messages.js';
import type { ResponsiblePlayGateway, ResponsiblePlayState } from './responsible-play.gateway.js';

export interface LimitRowView {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  /** '일', '주', '월'. */
  readonly periodLabel: string;
  /** The limit in force, '100,000원', or null when none. */
  readonly amountText: string | null;
  /** What the member used of the period ('30,000원'; a net loss may be negative). */
  readonly usedText: string;
  /** The text in the amount field. */
  readonly draft: string;
  readonly pending: {
    /** '200,000원', or null for a removal. */
    readonly amountText: string | null;
    /** 'YYYY-MM-DD HH:mm:ss' KST from when the member may confirm. */
    readonly effectiveAtText: string;
    readonly canConfirm: boolean;
  } | null;
}

export interface LimitGroupView {
  readonly kind: LimitKind;
  /** '입금', '베팅', '손실'. */
  readonly label: string;
  readonly rows: readonly LimitRowView[];
}

export interface DurationChoice {
  readonly duration: ExclusionDuration;
  readonly label: string;
}

export interface ResponsiblePlayView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly groups: readonly LimitGroupView[];
  /** The cool-off or self-exclusion in force, or null. */
  readonly exclusion: { readonly kindLabel: string; readonly durationLabel: string; readonly endsAtText: string | null } | null;
  readonly coolOffChoices: readonly DurationChoice[];
  readonly selfExclusionChoices: readonly DurationChoice[];
  /** A cool-off or self-exclusion waiting for the member's yes in the confirm dialog. */
  readonly confirm: ExclusionConfirm | null;
  readonly busy: boolean;
  /** A one-off message for the shell's alert (then `dismissAlert`). */
  readonly alert: string | null;
}

/** The question of the confirm dialog (kept as one object while it is open: the screen forwards it once). */
export interface ExclusionConfirm {
  readonly duration: ExclusionDuration;
  readonly message: string;
}

export interface ResponsiblePlayDeps {
  readonly gateway: ResponsiblePlayGateway;
  /** Whether a pending change may be confirmed yet, and the confirm dialog's end time. */
  readonly clock: Clock;
}

interface State {
  readonly loaded: ResponsiblePlayState | null;
  readonly failed: boolean;
  readonly drafts: Readonly<Record<string, string>>;
  readonly confirm: ExclusionConfirm | null;
  readonly busy: boolean;
  readonly alert: string | null;
}

const keyOf = (kind: LimitKind, period: LimitPeriod): string => `${kind}:${period}`;
const wonText = (n: number): string => `${withThousands(n)}원`;

/**
 * My page "책임 있는 이용" (/mypage/responsible_play, issue 13): deposit, wager and net-loss limits
 * per day, week and month (lowering applies at once; a raise or removal waits 24 hours and the
 * member confirms it then), and a cool-off or self-exclusion after a confirm dialog that says it
 * cannot be undone. The server enforces everything; this screen only asks and shows.
 */
export class ResponsiblePlayViewModel {
  private readonly store: ViewModelStore<State>;
  readonly state$: Observable<ResponsiblePlayView>;
  private readonly reload: () => void;
  private readonly send: (work: () => Promise<Result<string, ApiError>>) => void;

  constructor(private readonly deps: ResponsiblePlayDeps) {
    this.store = createViewModelStore<State>({ loaded: null, failed: false, drafts: {}, confirm: null, busy: false, alert: null });
    this.state$ = this.store.state$.pipe(map((s) => this.toView(s)));
    this.reload = this.store.latest(
      () => deps.gateway.load(),
      (r) => this.store.set(r.ok ? { loaded: r.value, failed: false } : { failed: true, alert: failureMessage(r.error) }),
    );
    this.send = this.store.exclusive(async (work: () => Promise<Result<string, ApiError>>) => {
      this.store.set({ busy: true });
      const r = await work();
      this.store.set({ busy: false, alert: r.ok ? r.value : failureMessage(r.error) });
      this.reload();
    });
    this.reload();
  }

  setDraft(kind: LimitKind, period: LimitPeriod, text: string): void {
    this.store.set((s) => ({ ...s, drafts: { ...s.drafts, [keyOf(kind, period)]: text } }));
  }

  /** Saves the typed amount: lower applies at once, higher waits 24 hours. */
  saveLimit(kind: LimitKind, period: LimitPeriod): void {
    const amount = parseAmountText(this.store.get().drafts[keyOf(kind, period)] ?? '');
    if (!isValidLimitAmount(amount)) {
      this.store.set({ alert: M.invalidLimitAmount });
      return;
    }
    this.send(async () => {
      const r = await this.deps.gateway.setLimit(kind, period, amount as Won);
      if (r.ok) this.setDraft(kind, period, '');
      return r.ok ? { ok: true, value: r.value.message } : r;
    });
  }

  /** Asks to remove the limit (waits 24 hours, then a confirmation). */
  removeLimit(kind: LimitKind, period: LimitPeriod): void {
    this.send(async () => {
      const r = await this.deps.gateway.setLimit(kind, period, null);
      return r.ok ? { ok: true, value: r.value.message } : r;
    });
  }

  confirmLimit(kind: LimitKind, period: LimitPeriod): void {
    this.send(() => this.deps.gateway.confirmLimit(kind, period));
  }

  cancelLimitChange(kind: LimitKind, period: LimitPeriod): void {
    this.send(() => this.deps.gateway.cancelLimitChange(kind, period));
  }

  /** Opens the confirm dialog for a cool-off or self-exclusion. */
  askExclusion(duration: ExclusionDuration): void {
    const end = exclusionEnd(duration, this.deps.clock.now());
    this.store.set({ confirm: { duration, message: M.confirmExclusion(exclusionKindOf(duration), end) } });
  }

  /** The member said yes in the confirm dialog. */
  confirmExclusion(): void {
    const confirm = this.store.get().confirm;
    if (confirm === null) return;
    this.store.set({ confirm: null });
    this.send(() => this.deps.gateway.startExclusion(confirm.duration));
  }

  cancelExclusion(): void {
    this.store.set({ confirm: null });
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  private toView(s: State): ResponsiblePlayView {
    const now = this.deps.clock.now();
    const loaded = s.loaded;
    const groups = LIMIT_KINDS.map((kind) => ({
      kind,
      label: LIMIT_KIND_LABEL[kind],
      rows: LIMIT_PERIODS.map((period): LimitRowView => {
        const limit = loaded?.limits.find((l) => l.kind === kind && l.period === period);
        const pending = limit?.pending ?? null;
        return {
          kind,
          period,
          periodLabel: LIMIT_PERIOD_LABEL[period],
          amountText: limit?.amount == null ? null : wonText(limit.amount),
          usedText: wonText(loaded?.used[kind][period] ?? 0),
          draft: s.drafts[keyOf(kind, period)] ?? '',
          pending:
            pending === null
              ? null
              : {
                  amountText: pending.amount === null ? null : wonText(pending.amount),
                  effectiveAtText: formatKstDateTime(pending.effectiveAt),
                  canConfirm: now >= pending.effectiveAt,
                },
        };
      }),
    }));
    const ex = loaded?.exclusion ?? null;
    const choices = (list: readonly ExclusionDuration[]) =>
      list.map((duration) => ({ duration, label: EXCLUSION_DURATION_LABEL[duration] }));
    return {
      status: loaded ? 'ready' : s.failed ? 'failed' : 'loading',
      groups,
      exclusion: ex && {
        kindLabel: EXCLUSION_KIND_LABEL[ex.kind],
        durationLabel: EXCLUSION_DURATION_LABEL[ex.duration],
        endsAtText: ex.endsAt === null ? null : formatKstDateTime(ex.endsAt),
      },
      coolOffChoices: choices(COOL_OFF_DURATIONS),
      selfExclusionChoices: choices(SELF_EXCLUSION_DURATIONS),
      confirm: s.confirm,
      busy: s.busy,
      alert: s.alert,
    };
  }
}

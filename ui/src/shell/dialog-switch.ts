import { BehaviorSubject, type Observable } from 'rxjs';
import type { FeatureDialogKind } from '../dialog-kinds.js';

export type { FeatureDialogKind };

/** Dialogs the shell draws itself: the login, the customer-center card and the mobile menus. */
export const SHELL_DIALOG_KINDS = ['login', 'customerCenter', 'mobileMenuLeft', 'mobileMenuRight'] as const;
export type ShellDialogKind = (typeof SHELL_DIALOG_KINDS)[number];

/** Every dialog the shell can open. One is open at a time; alert and confirm stack above it. */
export type DialogKind = ShellDialogKind | FeatureDialogKind;

export const isShellDialog = (kind: DialogKind): kind is ShellDialogKind => (SHELL_DIALOG_KINDS as readonly DialogKind[]).includes(kind);

/** Pairs that switch into each other from inside the dialog (spec 4: deposit <-> withdraw). */
const TOGGLE_PARTNER: Partial<Record<DialogKind, DialogKind>> = {
  deposit: 'withdraw',
  withdraw: 'deposit',
  roulette: 'vipRoulette',
  vipRoulette: 'roulette',
};

export interface DialogSwitchState {
  /** The popup switch: while off, no dialog opens (e.g. the blank page of a blocked IP). */
  readonly enabled: boolean;
  readonly current: DialogKind | null;
}

/**
 * The popup switch and the one-at-a-time rule. Opening a dialog closes the one before it
 * (so normal and VIP roulette never show together); `tap` opens or, on a second tap of the
 * same button, closes (the mobile footer); route changes call `closeAll`.
 */
export class DialogSwitch {
  private readonly state = new BehaviorSubject<DialogSwitchState>({ enabled: true, current: null });
  readonly state$: Observable<DialogSwitchState> = this.state.asObservable();

  get current(): DialogKind | null {
    return this.state.value.current;
  }

  open(kind: DialogKind): void {
    if (!this.state.value.enabled) return;
    this.set({ current: kind });
  }

  /** Opens `kind`, or closes it when it is already the open dialog. */
  tap(kind: DialogKind): void {
    if (this.current === kind) this.close();
    else this.open(kind);
  }

  /** From deposit to withdraw and back (and between the two roulettes). */
  toggle(): void {
    const partner = this.current === null ? undefined : TOGGLE_PARTNER[this.current];
    if (partner) this.set({ current: partner });
  }

  /** Closes `kind` if it is open, or whatever is open when no kind is given. */
  close(kind?: DialogKind): void {
    if (kind === undefined || this.current === kind) this.set({ current: null });
  }

  closeAll(): void {
    this.set({ current: null });
  }

  /** Turns the popup switch; turning it off also closes the open dialog. */
  setEnabled(enabled: boolean): void {
    this.set(enabled ? { enabled } : { enabled, current: null });
  }

  private set(patch: Partial<DialogSwitchState>): void {
    const next = { ...this.state.value, ...patch };
    if (next.enabled !== this.state.value.enabled || next.current !== this.state.value.current) this.state.next(next);
  }
}

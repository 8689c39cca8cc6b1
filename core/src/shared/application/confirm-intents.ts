import type { ViewModelStore } from './view-model-store.js';

/** A question the member answers before a command runs: the shell's confirm dialog shows `message`. */
export interface PendingConfirm<C> {
  readonly command: C;
  readonly message: string;
}

/** The fields of a screen's state that show its confirm dialog and its alert. */
export interface ConfirmAndAlertState<C> {
  readonly confirm: PendingConfirm<C> | null;
  readonly alert: string | null;
}

/**
 * The ask / answer / dismiss intents of a member screen that confirms its commands (delete a
 * message, cancel a bet, send an inquiry), composed into its view model. The question is kept as
 * data (the command), so a view and a test can read what OK will do; `run` does it.
 */
export function confirmIntents<C, S extends ConfirmAndAlertState<C>>(store: ViewModelStore<S>, run: (command: C) => void) {
  // S extends the two fields, so a patch of them is a patch of S.
  const patch = (fields: Partial<ConfirmAndAlertState<C>>): void => store.set(fields as Partial<S>);
  return {
    /** Shows the question; OK will run `command`. */
    ask(command: C, message: string): void {
      patch({ confirm: { command, message } });
    },
    /** OK: closes the question, then runs its command (nothing when no question is open). */
    accept(): void {
      const pending = store.get().confirm;
      if (!pending) return;
      patch({ confirm: null });
      run(pending.command);
    },
    /** Cancel: closes the question; nothing runs. */
    cancel(): void {
      patch({ confirm: null });
    },
    /** Shows a message in the alert dialog. */
    alert(message: string): void {
      patch({ alert: message });
    },
    dismissAlert(): void {
      patch({ alert: null });
    },
  };
}

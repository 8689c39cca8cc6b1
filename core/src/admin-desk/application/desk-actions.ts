import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';

/** A question the operator answers before a destructive call runs (the shell's confirm dialog). */
export interface DeskConfirm {
  readonly message: string;
}

/** The message fields every back-office screen's model holds. */
export interface DeskMessagesModel {
  readonly alert: string | null;
  /** The question waiting for OK, and what OK runs. */
  readonly pending: { readonly message: string; readonly run: () => void } | null;
}

export const NO_DESK_MESSAGES: DeskMessagesModel = { alert: null, pending: null };

/** The view's side of the messages: the alert text and the question (without what it runs). */
export const deskMessagesView = (s: DeskMessagesModel): { alert: string | null; confirm: DeskConfirm | null } => ({
  alert: s.alert,
  confirm: s.pending ? { message: s.pending.message } : null,
});

/**
 * The shared intents of the back-office screens, composed into each view model: ask before a
 * call, accept or cancel the question, dismiss the alert, and `send` a call whose answer becomes
 * the alert (the screen's success text, or the server's refusal text).
 */
export function deskActions<S extends DeskMessagesModel>(store: ViewModelStore<S>) {
  const patch = (p: Partial<DeskMessagesModel>) => store.set(p as Partial<S>);
  return {
    ask(message: string, run: () => void): void {
      patch({ pending: { message, run } });
    },
    accept(): void {
      const pending = store.get().pending;
      patch({ pending: null });
      pending?.run();
    },
    cancel(): void {
      patch({ pending: null });
    },
    dismissAlert(): void {
      patch({ alert: null });
    },
    alert(message: string): void {
      patch({ alert: message });
    },
    /** Sends a call; the alert says `success` or the refusal. True when it went through. */
    async send(answer: Promise<Result<unknown, ApiError>>, success: string): Promise<boolean> {
      const result = await answer;
      patch({ alert: result.ok ? success : failureMessage(result.error) });
      return result.ok;
    },
  };
}
export type DeskActions = ReturnType<typeof deskActions>;

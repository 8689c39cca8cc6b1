import type { Observable } from 'rxjs';
import { confirmIntents, type ConfirmAndAlertState } from './confirm-intents.js';
import { pollWhileOpen } from './poll-while-open.js';
import type { ViewModelStore } from './view-model-store.js';

/** What a polled member list with confirmed commands is made of. */
export interface PolledCommandListParts<C> {
  /** The poll's ticks while the list is open (asked for on each start). */
  readonly ticks: () => Observable<unknown>;
  /** Reads the list; resolves with the state change to apply (only the newest load's is applied). */
  readonly load: (byPoll: boolean) => Promise<() => void>;
  /** Sends one command and records its outcome. */
  readonly execute: (command: C) => Promise<void>;
}

/**
 * A member list that is polled while open and whose commands are confirmed first (inbox,
 * inquiries): a newer load makes an older answer irrelevant; a double click never sends a
 * command twice; the shell's confirm dialog and alert answer through `accept`/`cancel`/`dismissAlert`.
 */
export function polledCommandList<C, S extends ConfirmAndAlertState<C>>(store: ViewModelStore<S>, parts: PolledCommandListParts<C>) {
  const reload = store.latest(parts.load, (apply) => apply());
  const command = store.exclusive(parts.execute);
  return { reload, command, ...confirmIntents(store, command), ...pollWhileOpen(parts.ticks, reload) };
}

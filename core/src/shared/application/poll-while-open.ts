import { startWith, type Observable, type Subscription } from 'rxjs';

/** Starts and stops a list's reading while its page or dialog is open. */
export interface OpenListPoll {
  /** Loads now (the member opened the list) and on every tick after (the poll); a second call does nothing. */
  readonly start: () => void;
  /** Ends the ticks; `start` begins again with the member's load. */
  readonly stop: () => void;
}

/**
 * The reading of a member list that is polled while on screen (inbox, inquiries): the first load
 * is the member's, the ticks after it are the poll's. `load(byPoll)` tells them apart because a
 * poll goes out as a background poll (no activity for the idle limit) and its failure stays quiet.
 * `ticks` is asked for on each start, so a view model can pass it before its deps are assigned.
 */
export function pollWhileOpen(ticks: () => Observable<unknown>, load: (byPoll: boolean) => void): OpenListPoll {
  // A resource, not state: the subscription lives here, never in the view model's store.
  let polling: Subscription | null = null;
  return {
    start() {
      if (polling) return;
      let first = true;
      polling = ticks()
        .pipe(startWith(null))
        .subscribe(() => {
          load(!first);
          first = false;
        });
    },
    stop() {
      polling?.unsubscribe();
      polling = null;
    },
  };
}

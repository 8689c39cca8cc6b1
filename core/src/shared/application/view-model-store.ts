import { BehaviorSubject, exhaustMap, from, Subject, Subscription, switchMap, type Observable, type Unsubscribable } from 'rxjs';

/**
 * The one way to hold a view model's state (issue 8): a store plus intents, composed into the
 * view model rather than inherited. All state lives in the store; screens read `state$`;
 * intents change it through `set`; `dispose` ends every subscription the store owns.
 *
 * ```ts
 * class ThingViewModel {
 *   private readonly store = createViewModelStore<ThingView>(INITIAL);
 *   readonly state$ = this.store.state$;
 *   readonly submit = this.store.exclusive(() => this.send());
 *   dispose(): void { this.store.dispose(); }
 * }
 * ```
 */
export interface ViewModelStore<S> {
  readonly state$: Observable<S>;
  /** The state now (intents read it before they change it). */
  get(): S;
  /** A patch of some fields, or a function from the state now to the next state. */
  set(change: Partial<S> | ((state: S) => S)): void;
  /**
   * An intent that runs one at a time: a call while one runs is ignored (a double click on a
   * submit sends one request). Errors thrown by `run` end that run only, never the intent.
   */
  exclusive<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => void;
  /**
   * An intent whose newest call wins: `load` runs for every call, and only the answer of the
   * latest call reaches `apply` (jumping between tabs drops the answer of the tab left behind).
   */
  latest<A extends unknown[], R>(load: (...args: A) => Promise<R>, apply: (result: R) => void): (...args: A) => void;
  /** Keeps a subscription (a timer, a stream) until `dispose`. */
  own(subscription: Unsubscribable): void;
  /** Ends every owned subscription and the intents; `state$` completes. */
  dispose(): void;
}

export function createViewModelStore<S extends object>(initial: S): ViewModelStore<S> {
  const state = new BehaviorSubject<S>(initial);
  const owned = new Subscription();
  let disposed = false;
  return {
    state$: state.asObservable(),
    get: () => state.value,
    set(change) {
      if (disposed) return;
      const next = typeof change === 'function' ? change(state.value) : { ...state.value, ...change };
      // A function that changed nothing (an immer recipe with no effect) tells nobody.
      if (next !== state.value) state.next(next);
    },
    exclusive<A extends unknown[]>(run: (...args: A) => Promise<void>) {
      const calls = new Subject<A>();
      owned.add(calls.pipe(exhaustMap((args) => from(run(...args).catch(() => undefined)))).subscribe());
      return (...args: A) => calls.next(args);
    },
    latest<A extends unknown[], R>(load: (...args: A) => Promise<R>, apply: (result: R) => void) {
      const calls = new Subject<A>();
      owned.add(calls.pipe(switchMap((args) => from(load(...args)))).subscribe({ next: apply, error: () => undefined }));
      return (...args: A) => calls.next(args);
    },
    own(subscription) {
      owned.add(() => subscription.unsubscribe());
    },
    dispose() {
      disposed = true;
      owned.unsubscribe();
      state.complete();
    },
  };
}

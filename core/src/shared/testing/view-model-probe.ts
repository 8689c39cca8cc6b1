import type { Observable } from 'rxjs';

/** Watches a view model's `state$` from now on; the returned function reads the latest view. */
export function latestView<V>(state$: Observable<V>): () => V {
  let view: V | undefined;
  let seen = false;
  state$.subscribe((v) => {
    view = v;
    seen = true;
  });
  return () => {
    // A view model's state$ replays its state at once; one that did not is the test's bug.
    if (!seen) throw new Error('state$ has not emitted yet');
    return view as V;
  };
}

/** Whether the view model's `state$` completes when it is disposed (its subscriptions end with it). */
export function completesOnDispose(vm: { readonly state$: Observable<unknown>; dispose(): void }): boolean {
  let completed = false;
  vm.state$.subscribe({ complete: () => (completed = true) });
  vm.dispose();
  return completed;
}

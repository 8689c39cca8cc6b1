import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The one bridge from a view model's `state$` to React. The stream is subscribed once per
 * component; the latest value is kept in a ref so `getSnapshot` stays stable between renders.
 * View models publish synchronously on subscribe (BehaviorSubject-like), so the first render
 * already has data; `initial` covers streams that do not.
 */
export function useObservable<T>(stream: Observable<T>, initial: T): T {
  const latest = useRef<{ value: T }>({ value: initial });
  const subscribe = useCallback(
    (notify: () => void) => {
      const sub = stream.subscribe((value) => {
        latest.current = { value };
        notify();
      });
      return () => sub.unsubscribe();
    },
    [stream],
  );
  const getSnapshot = useCallback(() => latest.current, []);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot).value;
}

/** Renders from a view model: `const view = useViewModel(vm, initialView)`. */
export function useViewModel<V>(vm: { readonly state$: Observable<V> }, initial: V): V {
  return useObservable(vm.state$, initial);
}

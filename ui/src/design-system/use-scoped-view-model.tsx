import { useEffect, useRef, useState, type ReactElement } from 'react';

/** A view model whose subscriptions, timers and loads end with `dispose()`. */
export interface DisposableViewModel {
  dispose(): void;
}

interface Scope<VM> {
  readonly viewModel: VM;
  disposed: boolean;
  /** Set when a committed screen took the view model (its effect ran). */
  claimed: boolean;
}

/**
 * How long a view model built during a render may wait for that render to be committed. React
 * throws away renders it never commits: a navigation is a transition, and each store update
 * that lands during it (the session's settings and banks, answered meanwhile) restarts the
 * render, building the new screen's view model again. A view model whose constructor loads or
 * polls (the back office's queues) then kept polling from the discarded renders: three
 * /admin/charges polls every 3 s after one visit, two of them for ever. A commit follows its
 * render within milliseconds; a view model still unclaimed after this is disposed, and should
 * its render be committed after all, the effect below builds a fresh one.
 */
export const UNCLAIMED_VIEW_MODEL_MS = 2_000;

function openScope<VM extends DisposableViewModel>(factory: () => VM): Scope<VM> {
  const scope: Scope<VM> = { viewModel: factory(), disposed: false, claimed: false };
  setTimeout(() => {
    if (scope.claimed || scope.disposed) return;
    scope.disposed = true;
    scope.viewModel.dispose();
  }, UNCLAIMED_VIEW_MODEL_MS);
  return scope;
}

/**
 * A view model that lives as long as the screen: `factory` builds it on mount and it is disposed
 * on unmount, so a screen's loads and subscriptions end when the member leaves it. Under
 * StrictMode React mounts, unmounts and mounts again: the first instance is disposed then and a
 * fresh one replaces it, so the screen never holds a disposed view model. A view model built by
 * a render React never commits (StrictMode's second call of the state initializer, a restarted
 * transition) is disposed UNCLAIMED_VIEW_MODEL_MS later.
 */
export function useScopedViewModel<VM extends DisposableViewModel>(factory: () => VM): VM {
  const factoryRef = useRef(factory);
  factoryRef.current = factory;
  const [scope, setScope] = useState<Scope<VM>>(() => openScope(factory));
  useEffect(() => {
    if (scope.disposed) {
      setScope(openScope(factoryRef.current));
      return undefined;
    }
    scope.claimed = true;
    return () => {
      scope.disposed = true;
      scope.viewModel.dispose();
    };
  }, [scope]);
  return scope.viewModel;
}

/**
 * The component form of `useScopedViewModel`, for places that render from a callback (dialog
 * renderers): `<Scoped create={factory}>{(vm) => <Dialog viewModel={vm} />}</Scoped>`.
 */
export function Scoped<VM extends DisposableViewModel>({
  create,
  children,
}: {
  readonly create: () => VM;
  readonly children: (viewModel: VM) => ReactElement;
}): ReactElement {
  return children(useScopedViewModel(create));
}

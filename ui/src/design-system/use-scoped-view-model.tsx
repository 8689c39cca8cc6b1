import { useEffect, useRef, useState, type ReactElement } from 'react';

/** A view model whose subscriptions, timers and loads end with `dispose()`. */
export interface DisposableViewModel {
  dispose(): void;
}

interface Scope<VM> {
  readonly viewModel: VM;
  disposed: boolean;
}

/**
 * A view model that lives as long as the screen: `factory` builds it on mount and it is disposed
 * on unmount, so a screen's loads and subscriptions end when the member leaves it. Under
 * StrictMode React mounts, unmounts and mounts again: the first instance is disposed then and a
 * fresh one replaces it, so the screen never holds a disposed view model. (StrictMode also calls
 * the state initializer twice in development and drops one result unmounted: keep constructors
 * free of work that needs a dispose, start loads from the screen's effects.)
 */
export function useScopedViewModel<VM extends DisposableViewModel>(factory: () => VM): VM {
  const factoryRef = useRef(factory);
  factoryRef.current = factory;
  const [scope, setScope] = useState<Scope<VM>>(() => ({ viewModel: factory(), disposed: false }));
  useEffect(() => {
    if (scope.disposed) {
      setScope({ viewModel: factoryRef.current(), disposed: false });
      return undefined;
    }
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

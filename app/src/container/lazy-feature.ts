import type { Container, ContainerModule, Newable } from 'inversify';

/**
 * A feature whose container module, view models and screens load with its route's chunk, not
 * with the script every visitor downloads first (issue 12: the first visit's size). Its
 * `module` is bound into the site's container the first time a screen asks for it, and
 * `services` turns the container into what the screens read (factories, shared view models).
 * The file that defines one must be imported only by its chunk, or its code lands in the entry.
 */
export interface LazyFeature<S> {
  readonly module: ContainerModule;
  services(container: Container): S;
}

/** Binds each lazy feature once, on first use, and hands out its services (the same object every time). */
export interface FeatureLoader {
  use<S>(feature: LazyFeature<S>): S;
}

export function createFeatureLoader(container: Container): FeatureLoader {
  const loaded = new Map<LazyFeature<unknown>, unknown>();
  return {
    use<S>(feature: LazyFeature<S>): S {
      if (!loaded.has(feature)) {
        // Bound before `services` reads it; a second use never binds twice (inversify would
        // keep both bindings and refuse to pick one).
        container.load(feature.module);
        loaded.set(feature, feature.services(container));
      }
      return loaded.get(feature) as S;
    },
  };
}

/**
 * A lazy feature whose screen builds one view model per visit: its services are the factory of
 * `viewModel` (a transient binding), which the route hands to ui's useScopedViewModel.
 */
export function screenFeature<T>(module: ContainerModule, viewModel: Newable<T>): LazyFeature<() => T> {
  return { module, services: (container) => () => container.get(viewModel) };
}

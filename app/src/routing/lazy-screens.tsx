import { PageLoading } from '@bet/ui';
import { lazy, Suspense, type ComponentProps, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/**
 * Route elements whose code is loaded on the first visit, as its own chunk (screens.tsx: the sports
 * lists, the games, my page, deposits and withdrawals; the back offices), so the script every
 * visitor downloads first holds the shell and the top page. `load` imports a module of route
 * components; `screen(name, props)` is the element of one of them, shown once its chunk arrived.
 * Meanwhile the shell stays and the page area shows ui's PageLoading (only after 300 ms: a chunk
 * that arrives sooner never flashes it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route component; each call's props are checked through ComponentProps
type RouteComponent = ComponentType<any>;

export interface LazyScreens<M extends Record<string, RouteComponent>> {
  <K extends keyof M>(name: K, props: ComponentProps<M[K]>): ReactElement;
  /** Fetches the chunk now (once), so the first visit to one of its pages does not wait for it. */
  preload(): void;
}

export function lazyScreens<M extends Record<string, RouteComponent>>(load: () => Promise<M>): LazyScreens<M> {
  const made = new Map<keyof M, LazyExoticComponent<RouteComponent>>();
  let loading: Promise<M> | null = null;
  const loadOnce = (): Promise<M> => (loading ??= load());
  const screen = function screen<K extends keyof M>(name: K, props: ComponentProps<M[K]>): ReactElement {
    let Component = made.get(name);
    if (!Component) {
      Component = lazy(() => loadOnce().then((module) => ({ default: module[name] })));
      made.set(name, Component);
    }
    const Shown = Component as unknown as ComponentType<ComponentProps<M[K]>>;
    return (
      <Suspense fallback={<PageLoading />}>
        <Shown {...props} />
      </Suspense>
    );
  };
  return Object.assign(screen, {
    // A failed prefetch is forgotten: the page's own load tries again (and reloads a stale build).
    preload: () => void loadOnce().catch(() => (loading = null)),
  });
}

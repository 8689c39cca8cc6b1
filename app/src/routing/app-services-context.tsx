import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from '../app-services.js';
import type { LazyFeature } from '../container/lazy-feature.js';

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

/** The view models the route elements render (resolved once from the container in main.tsx). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesProvider');
  return services;
}

/** A lazy feature's services, bound into the container the first time any screen asks. */
export function useFeature<S>(feature: LazyFeature<S>): S {
  return useAppServices().features.use(feature);
}

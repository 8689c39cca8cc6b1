import { createContext, useContext, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import type { BetSlipViewModel } from '@bet/core/bet-slip';
import type { Clock, KeyValueStore, MoneyRetryProgress } from '@bet/core/shared';
import type { SessionViewModel } from '@bet/core/session';
import type { SignUpViewModel } from '@bet/core/sign-up';
import type { AlertQueue } from './alert-queue.js';
import type { DialogSwitch, FeatureDialogKind } from './dialog-switch.js';
import type { SidebarSportsModel } from './sidebar-data.js';
import type { DialogControls, DialogRenderersOf } from '../design-system/dialog-renderers.js';

/** Outside links of spec 1 (support channel, streaming, sister site); the app supplies them. */
export interface SiteLinks {
  readonly supportChannel: string;
  readonly streaming: string;
  readonly sisterSite: string;
}

export type { DialogControls };

/**
 * Bodies of the dialogs features draw (deposit, withdraw, bet slip, USD, roulette...): one for
 * every feature dialog kind, so adding a kind without its renderer is a compile error in app.
 */
export type DialogRenderers = DialogRenderersOf<FeatureDialogKind>;

/**
 * The view models and helpers the shell reads, handed over by the composition root (app). The
 * shell never constructs them, so tests pass fakes and the app passes what its container built.
 */
export interface ShellServices {
  readonly session: SessionViewModel;
  readonly signUp: SignUpViewModel;
  readonly betSlip: BetSlipViewModel;
  readonly clock: Clock;
  readonly dialogs: DialogSwitch;
  readonly alerts: AlertQueue;
  readonly links: SiteLinks;
  readonly dialogRenderers: DialogRenderers;
  /** A money-moving call being retried after no answer (the API client's moneyRetries$), or null. */
  readonly moneyRetries$: Observable<MoneyRetryProgress | null>;
  /** The sports menu of the sidebar; without it the tree shows its empty text. */
  readonly sidebarSports?: SidebarSportsModel;
  /** Remembers the member's mobile/PC choice; without it the choice lasts until reload. */
  readonly store?: KeyValueStore;
}

/** The router as the shell sees it: where we are and how to go elsewhere (ui knows no router). */
export interface ShellNavigation {
  readonly pathname: string;
  readonly search: string;
  readonly navigate: (to: string) => void;
}

const ServicesContext = createContext<ShellServices | null>(null);
const NavigationContext = createContext<ShellNavigation>({ pathname: '/', search: '', navigate: () => undefined });

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function ShellNavigationProvider({ navigation, children }: { navigation: ShellNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useShellServices outside ShellServicesProvider');
  return services;
}

export function useShellNavigation(): ShellNavigation {
  return useContext(NavigationContext);
}

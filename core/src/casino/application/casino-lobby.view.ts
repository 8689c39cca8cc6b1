import {
  CASINO_ALL_PROVIDERS,
  providersOfCategory,
  visibleCasinoGames,
  type CasinoCategory,
  type CasinoLobbyGame,
  type CasinoProviderTab,
} from '../domain/casino-lobby.js';
import type { CasinoTransferDirection, CasinoWallet } from '../domain/casino-transfer.js';
import type { Won } from '../../shared/domain/money.js';
import type { CasinoLobbyData } from './casino.gateway.js';

/** The logged-in member as the lobby needs it (the app maps the session to this). */
export interface CasinoMember {
  readonly id: number;
  readonly cash: Won;
  readonly casino: Won;
}

export interface CasinoAlert {
  readonly tone: 'success' | 'error';
  readonly message: string;
}

export interface CasinoLobbyView {
  readonly category: CasinoCategory;
  readonly status: 'loading' | 'ready' | 'failed';
  /** The tabs: 'all' first, then the category's providers. */
  readonly tabs: readonly { readonly code: CasinoProviderTab; readonly name: string | null }[];
  readonly provider: CasinoProviderTab;
  readonly search: string;
  readonly games: readonly CasinoLobbyGame[];
  readonly launchingGameId: string | null;
  /** Null for a visitor. */
  readonly wallet: CasinoWallet | null;
  readonly transfer: { readonly direction: CasinoTransferDirection; readonly amountText: string; readonly submitting: boolean };
  readonly alert: CasinoAlert | null;
}

/** Everything the lobby holds (one store): the view is computed from it. */
export interface CasinoLobbyModel {
  readonly category: CasinoCategory;
  readonly status: CasinoLobbyView['status'];
  readonly lobby: CasinoLobbyData;
  readonly provider: CasinoProviderTab;
  readonly search: string;
  readonly launchingGameId: string | null;
  readonly member: CasinoMember | null;
  readonly transfer: CasinoLobbyView['transfer'];
  readonly alert: CasinoAlert | null;
}

export function toCasinoLobbyView(s: CasinoLobbyModel): CasinoLobbyView {
  const providers = providersOfCategory(s.lobby.games, s.lobby.providers, s.category);
  return {
    category: s.category,
    status: s.status,
    tabs: [{ code: CASINO_ALL_PROVIDERS, name: null }, ...providers],
    provider: s.provider,
    search: s.search,
    games: visibleCasinoGames(s.lobby.games, s.lobby.providers, { category: s.category, provider: s.provider, search: s.search }),
    launchingGameId: s.launchingGameId,
    wallet: s.member ? { cash: s.member.cash, casino: s.member.casino } : null,
    transfer: s.transfer,
    alert: s.alert,
  };
}

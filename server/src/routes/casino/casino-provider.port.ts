/**
 * The game aggregator behind /casino and /slot (ARCHITECTURE: external providers sit behind
 * ports with a built-in simulator). A real aggregator adapter implements the same three calls;
 * its rounds reach us as wallet callbacks (POST /api/casino/callback, casino-callbacks.ts).
 */
export type CasinoCategory = 'casino' | 'slot';

export interface CasinoProviderInfo {
  readonly code: string;
  readonly name: string;
}

export interface CasinoGame {
  readonly id: string;
  /** The provider's code. */
  readonly provider: string;
  readonly name: string;
  readonly category: CasinoCategory;
  /** Image URL of the tile. */
  readonly thumbnail: string;
}

export interface CasinoLobby {
  readonly providers: readonly CasinoProviderInfo[];
  readonly games: readonly CasinoGame[];
}

export interface CasinoPlayer {
  readonly id: number;
  readonly userId: string;
  readonly nickname: string;
}

/** The account answer: spec 7's games answer code 1 on success; anything else is a failure. */
export type CasinoAccountAnswer = { readonly code: 1; readonly uid: string } | { readonly code: number; readonly uid: null };

export interface CasinoProviderPort {
  /** Every provider and game the aggregator offers (both categories). */
  lobby(): Promise<CasinoLobby>;
  /** Creates the member's account at the aggregator (called once, on the first launch). */
  createAccount(player: CasinoPlayer): Promise<CasinoAccountAnswer>;
  /** The URL that opens `gameId` for the account `uid` (a new window of the member's browser). */
  launchUrl(args: { readonly uid: string; readonly gameId: string }): Promise<string>;
}

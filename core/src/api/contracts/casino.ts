/**
 * Casino and slot games (spec 2 /casino and /slot, spec 4 "a user without a game account gets
 * one created, then the game link opens"): one contract per call, read by the client and the
 * server. The cash <-> casino wallet transfers are the money family's calls
 * (POST /emoney/emoney-to-opera and /emoney/opera-to-emoney, contracts/money.ts).
 *
 * GET  /casino/lobby?category             -> CasinoLobbyDto (providers, games; public)
 * POST /casino/launch {memberId, gameId}  -> CasinoLaunchDto (creates the game account when missing)
 * POST /casino/callback                   -> CasinoCallbackAnswerDto (the game provider's wallet
 *                                            callbacks: balance, bet, win; signed, not a member call)
 * POST /casino-sim/spin {token, stake}    -> CasinoSimSpinDto (the simulator's own game page only)
 */
import * as W from '../contract/index.js';

/** The two lobbies: live tables (/casino) and slots (/slot). */
export const casinoCategoryWire = W.literal('casino', 'slot');
export type CasinoCategoryDto = W.TypeOf<typeof casinoCategoryWire>;

const gameId = () => W.pattern('^[a-z0-9-]{1,64}$', 64);

const casinoProvider = W.obj({ code: W.pattern('^[a-z0-9-]{1,32}$', 32), name: W.string() });
export type CasinoProviderDto = W.TypeOf<typeof casinoProvider>;

const casinoGame = W.obj({
  id: gameId(),
  provider: W.string(),
  name: W.string(),
  category: casinoCategoryWire,
  /** An image URL (the provider's; the simulator serves small SVGs). */
  thumbnail: W.string(),
});
export type CasinoGameDto = W.TypeOf<typeof casinoGame>;

const casinoLobby = W.obj({ providers: W.array(casinoProvider, 100), games: W.array(casinoGame, 5_000) });
export type CasinoLobbyDto = W.TypeOf<typeof casinoLobby>;

export const casinoLobbyCall = W.defineCall({
  method: 'GET',
  path: '/casino/lobby',
  query: W.obj({ category: casinoCategoryWire }),
  response: casinoLobby,
});

/** `created`: the member had no game account and one was made for this launch. */
const casinoLaunch = W.obj({ url: W.string(), created: W.bool() });
export type CasinoLaunchDto = W.TypeOf<typeof casinoLaunch>;

export const casinoLaunchCall = W.defineCall({
  method: 'POST',
  path: '/casino/launch',
  body: W.obj({ memberId: W.id(), gameId: gameId() }),
  response: casinoLaunch,
});

/** What a provider's wallet callback says happened; `amount` is whole won. */
export const casinoCallbackWire = W.obj({
  type: W.literal('balance', 'bet', 'win'),
  /** The member's account at the provider (from the launch). */
  uid: W.pattern('^[A-Za-z0-9_-]{1,64}$', 64),
  /** Unique per money movement: a repeated callback with the same id is answered, never paid twice. */
  transactionId: W.optional(W.pattern('^[A-Za-z0-9_.:-]{1,100}$', 100)),
  roundId: W.optional(W.pattern('^[A-Za-z0-9_.:-]{1,100}$', 100)),
  gameId: W.optional(gameId()),
  amount: W.optional(W.won(0)),
  /** The last callback of the round: the round goes to the member's history. */
  roundEnded: W.optional(W.bool()),
  /** HMAC-SHA256 (hex) of the other fields with the secret shared with the provider. */
  signature: W.pattern('^[0-9a-f]{64}$', 64),
});
export type CasinoCallbackDto = W.TypeOf<typeof casinoCallbackWire>;
/** The callback as sent (plain numbers): what the provider signs and the server reads. */
export type CasinoCallbackWireDto = W.WireOf<typeof casinoCallbackWire>;

const casinoCallbackAnswer = W.obj({ balance: W.won(), duplicate: W.withDefault(W.bool(), false) });
export type CasinoCallbackAnswerDto = W.TypeOf<typeof casinoCallbackAnswer>;

export const casinoCallbackCall = W.defineCall({
  method: 'POST',
  path: '/casino/callback',
  body: casinoCallbackWire,
  response: casinoCallbackAnswer,
});

/** One play on the simulator's game page: the reels (slot) or the two cards (table). */
const casinoSimSpin = W.obj({
  roundId: W.string(),
  symbols: W.array(W.string(), 10),
  stake: W.won(),
  win: W.won(),
  balance: W.won(),
});
export type CasinoSimSpinDto = W.TypeOf<typeof casinoSimSpin>;
export type CasinoSimSpinWireDto = W.WireOf<typeof casinoSimSpin>;

export const casinoSimSpinCall = W.defineCall({
  method: 'POST',
  path: '/casino-sim/spin',
  body: W.obj({ token: W.pattern('^[A-Za-z0-9_.-]{1,400}$', 400), stake: W.won(1, 10_000_000) }),
  response: casinoSimSpin,
});

export const casinoSimBalanceCall = W.defineCall({
  method: 'GET',
  path: '/casino-sim/balance',
  query: W.obj({ token: W.pattern('^[A-Za-z0-9_.-]{1,400}$', 400) }),
  response: W.obj({ balance: W.won() }),
});

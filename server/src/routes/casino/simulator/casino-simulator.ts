import { createHash, randomBytes } from 'node:crypto';
import { CASINO_MESSAGES as M } from '@bet/core/casino';
import type { CasinoCallbackWireDto, CasinoSimSpinWireDto } from '@bet/core/api';
import { done, refuse, type Outcome } from '../../../http/refusals.js';
import type { ServerClock } from '../../../ports/clock.js';
import type { RandomPort } from '../../../ports/random.js';
import type { CallbackAnswer } from '../casino-callbacks.js';
import type { CasinoProviderPort } from '../casino-provider.port.js';
import { readLaunchToken, signCallback, signLaunchToken, type CasinoSecret, type LaunchClaims } from '../casino-signature.js';
import { SIM_BASE, simulatedLobby, type SimGame } from './sim-lobby.js';
import { playOutcome } from './sim-play.js';

/** How long a launched game page may play. */
export const SIM_SESSION_MS = 6 * 60 * 60 * 1000;

/** Our wallet as the simulator reaches it: the same handler as POST /api/casino/callback. */
export type CasinoWallet = (signed: CasinoCallbackWireDto) => Promise<Outcome<CallbackAnswer>>;

export interface CasinoSimulator extends CasinoProviderPort {
  readonly games: ReadonlyMap<string, SimGame>;
  /** The wallet the callbacks go to (the casino module connects it once the routes exist). */
  connect(wallet: CasinoWallet): void;
  /** The launch token's claims, or null when it is forged or expired. */
  session(token: string): LaunchClaims | null;
  /** One round on the game page: a bet callback, the outcome, a win callback that ends the round. */
  play(token: string, stake: number): Promise<Outcome<CasinoSimSpinWireDto>>;
  balance(token: string): Promise<Outcome<{ balance: number }>>;
}

export interface CasinoSimulatorOptions {
  readonly secret: CasinoSecret;
  readonly clock: ServerClock;
  /** Outcomes of the plays (seeded in tests). */
  readonly random: RandomPort;
  /** Seed of the lobby's tiles. */
  readonly lobbySeed?: number;
}

/**
 * A game aggregator in the process, behaving like a real one: a lobby of providers and games,
 * accounts with its own uids, launch URLs with a signed token, and game pages whose plays move
 * the member's casino wallet only through signed wallet callbacks.
 */
export function createCasinoSimulator(options: CasinoSimulatorOptions): CasinoSimulator {
  const { lobby, games } = simulatedLobby(options.lobbySeed);
  let wallet: CasinoWallet | null = null;
  const session = (token: string) => readLaunchToken(options.secret, token, options.clock.now());
  const callback = (fields: Omit<CasinoCallbackWireDto, 'signature'>): Promise<Outcome<CallbackAnswer>> => {
    if (!wallet) throw new Error('casino simulator: no wallet connected');
    return wallet({ ...fields, signature: signCallback(options.secret, fields) });
  };

  return {
    games,
    lobby: async () => lobby,
    createAccount: async (player) => ({
      code: 1,
      uid: `SIM${createHash('sha256').update(`casino:${player.id}`).digest('hex').slice(0, 16)}`,
    }),
    launchUrl: async ({ uid, gameId }) => {
      const token = signLaunchToken(options.secret, { uid, gameId, expiresAt: options.clock.now() + SIM_SESSION_MS });
      return `${SIM_BASE}/play?token=${encodeURIComponent(token)}`;
    },
    connect: (w) => {
      wallet = w;
    },
    session,
    async balance(token) {
      const claims = session(token);
      if (!claims) return refuse('sessionExpired', M.sessionExpired);
      const answer = await callback({ type: 'balance', uid: claims.uid });
      return answer.ok ? done({ balance: answer.value.balance }) : answer;
    },
    async play(token, stake) {
      const claims = session(token);
      const game = claims ? games.get(claims.gameId) : undefined;
      if (!claims || !game) return refuse('sessionExpired', M.sessionExpired);
      const roundId = `${game.id}:${options.clock.now().toString(36)}${randomBytes(6).toString('hex')}`;
      const base = { uid: claims.uid, roundId, gameId: game.id };
      const bet = await callback({ ...base, type: 'bet', transactionId: `${roundId}:bet`, amount: stake });
      if (!bet.ok) return bet;
      const outcome = playOutcome(game.kind, options.random, stake);
      const win = await callback({ ...base, type: 'win', transactionId: `${roundId}:win`, amount: outcome.win, roundEnded: true });
      if (!win.ok) return win;
      return done({ roundId, symbols: [...outcome.symbols], stake, win: outcome.win, balance: win.value.balance });
    },
  };
}

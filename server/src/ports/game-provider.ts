import { createHash } from 'node:crypto';

/** Real-poker and hold'em (revolution) lobbies: game accounts and lobby links. */
export type GameProvider = 'realpoker' | 'revolution';

export interface GameProviderPort {
  /** Creates (or finds) the member's game account; code 1 = success (spec 7). */
  createAccount(
    provider: GameProvider,
    member: { id: number; userId: string; nickname: string },
  ): Promise<{ code: number; uid: string | null }>;
  /** The lobby link for an existing account: an absolute https address, or a path on this site (the simulator's). */
  lobbyLink(provider: GameProvider, uid: string, agentCode: string | null): Promise<string>;
}

/**
 * Where the built-in simulator serves its lobby (inside the site's own /api, see
 * routes/games/game-sim-lobby.routes.ts): a launch never ends on a host that does not exist.
 */
export const GAME_SIM_BASE = '/api/game-sim';

/** The simulators made by simulatedGameProvider: only they get the site-served lobby route. */
const simulators = new WeakSet<GameProviderPort>();
export const isSimulatedGameProvider = (port: GameProviderPort): boolean => simulators.has(port);

/** The built-in simulator: deterministic account ids and links to its lobby page on this site. */
export function simulatedGameProvider(baseUrl = GAME_SIM_BASE): GameProviderPort {
  const port: GameProviderPort = {
    createAccount: async (provider, member) => ({
      code: 1,
      uid: `${provider === 'realpoker' ? 'RP' : 'RV'}${createHash('sha256').update(`${provider}:${member.id}`).digest('hex').slice(0, 12)}`,
    }),
    lobbyLink: async (provider, uid, agentCode) => {
      const query = new URLSearchParams({ uid });
      if (agentCode) query.set('agent', agentCode);
      return `${baseUrl.replace(/\/+$/, '')}/${provider}/lobby?${query.toString()}`;
    },
  };
  simulators.add(port);
  return port;
}

import { createHash } from 'node:crypto';

/** Real-poker and hold'em (revolution) lobbies: game accounts and lobby links. */
export type GameProvider = 'realpoker' | 'revolution';

export interface GameProviderPort {
  /** Creates (or finds) the member's game account; code 1 = success (spec 7). */
  createAccount(
    provider: GameProvider,
    member: { id: number; userId: string; nickname: string },
  ): Promise<{ code: number; uid: string | null }>;
  /** The lobby link for an existing account (https). */
  lobbyLink(provider: GameProvider, uid: string, agentCode: string | null): Promise<string>;
}

/** The built-in simulator: deterministic account ids and https links on a placeholder host. */
export function simulatedGameProvider(baseUrl = 'https://games.example.com'): GameProviderPort {
  return {
    createAccount: async (provider, member) => ({
      code: 1,
      uid: `${provider === 'realpoker' ? 'RP' : 'RV'}${createHash('sha256').update(`${provider}:${member.id}`).digest('hex').slice(0, 12)}`,
    }),
    lobbyLink: async (provider, uid, agentCode) => {
      const url = new URL(`/${provider}/lobby`, baseUrl);
      url.searchParams.set('uid', uid);
      if (agentCode) url.searchParams.set('agent', agentCode);
      return url.toString();
    },
  };
}

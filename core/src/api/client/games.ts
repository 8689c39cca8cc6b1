import { textOrFieldDecoder } from '../contracts/common.js';
import { gameAccountDtoDecoder } from '../contracts/games.js';
import type { ApiCaller } from './call.js';

const link = textOrFieldDecoder('url');

/** Real-poker and hold'em accounts and links (spec section 7 "Games"). */
export const createGamesApi = (call: ApiCaller) => ({
  /** GET /realpoker/user/create?userId&nickname: code 1 means created. */
  createRealpokerUser: (userId: string, nickname: string) =>
    call({ method: 'GET', path: '/realpoker/user/create', query: { userId, nickname }, decoder: gameAccountDtoDecoder }),
  realpokerLink: (userId: string) => call({ method: 'GET', path: '/realpoker/game/link', query: { userId }, decoder: link }),
  /** GET /revolution/user/create: the spec sends no query; the member comes from the session. */
  createRevolutionUser: () => call({ method: 'GET', path: '/revolution/user/create', decoder: gameAccountDtoDecoder }),
  /** GET /revolution/game/link?userId[&agentCode]: agentCode is the first non-null management target. */
  revolutionLink: (userId: string, agentCode?: string | null) =>
    call({
      method: 'GET',
      path: '/revolution/game/link',
      query: agentCode ? { userId, agentCode } : { userId },
      decoder: link,
    }),
});
export type GamesApi = ReturnType<typeof createGamesApi>;

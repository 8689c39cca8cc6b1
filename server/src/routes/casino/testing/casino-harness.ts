import { foundationModules } from '../../../modules.js';
import { scriptedRandom } from '../../../ports/random.js';
import { createSportsModule } from '../../sports/index.js';
import { createHarness, json, type Caller, type Harness } from '../../../testing/harness.js';
import { signCallback } from '../casino-signature.js';
import { createCasinoModule } from '../module.js';
import type { CasinoSimulator } from '../simulator/casino-simulator.js';

export const TEST_CASINO_SECRET = 'casino-test-secret';

export interface CasinoHarness {
  readonly h: Harness;
  readonly simulator: CasinoSimulator;
  /** A member with this much cash, logged in. */
  member(userId: string, cash?: number): Promise<Caller>;
  /** Launches a game and answers the launch token of its URL. */
  launch(member: Caller, gameId: string): Promise<{ readonly token: string; readonly uid: string; readonly created: boolean }>;
  /** Posts a callback as the provider would, signed with the shared secret. */
  callback(fields: Readonly<Record<string, unknown>>): ReturnType<Harness['inject']>;
  /** The member's cash and casino wallet as GET /member/{id} shows them. */
  wallet(member: Caller): Promise<{ readonly emoney: number; readonly casinoMoney: number }>;
}

/**
 * The app with the foundation, sports (the history routes) and the casino module whose
 * simulator plays `outcomes` (a scripted random: slot reels or high cards, in order).
 */
export async function createCasinoHarness(outcomes: readonly number[] = [0, 0, 0]): Promise<CasinoHarness> {
  const casino = createCasinoModule({ secret: TEST_CASINO_SECRET, random: scriptedRandom(outcomes) });
  const h = await createHarness({ modules: [...foundationModules(), createSportsModule(), casino] });
  const simulator = casino.simulator();
  if (!simulator) throw new Error('the casino module built no simulator');
  return {
    h,
    simulator,
    async member(userId, cash = 0) {
      const id = await h.createMember(userId);
      if (cash > 0) await h.fund(id, 'cash', cash);
      return h.as(id);
    },
    async launch(member, gameId) {
      const res = await member.inject({ method: 'POST', url: '/api/casino/launch', payload: { memberId: member.memberId, gameId } });
      const { url, created } = json<{ url: string; created: boolean }>(res);
      const token = decodeURIComponent(new URL(url, 'http://x').searchParams.get('token') ?? '');
      return { token, uid: token.split('.')[0]!, created };
    },
    callback: (fields) =>
      h.inject({
        method: 'POST',
        url: '/api/casino/callback',
        payload: { ...fields, signature: signCallback(TEST_CASINO_SECRET, fields) },
      }),
    async wallet(member) {
      return json<{ emoney: number; casinoMoney: number }>(await member.inject({ method: 'GET', url: `/api/member/${member.memberId}` }));
    },
  };
}

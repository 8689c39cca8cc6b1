import { invoke } from '../contract/index.js';
import { jackpotCall } from '../contracts/jackpot.js';
import type { ApiCaller } from './call.js';

/** The progressive jackpot (ours: spec 9 names only its 30 s poll), from the call's contract. */
export const createJackpotApi = (call: ApiCaller) => ({
  /** GET /jackpot: the pool now and when it was read. */
  read: () => invoke(call, jackpotCall, {}),
});
export type JackpotApi = ReturnType<typeof createJackpotApi>;
